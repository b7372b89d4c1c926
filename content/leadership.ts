import type { Leader, Localized } from '@/content/types';
import { accreditation } from './accreditation';
import { spelled } from './numbers';
import { site } from './site';

/* Both leaders are FICTIONAL placeholders, to be replaced by the operator. */
const leaders = [
  {
    id: 'founder',
    name: 'Dr Adoum Mahamat Abderahim',
    role: {
      fr: "Fondateur et Président du conseil d'administration",
      en: 'Founder and Chair of the Board',
    },
    photo: '/images/leadership/founder.svg',
    bio: {
      fr: `Économiste de formation, Dr Adoum Mahamat Abderahim a enseigné pendant plusieurs années avant de fonder l'Université en ${site.foundedYear}. Convaincu que le Tchad devait pouvoir former ses propres cadres sur son sol, il a bâti le premier établissement privé d'enseignement supérieur du pays autour d'une conviction simple : placer l'humain au cœur du leadership.`,
      en: `An economist by training, Dr Adoum Mahamat Abderahim taught for several years before founding the University in ${site.foundedYear}. Convinced that Chad should be able to train its own professionals at home, he built the country's first private higher-education institution around one simple belief: putting people at the heart of leadership.`,
    },
    detail: {
      fr: "Il préside aujourd'hui le conseil d'administration et veille à la fidélité de l'Université à sa mission d'origine. Il accorde une attention particulière aux bourses destinées aux étudiants méritants et au rapprochement entre le campus et les entreprises tchadiennes.",
      en: 'He now chairs the Board and makes sure the University stays true to its founding mission. He pays particular attention to scholarships for deserving students and to building stronger ties between the campus and Chadian businesses.',
    },
  },
  {
    id: 'rector',
    name: 'Pr Ngarndoh Mbaïlao',
    role: { fr: 'Recteur', en: 'Rector' },
    photo: '/images/leadership/rector.svg',
    bio: {
      fr: "Professeur en sciences de gestion, Pr Ngarndoh Mbaïlao a consacré sa carrière à l'enseignement supérieur et à la recherche en Afrique centrale. Recteur de l'Université, il conduit le développement des programmes de licence et de master, la démarche qualité liée à la reconnaissance du CAMES et l'ouverture de l'établissement à de nouveaux partenaires.",
      en: "Professor Ngarndoh Mbaïlao, a specialist in management, has devoted his career to higher education and research in Central Africa. As Rector of the University, he leads the development of the bachelor's and master's programmes, the quality process linked to CAMES recognition and the opening of the institution to new partners.",
    },
    detail: {
      fr: "Attaché à une pédagogie active, il encourage les études de cas, les stages et les projets menés avec les acteurs économiques. Il reçoit régulièrement les délégués étudiants et considère leur avis comme un levier essentiel de l'amélioration continue.",
      en: 'Committed to active learning, he promotes case studies, internships and projects carried out with businesses and public bodies. He meets student representatives regularly and sees their feedback as a key driver of continuous improvement.',
    },
  },
] as const satisfies readonly Leader[];

/** 'Mot du Recteur'. The signature is rendered separately from the leader data. */
export const rectorMessage: readonly Localized[] = [
  {
    fr: `Chères étudiantes, chers étudiants, chers parents et partenaires, soyez les bienvenus. Que vous découvriez l'Université pour la première fois ou que vous reveniez sur notre campus de N'Djamena, je suis heureux de vous présenter une maison du savoir qui, depuis ${site.foundedYear}, a fait le pari de former au Tchad des femmes et des hommes capables de servir leur pays.`,
    en: `Dear students, parents and partners, welcome. Whether you are discovering the University for the first time or coming back to our N'Djamena campus, I am delighted to introduce a place of learning that, since ${site.foundedYear}, has set out to educate women and men in Chad who are ready to serve their country.`,
  },
  {
    fr: `Notre première exigence est l'excellence académique. Reconnue par le CAMES, qui accrédite depuis ${accreditation.since} ${spelled(accreditation.diplomas, 'fr')} de nos diplômes, couvrant ${spelled(accreditation.programmes, 'fr')} de nos licences, l'Université s'appuie sur des enseignants engagés, des programmes régulièrement évalués et un suivi attentif de chaque étudiant. Cette exigence n'est pas une fin en soi : elle garantit la valeur de votre diplôme, ici comme ailleurs en Afrique.`,
    en: `Our first commitment is academic excellence. Recognised by CAMES, which since ${accreditation.since} has accredited ${spelled(accreditation.diplomas, 'en')} of our degrees, covering ${spelled(accreditation.programmes, 'en')} of our bachelor's programmes, the University relies on dedicated lecturers, regularly reviewed programmes and close support for every student. This standard is not an end in itself: it guarantees the value of your degree, here and elsewhere in Africa.`,
  },
  {
    fr: "Un diplôme doit aussi ouvrir des portes. C'est pourquoi nous multiplions les stages, les études de cas et les rencontres avec les professionnels, du droit à la santé en passant par la gestion, l'économie et la communication. Notre ambition est que chaque diplômé quitte le campus avec des compétences concrètes, un réseau et la confiance nécessaire pour entreprendre ou s'insérer rapidement.",
    en: 'A degree must also open doors. That is why we keep adding internships, case studies and meetings with professionals, from law and health to management, economics and communication. Our ambition is for every graduate to leave campus with practical skills, a network and the confidence to start a business or find work quickly.',
  },
  {
    fr: "Au-delà des savoirs, nous transmettons des valeurs : l'intégrité, le respect de l'autre, le sens des responsabilités et le goût du travail en équipe. Nous croyons que l'humain doit rester au cœur du leadership, et que les meilleurs cadres sont ceux qui savent écouter, décider avec justice et rendre des comptes.",
    en: 'Beyond knowledge, we pass on values: integrity, respect for others, a sense of responsibility and a taste for teamwork. We believe that people must remain at the heart of leadership, and that the best leaders are those who listen, decide fairly and are accountable for their choices.',
  },
  {
    fr: "Le Tchad a besoin de juristes, d'ingénieurs, de soignants, de gestionnaires et de communicants bien formés pour relever les défis de son développement. En rejoignant l'Université, vous prenez part à cette aventure. Je vous invite à la vivre pleinement, avec curiosité et persévérance : nous serons à vos côtés à chaque étape.",
    en: 'Chad needs well-trained lawyers, engineers, health professionals, managers and communicators to meet the challenges of its development. By joining the University, you become part of that journey. I invite you to embrace it fully, with curiosity and perseverance: we will be at your side every step of the way.',
  },
];

export function allLeaders(): readonly Leader[] {
  return leaders;
}

export function getLeader(id: Leader['id']): Leader {
  const leader = leaders.find((l) => l.id === id);
  if (!leader) throw new Error(`Unknown leader: ${id}`);
  return leader;
}
