import { accreditation } from './accreditation';
import { list, paragraph, type FaqTopic } from './info-types';
import { spelled } from './numbers';
import { site } from './site';

const { since, diplomas, programmes: accreditedCount } = accreditation;

/*
 * The questions the admissions office answers most often. The answers on fees, aid and dates are
 * written from content/intake.ts at build time (lib/intake/faq.ts).
 */
const faqTopics = [
  {
    id: 'admissions',
    title: { fr: 'Admissions', en: 'Admissions' },
    questions: [
      {
        id: 'licence-requirements',
        question: {
          fr: 'Quelles sont les conditions pour entrer en Licence ?',
          en: "What do I need to enter a Licence (bachelor's) programme?",
        },
        answer: [
          paragraph(
            "Il faut être titulaire du baccalauréat ou d'un diplôme reconnu équivalent. Chaque dossier est examiné par la commission d'admission, qui tient compte du parcours scolaire, des résultats au baccalauréat et de la motivation exprimée par le candidat.",
            'You need the baccalauréat or a diploma recognised as equivalent. Every application is reviewed by the admission committee, which looks at your school record, your baccalauréat results and the motivation you express.',
          ),
        ],
      },
      {
        id: 'master-requirements',
        question: {
          fr: 'Qui peut candidater en Master ?',
          en: "Who can apply for a Master's programme?",
        },
        answer: [
          paragraph(
            "Les titulaires d'une Licence (Bac +3) ou d'un diplôme équivalent dans un domaine proche de la spécialité choisie. La commission étudie le relevé de notes, le projet professionnel et, pour les candidats en activité, l'expérience acquise.",
            "Holders of a Licence (bachelor's degree, Bac +3) or an equivalent diploma in a field close to the chosen specialisation. The committee looks at your transcript, your career plans and, if you are working, your experience.",
          ),
        ],
      },
      {
        id: 'how-to-apply',
        question: { fr: 'Comment déposer ma candidature ?', en: 'How do I apply?' },
        answer: [
          paragraph(
            'Remplissez le formulaire de la page Admissions : il suffit de quelques minutes et vous recevez un numéro de référence. La candidature suit ensuite trois étapes :',
            'Fill in the form on the Admissions page: it takes a few minutes and you receive a reference number. Your application then goes through three steps:',
          ),
          list(
            { fr: 'le dépôt du dossier ;', en: 'submission of your file;' },
            {
              fr: "l'étude du dossier par la commission d'admission ;",
              en: 'review of your file by the admission committee;',
            },
            {
              fr: "l'envoi de la lettre d'admission, puis le paiement des frais d'inscription.",
              en: 'the admission letter, followed by payment of the registration fees.',
            },
          ),
        ],
      },
      {
        id: 'documents',
        question: {
          fr: 'Quels documents préparer pour mon inscription ?',
          en: 'Which documents should I prepare for registration?',
        },
        answer: [
          paragraph(
            "Après la lettre d'admission, le service de la scolarité vous demande les pièces de votre dossier d'inscription, notamment :",
            "Once you have your admission letter, the Registrar's Office will ask for the documents of your registration file, in particular:",
          ),
          list(
            {
              fr: 'une copie certifiée du dernier diplôme obtenu et les relevés de notes ;',
              en: 'a certified copy of your most recent diploma and your transcripts;',
            },
            {
              fr: "une pièce d'identité ou un acte de naissance ;",
              en: 'an identity document or birth certificate;',
            },
            { fr: "des photos d'identité récentes.", en: 'recent passport photos.' },
          ),
        ],
      },
    ],
  },
  {
    id: 'recognition',
    title: { fr: 'Reconnaissance des diplômes', en: 'Recognition of degrees' },
    questions: [
      {
        id: 'cames',
        question: {
          fr: 'Les diplômes sont-ils reconnus par le CAMES ?',
          en: 'Are the degrees recognised by CAMES?',
        },
        answer: [
          paragraph(
            `Depuis ${since}, ${spelled(diplomas, 'fr')} diplômes de l'Université sont accrédités par le Conseil africain et malgache pour l'enseignement supérieur (CAMES) : ${spelled(diplomas, 'fr')} mentions de licence, auxquelles conduisent ${spelled(accreditedCount, 'fr')} de nos licences. Ces diplômes sont reconnus dans les pays membres du CAMES. Sur le site, chaque licence accréditée porte le badge « Accrédité CAMES » et indique dans ses informations clés le diplôme auquel elle conduit ; le catalogue des formations les réunit sous l'onglet « Diplômes accrédités par le CAMES ». Les masters ne sont pas accrédités.`,
            `Since ${since}, ${spelled(diplomas, 'en')} of the University's degrees have been accredited by the African and Malagasy Council for Higher Education (CAMES): ${spelled(diplomas, 'en')} fields of study (licence "mentions"), to which ${spelled(accreditedCount, 'en')} of our bachelor's programmes lead. These degrees are recognised in CAMES member countries. On this site every accredited programme carries the "CAMES accredited" badge and names, among its key facts, the degree it leads to; the programme catalogue groups them under its "CAMES-accredited degrees" tab. Master's programmes are not accredited.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'study-life',
    title: { fr: 'Études et vie sur le campus', en: 'Studying and campus life' },
    questions: [
      {
        id: 'language',
        question: {
          fr: 'En quelle langue les cours sont-ils donnés ?',
          en: 'In which language are classes taught?',
        },
        answer: [
          paragraph(
            "Les enseignements sont dispensés en français. Les candidats dont le parcours s'est fait dans une autre langue sont invités à le préciser dans leur dossier : la commission en tient compte et peut conseiller une mise à niveau.",
            'Classes are taught in French. Applicants who studied in another language are invited to say so in their application: the committee takes it into account and may recommend a preparatory course.',
          ),
        ],
      },
      {
        id: 'working-students',
        question: {
          fr: 'Puis-je me former tout en travaillant ?',
          en: 'Can I study while working?',
        },
        answer: [
          paragraph(
            "Oui. Les modules de formation continue ont lieu en soirée et le samedi matin, et les candidats en activité peuvent présenter leur expérience professionnelle à l'appui d'une candidature en Master.",
            "Yes. Continuing education modules take place in the evening and on Saturday mornings, and applicants who are working can put forward their professional experience when applying for a Master's programme.",
          ),
        ],
      },
      {
        id: 'housing',
        question: {
          fr: "L'Université peut-elle m'aider à trouver un logement ?",
          en: 'Can the University help me find housing?',
        },
        answer: [
          paragraph(
            `Les étudiants venus d'autres provinces ou de l'étranger peuvent s'adresser au service de la scolarité (${site.registrarEmail}) : il les oriente vers des possibilités de logement à ${site.address.city}, à proximité du campus.`,
            `Students from other provinces or from abroad can contact the Registrar's Office (${site.registrarEmail}), which points them to housing options in ${site.address.city}, near the campus.`,
          ),
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: { fr: 'Nous contacter', en: 'Contacting us' },
    questions: [
      {
        id: 'who-to-contact',
        question: { fr: 'Qui contacter pour une question ?', en: 'Whom should I contact with a question?' },
        answer: [
          list(
            {
              fr: `Par téléphone : ${site.phone}`,
              en: `By phone: ${site.phone}`,
            },
            {
              fr: `Par e-mail : ${site.email} (questions générales) ou ${site.registrarEmail} (scolarité et inscriptions)`,
              en: `By e-mail: ${site.email} (general questions) or ${site.registrarEmail} (registration and student records)`,
            },
            {
              fr: `Sur place : ${site.address.street}, ${site.address.district}, ${site.address.city}`,
              en: `In person: ${site.address.street}, ${site.address.district}, ${site.address.city}`,
            },
          ),
          paragraph(
            'Vous pouvez aussi nous écrire avec le formulaire de la page Contact.',
            'You can also write to us with the form on the Contact page.',
          ),
        ],
      },
    ],
  },
] as const satisfies readonly FaqTopic[];

/** The written topics; the page shows them with the cost, aid and dates topic (lib/intake/faq.ts). */
export function writtenFaqTopics(): readonly FaqTopic[] {
  return faqTopics;
}
