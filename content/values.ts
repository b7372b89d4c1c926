import type { Value } from '@/content/types';

const values = [
  {
    id: 'excellence',
    name: { fr: 'Excellence', en: 'Excellence' },
    description: {
      fr: "Nous visons les plus hautes exigences dans l'enseignement, la recherche et l'accompagnement de chaque étudiant.",
      en: 'We hold ourselves to the highest standards in teaching, research and the support we give every student.',
    },
  },
  {
    id: 'integrite',
    name: { fr: 'Intégrité', en: 'Integrity' },
    description: {
      fr: "Nous agissons avec honnêteté et transparence, des examens à la gestion de l'établissement.",
      en: 'We act with honesty and transparency, from examinations to the way the institution is run.',
    },
  },
  {
    id: 'innovation',
    name: { fr: 'Innovation', en: 'Innovation' },
    description: {
      fr: "Nous renouvelons nos méthodes pédagogiques et nos programmes pour répondre aux besoins d'un monde qui change.",
      en: 'We keep renewing our teaching methods and programmes to meet the needs of a changing world.',
    },
  },
  {
    id: 'responsabilite',
    name: { fr: 'Responsabilité', en: 'Responsibility' },
    description: {
      fr: "Nous formons des femmes et des hommes conscients de leur rôle dans le développement du Tchad et de l'Afrique.",
      en: 'We educate women and men who are aware of their role in the development of Chad and Africa.',
    },
  },
  {
    id: 'respect',
    name: { fr: 'Respect', en: 'Respect' },
    description: {
      fr: 'Nous accueillons chacun avec considération, quelles que soient son origine, sa langue ou sa croyance.',
      en: 'We welcome everyone with consideration, whatever their background, language or faith.',
    },
  },
  {
    id: 'collaboration',
    name: { fr: 'Collaboration', en: 'Collaboration' },
    description: {
      fr: 'Nous croyons que les étudiants, les enseignants et les partenaires réussissent mieux ensemble.',
      en: 'We believe that students, lecturers and partners achieve more when they work together.',
    },
  },
] as const satisfies readonly Value[];

export function allValues(): readonly Value[] {
  return values;
}
