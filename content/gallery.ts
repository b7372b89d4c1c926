import type { GalleryCategory, GalleryItem } from '@/content/types';

const galleryItems = [
  {
    id: 'campus-1',
    category: 'campus',
    src: '/images/gallery/campus-1.svg',
    alt: {
      fr: "Façade du bâtiment principal de l'Université sous un ciel bleu, avec ses palmiers à l'entrée",
      en: "Front of the University's main building under a blue sky, with palm trees at the entrance",
    },
    title: { fr: 'Le bâtiment principal', en: 'The main building' },
  },
  {
    id: 'campus-2',
    category: 'campus',
    src: '/images/gallery/campus-2.svg',
    alt: {
      fr: 'Étudiants travaillant en silence entre les rayonnages de la bibliothèque',
      en: 'Students working quietly between the library shelves',
    },
    title: { fr: 'La bibliothèque', en: 'The library' },
  },
  {
    id: 'campus-3',
    category: 'campus',
    src: '/images/gallery/campus-3.svg',
    alt: {
      fr: "Rangées d'ordinateurs dans une salle informatique, des étudiants en train de programmer",
      en: 'Rows of computers in a computer lab, with students writing code',
    },
    title: { fr: 'Une salle informatique', en: 'A computer lab' },
  },
  {
    id: 'campus-4',
    category: 'campus',
    src: '/images/gallery/campus-4.svg',
    alt: {
      fr: "Étudiantes en blouse blanche s'exerçant sur un mannequin dans la salle de simulation en santé",
      en: 'Students in white coats practising on a manikin in the health simulation room',
    },
    title: { fr: 'La salle de simulation', en: 'The simulation room' },
  },
  {
    id: 'ceremonies-1',
    category: 'ceremonies',
    src: '/images/gallery/ceremonies-1.svg',
    alt: {
      fr: "Diplômés en toge alignés sur l'esplanade pendant la cérémonie de remise des diplômes",
      en: 'Graduates in gowns lined up on the campus square during the graduation ceremony',
    },
    title: { fr: 'Remise des diplômes', en: 'Graduation day' },
  },
  {
    id: 'ceremonies-2',
    category: 'ceremonies',
    src: '/images/gallery/ceremonies-2.svg',
    alt: {
      fr: "Une diplômée reçoit son diplôme des mains du Recteur sur l'estrade",
      en: 'A graduate receiving her diploma from the Rector on stage',
    },
    title: { fr: 'Le diplôme en main', en: 'Diploma in hand' },
  },
  {
    id: 'ceremonies-3',
    category: 'ceremonies',
    src: '/images/gallery/ceremonies-3.svg',
    alt: {
      fr: 'Personnalités et enseignants assis à la tribune officielle lors de la rentrée solennelle',
      en: 'Guests and lecturers seated on the official platform at the formal opening of the academic year',
    },
    title: { fr: 'Rentrée solennelle', en: 'Opening ceremony' },
  },
  {
    id: 'ceremonies-4',
    category: 'ceremonies',
    src: '/images/gallery/ceremonies-4.svg',
    alt: {
      fr: 'Une famille pose avec un jeune diplômé en toge devant le bâtiment principal',
      en: 'A family posing with a young graduate in his gown in front of the main building',
    },
    title: { fr: 'Photo de famille', en: 'Family photo' },
  },
  {
    id: 'student-life-1',
    category: 'student-life',
    src: '/images/gallery/student-life-1.svg',
    alt: {
      fr: 'Match de football entre deux équipes de départements sur le terrain du campus',
      en: 'A football match between department teams on the campus pitch',
    },
    title: {
      fr: 'Tournoi inter-départements',
      en: 'Inter-department tournament',
    },
  },
  {
    id: 'student-life-2',
    category: 'student-life',
    src: '/images/gallery/student-life-2.svg',
    alt: {
      fr: "Groupe d'étudiants révisant ensemble à l'ombre d'un arbre dans la cour",
      en: 'A group of students revising together in the shade of a tree in the courtyard',
    },
    title: { fr: "Révisions à l'ombre", en: 'Studying in the shade' },
  },
  {
    id: 'student-life-3',
    category: 'student-life',
    src: '/images/gallery/student-life-3.svg',
    alt: {
      fr: 'Étudiants en tenues traditionnelles dansant sur scène lors de la semaine culturelle',
      en: 'Students in traditional dress dancing on stage during culture week',
    },
    title: { fr: 'Semaine culturelle', en: 'Culture week' },
  },
  {
    id: 'student-life-4',
    category: 'student-life',
    src: '/images/gallery/student-life-4.svg',
    alt: {
      fr: "Étudiants discutant autour d'une table à la cafétéria du campus",
      en: 'Students chatting around a table in the campus cafeteria',
    },
    title: { fr: 'Pause à la cafétéria', en: 'Break at the cafeteria' },
  },
  {
    id: 'conferences-1',
    category: 'conferences',
    src: '/images/gallery/conferences-1.svg',
    alt: {
      fr: "Un intervenant s'adresse à un amphithéâtre comble lors d'une conférence publique",
      en: 'A speaker addressing a packed lecture hall during a public lecture',
    },
    title: { fr: 'Conférence publique', en: 'Public lecture' },
  },
  {
    id: 'conferences-2',
    category: 'conferences',
    src: '/images/gallery/conferences-2.svg',
    alt: {
      fr: 'Table ronde réunissant quatre panélistes devant un écran de projection',
      en: 'A round-table discussion with four panellists in front of a projection screen',
    },
    title: { fr: 'Table ronde', en: 'Round table' },
  },
  {
    id: 'conferences-3',
    category: 'conferences',
    src: '/images/gallery/conferences-3.svg',
    alt: {
      fr: "Une étudiante pose une question au micro depuis les gradins de l'amphithéâtre",
      en: 'A student asking a question into a microphone from the lecture hall seats',
    },
    title: { fr: 'Questions du public', en: 'Questions from the floor' },
  },
  {
    id: 'conferences-4',
    category: 'conferences',
    src: '/images/gallery/conferences-4.svg',
    alt: {
      fr: "Participants prenant des notes pendant un atelier sur l'entrepreneuriat",
      en: 'Participants taking notes during an entrepreneurship workshop',
    },
    title: { fr: 'Atelier entrepreneuriat', en: 'Entrepreneurship workshop' },
  },
] as const satisfies readonly GalleryItem[];

export const galleryCategories = [
  'campus',
  'ceremonies',
  'student-life',
  'conferences',
] as const satisfies readonly GalleryCategory[];

export function allGalleryItems(): readonly GalleryItem[] {
  return galleryItems;
}

export function galleryItemsIn(category: GalleryCategory): readonly GalleryItem[] {
  return galleryItems.filter((item) => item.category === category);
}
