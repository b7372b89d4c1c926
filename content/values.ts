import type { Value } from '@/content/types';

const values = [
  {
    id: 'excellence',
    name: { fr: 'Excellence', en: 'Excellence', ar: 'التميز' },
    description: {
      fr: "Nous visons les plus hautes exigences dans l'enseignement, la recherche et l'accompagnement de chaque étudiant.",
      en: 'We hold ourselves to the highest standards in teaching, research and the support we give every student.',
      ar: 'نسعى إلى أعلى المعايير في التعليم والبحث ومرافقة كل طالب.',
    },
  },
  {
    id: 'integrite',
    name: { fr: 'Intégrité', en: 'Integrity', ar: 'النزاهة' },
    description: {
      fr: "Nous agissons avec honnêteté et transparence, des examens à la gestion de l'établissement.",
      en: 'We act with honesty and transparency, from examinations to the way the institution is run.',
      ar: 'نعمل بأمانة وشفافية، من الامتحانات إلى تسيير المؤسسة.',
    },
  },
  {
    id: 'innovation',
    name: { fr: 'Innovation', en: 'Innovation', ar: 'الابتكار' },
    description: {
      fr: "Nous renouvelons nos méthodes pédagogiques et nos programmes pour répondre aux besoins d'un monde qui change.",
      en: 'We keep renewing our teaching methods and programmes to meet the needs of a changing world.',
      ar: 'نجدد طرائق تدريسنا وبرامجنا لنلبي احتياجات عالم متغير.',
    },
  },
  {
    id: 'responsabilite',
    name: { fr: 'Responsabilité', en: 'Responsibility', ar: 'المسؤولية' },
    description: {
      fr: "Nous formons des femmes et des hommes conscients de leur rôle dans le développement du Tchad et de l'Afrique.",
      en: 'We educate women and men who are aware of their role in the development of Chad and Africa.',
      ar: 'نكوّن نساءً ورجالًا واعين بدورهم في تنمية تشاد وإفريقيا.',
    },
  },
  {
    id: 'respect',
    name: { fr: 'Respect', en: 'Respect', ar: 'الاحترام' },
    description: {
      fr: 'Nous accueillons chacun avec considération, quelles que soient son origine, sa langue ou sa croyance.',
      en: 'We welcome everyone with consideration, whatever their background, language or faith.',
      ar: 'نستقبل كل شخص بالتقدير الواجب، أيًّا كان أصله أو لغته أو معتقده.',
    },
  },
  {
    id: 'collaboration',
    name: { fr: 'Collaboration', en: 'Collaboration', ar: 'التعاون' },
    description: {
      fr: 'Nous croyons que les étudiants, les enseignants et les partenaires réussissent mieux ensemble.',
      en: 'We believe that students, lecturers and partners achieve more when they work together.',
      ar: 'نؤمن بأن الطلاب والأساتذة والشركاء ينجحون أكثر حين يعملون معًا.',
    },
  },
] as const satisfies readonly Value[];

export function allValues(): readonly Value[] {
  return values;
}
