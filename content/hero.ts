import type { HeroSlide } from '@/content/types';

/** The first slide is the main one. */
const heroSlides = [
  {
    id: 'hero-1',
    image: '/images/hero/hero-1.svg',
    alt: {
      fr: "Le bâtiment principal du campus de N'Djamena baigné par la lumière du lever du soleil",
      en: "The main building of the N'Djamena campus bathed in sunrise light",
    },
  },
  {
    id: 'hero-2',
    image: '/images/hero/hero-2.svg',
    alt: {
      fr: 'Des étudiants attentifs prennent des notes dans un grand amphithéâtre',
      en: 'Attentive students taking notes in a large lecture hall',
    },
  },
  {
    id: 'hero-3',
    image: '/images/hero/hero-3.svg',
    alt: {
      fr: 'Une étudiante consulte un ouvrage entre les rayonnages de la bibliothèque',
      en: 'A student reading a book between the library shelves',
    },
  },
  {
    id: 'hero-4',
    image: '/images/hero/hero-4.svg',
    alt: {
      fr: "Des diplômés en toge lancent leur mortier en l'air lors de la cérémonie de remise des diplômes",
      en: 'Graduates in gowns throwing their mortarboards into the air at the graduation ceremony',
    },
  },
  {
    id: 'hero-5',
    image: '/images/hero/hero-5.svg',
    alt: {
      fr: 'Des étudiants en sciences de la santé manipulent des pipettes dans un laboratoire',
      en: 'Health science students using pipettes in a laboratory',
    },
  },
  {
    id: 'hero-6',
    image: '/images/hero/hero-6.svg',
    alt: {
      fr: 'Des étudiants travaillent sur des ordinateurs dans une salle informatique',
      en: 'Students working on computers in a computer lab',
    },
  },
  {
    id: 'hero-7',
    image: '/images/hero/hero-7.svg',
    alt: {
      fr: "Un groupe d'étudiants échange en souriant dans la cour ombragée du campus",
      en: 'A group of smiling students talking in the shaded campus courtyard',
    },
  },
  {
    id: 'hero-8',
    image: '/images/hero/hero-8.svg',
    alt: {
      fr: "Une enseignante anime un travail de groupe autour d'une étude de cas en salle de classe",
      en: 'A lecturer leading a group case study in a classroom',
    },
  },
  {
    id: 'hero-9',
    image: '/images/hero/hero-9.svg',
    alt: {
      fr: "Des étudiantes en blouse s'exercent aux gestes de soins dans la salle de simulation",
      en: 'Students in white coats practising care procedures in the simulation room',
    },
  },
] as const satisfies readonly HeroSlide[];

export function allHeroSlides(): readonly HeroSlide[] {
  return heroSlides;
}
