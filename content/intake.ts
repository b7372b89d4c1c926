import type { Intake } from './intake-types';

/**
 * The one file the admissions office edits for each intake: fees, aid and dates. Every page that
 * shows a fee, a reduction or a date (the admissions page, each programme's "Frais et calendrier"
 * card, the FAQ, the home page's next deadline, the calendar file /admissions/calendar.ics) reads it
 * from here, so a change here changes them all at the next build.
 *
 * PLACEHOLDERS: the amounts and dates below are plausible for a private university in N'Djamena,
 * not the institution's real ones. Replace them before launch, and again for each intake.
 *
 * Amounts are whole FCFA per academic year. Dates are days in N'Djamena ('YYYY-MM-DD'); a date
 * that has passed when the site is built is no longer shown, so rebuild the site now and then
 * (a deadline drops off at the first build after it).
 */
export const intake = {
  year: 2027,

  feeTiers: [
    {
      id: 'licence',
      type: 'licence',
      name: { fr: 'Licence', en: "Bachelor's degree" },
      registration: 50_000,
      tuition: 450_000,
    },
    {
      id: 'licence-sciences-techniques',
      type: 'licence',
      name: { fr: 'Licence en sciences techniques', en: "Bachelor's degree in technical sciences" },
      departments: ['sciences-techniques'],
      registration: 50_000,
      tuition: 550_000,
    },
    {
      id: 'licence-sante',
      type: 'licence',
      name: { fr: 'Licence en santé', en: "Bachelor's degree in health sciences" },
      departments: ['sante'],
      registration: 50_000,
      tuition: 600_000,
    },
    {
      // Laboratory practicals every week, with their reagents.
      id: 'licence-pharmacie',
      type: 'licence',
      name: { fr: 'Licence en sciences pharmaceutiques', en: "Bachelor's degree in pharmaceutical sciences" },
      programmes: ['sciences-pharmaceutiques'],
      registration: 50_000,
      tuition: 650_000,
    },
    {
      id: 'master',
      type: 'master',
      name: { fr: 'Master', en: "Master's degree" },
      registration: 75_000,
      tuition: 850_000,
    },
    {
      id: 'master-sciences-techniques',
      type: 'master',
      name: { fr: 'Master en sciences techniques', en: "Master's degree in technical sciences" },
      departments: ['sciences-techniques'],
      registration: 75_000,
      tuition: 950_000,
    },
  ],

  instalments: [
    { share: 40, due: '2027-10-08', atRegistration: true },
    { share: 30, due: '2028-01-14' },
    { share: 30, due: '2028-04-14' },
  ],

  aid: [
    {
      id: 'merit',
      name: { fr: "Bourse d'excellence", en: 'Merit scholarship' },
      steps: [
        {
          percent: 25,
          condition: {
            fr: "mention Bien au baccalauréat, ou moyenne d'au moins 14/20 en Licence pour entrer en Master",
            en: "“Bien” honours at the baccalauréat, or an average of at least 14/20 in the Licence to enter a Master's",
          },
        },
        {
          percent: 50,
          condition: {
            fr: "mention Très bien au baccalauréat, ou moyenne d'au moins 16/20 en Licence pour entrer en Master",
            en: "“Très bien” honours at the baccalauréat, or an average of at least 16/20 in the Licence to enter a Master's",
          },
        },
      ],
      eligibility: {
        fr: "Les nouveaux étudiants admis en première année de Licence ou de Master. La bourse est reconduite chaque année tant que la moyenne annuelle reste d'au moins 14/20.",
        en: "New students admitted to the first year of a Licence or a Master's. It is renewed each year as long as the year's average stays at 14/20 or above.",
      },
      howToApply: {
        fr: "Aucune demande à faire : la commission d'admission l'attribue au vu des notes du dossier et l'annonce dans la lettre d'admission.",
        en: 'Nothing to request: the admission committee awards it on the grades in your file and announces it in your admission letter.',
      },
    },
    {
      id: 'social',
      name: { fr: 'Aide sociale', en: 'Need-based grant' },
      steps: [
        {
          percent: 25,
          condition: {
            fr: 'ressources de la famille modestes, justifiées par pièces',
            en: 'modest family means, with supporting documents',
          },
        },
        {
          percent: 50,
          condition: {
            fr: 'famille sans revenu régulier, ou étudiant orphelin',
            en: 'a family without regular income, or an orphaned student',
          },
        },
      ],
      eligibility: {
        fr: "Tout candidat admis dont la famille ne peut pas assumer seule les frais de scolarité. Le nombre d'aides est limité chaque année ; une commission sociale les attribue sur dossier.",
        en: 'Any admitted applicant whose family cannot meet the tuition fees alone. The number of grants is limited each year; a welfare committee awards them on the evidence.',
      },
      howToApply: {
        fr: 'Écrivez au service de la scolarité avant la clôture des candidatures de votre session : une lettre qui explique votre situation, avec les justificatifs (attestation de revenus ou de non-imposition, acte de décès le cas échéant).',
        en: "Write to the Registrar's Office before the application deadline of your round: a letter explaining your situation, with the evidence (proof of income or of non-taxation, a death certificate where relevant).",
      },
    },
    {
      id: 'sibling',
      name: { fr: 'Réduction famille', en: 'Family reduction' },
      steps: [
        {
          percent: 10,
          condition: {
            fr: "pour le deuxième enfant d'une même famille inscrit la même année",
            en: 'for the second child of a family enrolled in the same year',
          },
        },
        {
          percent: 15,
          condition: {
            fr: 'pour chacun des suivants',
            en: 'for each further child',
          },
        },
      ],
      eligibility: {
        fr: "Les frères et sœurs inscrits à l'Université la même année universitaire : l'aîné paie le plein tarif, les suivants bénéficient de la réduction.",
        en: 'Brothers and sisters enrolled at the University in the same academic year: the eldest pays the full fee, the others get the reduction.',
      },
      howToApply: {
        fr: "Signalez-le à l'inscription en présentant l'acte de naissance de chacun ou le livret de famille ; la réduction est déduite des versements.",
        en: "Say so when you enrol and show each child's birth certificate or the family record book; the reduction is taken off the instalments.",
      },
    },
    {
      id: 'employer',
      name: { fr: "Prise en charge par l'employeur", en: 'Employer sponsorship' },
      steps: [],
      covers: {
        fr: "tout ou partie des frais, selon la convention passée avec l'employeur",
        en: 'all or part of the fees, as agreed with the employer',
      },
      eligibility: {
        fr: "Les salariés et agents dont l'employeur, une administration ou une ONG finance tout ou partie de la formation, notamment en Master.",
        en: "Employees and civil servants whose employer, a public body or an NGO pays for all or part of the programme, Master's programmes in particular.",
      },
      howToApply: {
        fr: "Remettez à l'inscription une attestation de prise en charge signée par l'employeur : la facture lui est adressée directement et l'échéancier suit la convention.",
        en: 'Hand in a sponsorship letter signed by your employer when you enrol: the invoice goes to the employer directly and the payment schedule follows the agreement.',
      },
    },
  ],

  calendar: [
    {
      id: 'applications-open-1',
      kind: 'applications-open',
      start: '2027-01-11',
      title: { fr: 'Ouverture des candidatures (1re session)', en: 'Applications open (first round)' },
      description: {
        fr: "Le formulaire de candidature en ligne s'ouvre pour la rentrée, en Licence comme en Master.",
        en: "The online application form opens for the coming academic year, for bachelor's and master's programmes alike.",
      },
    },
    {
      id: 'open-day-february',
      kind: 'open-day',
      start: '2027-02-13',
      title: { fr: 'Journée portes ouvertes', en: 'Open day' },
      description: {
        fr: 'De 9 h à 14 h : visite du campus, présentation des formations par les responsables de département, rencontre avec le service de la scolarité.',
        en: "From 9 am to 2 pm: campus tour, programmes presented by the heads of department, and a meeting with the Registrar's Office.",
      },
    },
    {
      id: 'applications-close-1',
      kind: 'applications-close',
      start: '2027-05-31',
      title: { fr: 'Clôture des candidatures (1re session)', en: 'Application deadline (first round)' },
      description: {
        fr: "Dernier jour pour candidater en 1re session et pour adresser une demande d'aide sociale.",
        en: 'Last day to apply in the first round and to send a request for a need-based grant.',
      },
    },
    {
      id: 'committee-1',
      kind: 'committee',
      start: '2027-06-07',
      end: '2027-06-11',
      title: { fr: "Commission d'admission (1re session)", en: 'Admission committee (first round)' },
      description: {
        fr: 'La commission étudie les dossiers de 1re session ; les candidats en Master peuvent être invités à un entretien.',
        en: "The committee reviews first-round applications; master's applicants may be invited to an interview.",
      },
    },
    {
      id: 'results-1',
      kind: 'results',
      start: '2027-06-25',
      title: { fr: 'Résultats de la 1re session', en: 'First-round results' },
      description: {
        fr: "Les lettres d'admission partent par e-mail ; l'inscription se fait ensuite par le paiement des frais d'inscription.",
        en: 'Admission letters are sent by email; you then enrol by paying the registration fee.',
      },
    },
    {
      id: 'applications-open-2',
      kind: 'applications-open',
      start: '2027-07-05',
      title: { fr: 'Ouverture des candidatures (2e session)', en: 'Applications open (second round)' },
      description: {
        fr: 'Une seconde session, pour les nouveaux bacheliers notamment, dans la limite des places restantes.',
        en: 'A second round, for new baccalauréat holders in particular, as long as places remain.',
      },
    },
    {
      id: 'open-day-july',
      kind: 'open-day',
      start: '2027-07-17',
      title: { fr: 'Journée portes ouvertes', en: 'Open day' },
      description: {
        fr: 'De 9 h à 14 h : pour les nouveaux bacheliers et leurs familles, visite du campus et aide au choix de la formation.',
        en: 'From 9 am to 2 pm: for new baccalauréat holders and their families, a campus tour and help with choosing a programme.',
      },
    },
    {
      id: 'applications-close-2',
      kind: 'applications-close',
      start: '2027-09-10',
      title: { fr: 'Clôture des candidatures (2e session)', en: 'Application deadline (second round)' },
      description: {
        fr: "Dernier jour pour candidater en 2e session et pour adresser une demande d'aide sociale.",
        en: 'Last day to apply in the second round and to send a request for a need-based grant.',
      },
    },
    {
      id: 'committee-2',
      kind: 'committee',
      start: '2027-09-13',
      end: '2027-09-17',
      title: { fr: "Commission d'admission (2e session)", en: 'Admission committee (second round)' },
      description: {
        fr: 'La commission étudie les dossiers de 2e session ; les candidats en Master peuvent être invités à un entretien.',
        en: "The committee reviews second-round applications; master's applicants may be invited to an interview.",
      },
    },
    {
      id: 'results-2',
      kind: 'results',
      start: '2027-09-24',
      title: { fr: 'Résultats de la 2e session', en: 'Second-round results' },
      description: {
        fr: "Les lettres d'admission partent par e-mail ; l'inscription se fait ensuite par le paiement des frais d'inscription.",
        en: 'Admission letters are sent by email; you then enrol by paying the registration fee.',
      },
    },
    {
      id: 'classes-start-licence',
      kind: 'classes-start',
      start: '2027-10-11',
      for: 'licence',
      title: { fr: 'Rentrée des licences', en: "Start of classes for bachelor's programmes" },
      description: {
        fr: "Journée d'accueil des nouveaux étudiants le matin, premiers cours l'après-midi.",
        en: 'Welcome day for new students in the morning, first classes in the afternoon.',
      },
    },
    {
      id: 'classes-start-master',
      kind: 'classes-start',
      start: '2027-10-18',
      for: 'master',
      title: { fr: 'Rentrée des masters', en: "Start of classes for master's programmes" },
      description: {
        fr: 'Réunion de rentrée avec les responsables de master, remise des emplois du temps et premiers cours.',
        en: 'Opening meeting with the programme directors, timetables handed out and first classes.',
      },
    },
  ],
} as const satisfies Intake;
