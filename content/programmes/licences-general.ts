import type { LicenceProgramme } from '@/content/types';

/*
 * The two general licences of the catalogue, Sciences économiques and Sciences de gestion: the
 * catalogue's programmes that are not accredited by CAMES. They take no new first-year students
 * this intake (so the admission form keeps its 18 licence options); the students enrolled in them
 * complete them, and the catalogue still describes the diploma they lead to.
 */
export const generalLicences = [
  {
    slug: 'sciences-economiques',
    code: 'L-SEC',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: 'Sciences économiques', en: 'Economics (general degree)' },
    department: 'sciences-economiques',
    accredited: false,
    applicationsOpen: false,
    icon: 'chart',
    image: '/images/programmes/sciences-economiques.svg',
    description: {
      fr: "La licence générale d'économie : théorie, méthodes quantitatives et histoire des faits économiques, pour préparer un master ou les concours de l'administration.",
      en: "The general economics degree: theory, quantitative methods and economic history, as a path to a master's degree or to civil service entrance examinations.",
    },
    about: {
      fr: "Première licence ouverte par le département des sciences économiques, cette formation générale privilégie les fondements de la discipline plutôt qu'un métier : microéconomie et macroéconomie approfondies, mathématiques et statistique, économétrie, histoire de la pensée et des faits économiques. Elle s'adresse aux étudiants qui visent un master d'économie, la recherche ou les concours de la fonction publique tchadienne. Elle ne fait pas partie des diplômes accrédités par le CAMES et n'ouvre pas de nouvelle promotion à la prochaine rentrée : les étudiants déjà inscrits l'achèvent, et les bacheliers attirés par l'économie s'orientent vers les licences Économie et gestion ou Relations économiques internationales, qui sont accréditées.",
      en: "The first degree opened by the economics department, this general programme focuses on the foundations of the discipline rather than on a trade: advanced microeconomics and macroeconomics, mathematics and statistics, econometrics, and the history of economic thought and events. It is meant for students aiming at a master's in economics, research or Chad's civil service entrance examinations. It is not one of the degrees accredited by CAMES and takes no new first-year students at the next intake: students already enrolled complete it, and school leavers drawn to economics choose the accredited Economics and Management or International Economic Relations degrees instead.",
    },
    objectives: [
      {
        fr: "Formaliser un problème économique à l'aide d'un modèle mathématique simple",
        en: 'Express an economic problem as a simple mathematical model',
      },
      {
        fr: 'Estimer et interpréter une régression sur des données tchadiennes ou régionales',
        en: 'Estimate and interpret a regression on Chadian or regional data',
      },
      {
        fr: 'Expliquer les grands courants de la pensée économique et leurs recommandations de politique',
        en: 'Explain the main schools of economic thought and the policies they recommend',
      },
      {
        fr: "Rédiger une note d'analyse argumentée sur une question de conjoncture",
        en: 'Write a reasoned briefing note on a current economic question',
      },
    ],
    careers: [
      { fr: 'Assistant(e) de recherche en économie', en: 'Economics research assistant' },
      { fr: 'Agent(e) des administrations économiques', en: 'Officer in an economic ministry or agency' },
      { fr: 'Enquêteur(trice) statisticien(ne)', en: 'Statistical survey officer' },
      { fr: 'Chargé(e) de veille économique', en: 'Economic intelligence officer' },
      {
        fr: "Professeur(e) d'économie dans l'enseignement secondaire",
        en: 'Secondary school economics teacher',
      },
    ],
    curriculum: [
      [
        { fr: 'Microéconomie du consommateur et du producteur', en: 'Consumer and Producer Microeconomics' },
        { fr: 'Comptabilité nationale', en: 'National Accounts' },
        { fr: "Mathématiques pour l'économiste", en: 'Mathematics for Economists' },
        { fr: 'Histoire des faits économiques', en: 'Economic History' },
      ],
      [
        { fr: 'Macroéconomie ouverte', en: 'Open-Economy Macroeconomics' },
        { fr: 'Statistique et probabilités', en: 'Statistics and Probability' },
        { fr: 'Économie monétaire et zone franc', en: 'Monetary Economics and the CFA Franc Zone' },
        { fr: 'Histoire de la pensée économique', en: 'History of Economic Thought' },
      ],
      [
        { fr: 'Économétrie', en: 'Econometrics' },
        { fr: 'Économie publique', en: 'Public Economics' },
        { fr: 'Théorie de la croissance', en: 'Growth Theory' },
        { fr: "Mémoire d'initiation à la recherche", en: 'Introductory Research Dissertation' },
      ],
    ],
  },
  {
    slug: 'sciences-gestion',
    code: 'L-SGE',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: 'Sciences de gestion', en: 'Management Science (general degree)' },
    department: 'sciences-gestion',
    accredited: false,
    applicationsOpen: false,
    icon: 'briefcase',
    image: '/images/programmes/sciences-gestion.svg',
    description: {
      fr: 'La licence générale de gestion : théorie des organisations, méthodes de recherche et outils de décision, pour poursuivre en master ou vers la recherche.',
      en: "The general management degree: organisation theory, research methods and decision tools, as a path to a master's degree or to research.",
    },
    about: {
      fr: "Licence fondatrice du département des sciences de gestion, cette formation générale étudie l'entreprise comme objet de connaissance : théories des organisations, méthodes quantitatives de décision, analyse financière, recherche en gestion. Elle prépare d'abord à la poursuite d'études en master et à l'enseignement. Elle ne fait pas partie des diplômes accrédités par le CAMES et n'ouvre pas de nouvelle promotion à la prochaine rentrée : les étudiants déjà inscrits l'achèvent, et les bacheliers intéressés par la gestion s'orientent vers les licences accréditées du département, comme Administration générale des entreprises ou Gestion et organisation des entreprises.",
      en: "The founding degree of the management department, this general programme studies the firm as a subject of knowledge: organisation theory, quantitative decision methods, financial analysis and management research. It prepares students first of all for master's studies and for teaching. It is not one of the degrees accredited by CAMES and takes no new first-year students at the next intake: students already enrolled complete it, and school leavers interested in management choose one of the department's accredited degrees, such as General Business Administration or Business Management and Organisation.",
    },
    objectives: [
      {
        fr: "Comparer les grandes théories des organisations et les appliquer à un cas d'entreprise",
        en: 'Compare the main theories of organisations and apply them to a company case',
      },
      {
        fr: 'Utiliser la recherche opérationnelle pour éclairer une décision de gestion',
        en: 'Use operational research to inform a management decision',
      },
      {
        fr: "Lire et analyser les états financiers d'une entreprise selon le SYSCOHADA",
        en: "Read and analyse a company's financial statements under SYSCOHADA",
      },
      {
        fr: 'Mener une petite enquête de terrain et en présenter les résultats',
        en: 'Carry out a small field study and present its findings',
      },
    ],
    careers: [
      { fr: 'Assistant(e) de recherche en gestion', en: 'Management research assistant' },
      { fr: "Chargé(e) d'études en cabinet de conseil", en: 'Consulting firm research analyst' },
      { fr: 'Analyste en organisation', en: 'Organisation analyst' },
      { fr: 'Formateur(trice) en gestion', en: 'Management trainer' },
      {
        fr: "Professeur(e) d'économie-gestion dans l'enseignement technique",
        en: 'Business studies teacher in technical education',
      },
    ],
    curriculum: [
      [
        { fr: 'Théorie des organisations', en: 'Organisation Theory' },
        { fr: 'Introduction à la comptabilité', en: 'Introduction to Accounting' },
        { fr: 'Économie générale', en: 'Principles of Economics' },
        { fr: 'Méthodes de travail universitaire', en: 'Academic Study Skills' },
      ],
      [
        { fr: 'Recherche opérationnelle', en: 'Operational Research' },
        { fr: 'Analyse financière', en: 'Financial Analysis' },
        { fr: 'Comportement organisationnel', en: 'Organisational Behaviour' },
        { fr: 'Statistique appliquée', en: 'Applied Statistics' },
      ],
      [
        { fr: 'Méthodologie de la recherche en gestion', en: 'Management Research Methods' },
        { fr: 'Théorie de la décision', en: 'Decision Theory' },
        { fr: 'Gouvernance des entreprises', en: 'Corporate Governance' },
        { fr: "Mémoire d'initiation à la recherche", en: 'Introductory Research Dissertation' },
      ],
    ],
  },
] as const satisfies readonly LicenceProgramme[];
