import type { Locale } from '@/i18n/locales';
import type { Localized, NewsArticle, NewsAuthor, NewsCategory } from '@/content/types';
import { accreditation } from './accreditation';
import { spelled } from './numbers';
import { site } from './site';

const { since, diplomas, programmes: accreditedCount } = accreditation;

/*
 * News articles, newest first. Every person, event and organisation named below is a
 * FICTIONAL placeholder, to be replaced by the operator with real news.
 */

export const newsCategoryLabels: Record<NewsCategory, Localized> = {
  formation: { fr: 'Formation', en: 'Training' },
  distinction: { fr: 'Distinction', en: 'Award' },
  'vie-etudiante': { fr: 'Vie étudiante', en: 'Student life' },
  partenariat: { fr: 'Partenariat', en: 'Partnership' },
  evenement: { fr: 'Événement', en: 'Event' },
  accreditation: { fr: 'Accréditation', en: 'Accreditation' },
};

/** The offices that sign articles: organisations, named in the reader's language. */
const office = {
  studies: {
    kind: 'organization',
    name: { fr: 'Direction des études et de la pédagogie', en: 'Office of Academic Affairs' },
  },
  communication: {
    kind: 'organization',
    name: { fr: 'Service communication', en: 'Communications Office' },
  },
} as const satisfies Record<string, NewsAuthor>;

/** An article's author as a reader of `locale` reads it. */
export function authorName(author: NewsAuthor, locale: Locale): string {
  return author.kind === 'person' ? author.name : author.name[locale];
}

/** The schema.org type of an author: an office is an Organization, not a Person. */
export function authorType(author: NewsAuthor): 'Person' | 'Organization' {
  return author.kind === 'person' ? 'Person' : 'Organization';
}

const newsArticles = [
  {
    id: 'lancement-formation-continue',
    date: '2026-11-05',
    category: 'formation',
    author: office.studies,
    tags: ['carrieres', 'enseignement'],
    title: {
      fr: "Lancement d'un cycle de formation continue pour les professionnels en activité",
      en: 'A new continuing education cycle for working professionals',
    },
    excerpt: {
      fr: "Dès janvier 2027, l'Université propose des modules du soir et du samedi aux cadres et salariés qui souhaitent renforcer leurs compétences sans quitter leur poste.",
      en: 'From January 2027, the University offers evening and Saturday modules to managers and employees who want to build their skills without leaving their jobs.',
    },
    image: '/images/news/lancement-formation-continue.svg',
    imageAlt: {
      fr: 'Des adultes en tenue de bureau suivent un cours du soir dans une salle de classe éclairée du campus',
      en: 'Adults in office clothes attending an evening class in a brightly lit campus classroom',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: "À partir de janvier 2027, l'Université ouvre un cycle de formation professionnelle continue destiné aux cadres de l'administration, aux salariés du secteur privé et aux responsables d'associations. Les cours ont lieu en soirée et le samedi matin sur le campus de N'Djamena, afin que chacun puisse se former sans interrompre son activité.",
          en: "From January 2027, the University is opening a continuing professional education cycle for civil servants, private-sector employees and association leaders. Classes take place in the evening and on Saturday mornings on the N'Djamena campus, so that participants can train without putting their careers on hold.",
        },
      },
      {
        kind: 'paragraph',
        text: {
          fr: "Le programme s'appuie sur l'expérience des départements de sciences de gestion, de sciences économiques et de sciences de la communication. Chaque module dure six semaines, associe études de cas et travaux pratiques, et se conclut par une attestation de formation. Quatre modules sont proposés pour cette première session :",
          en: 'The programme draws on the experience of the management, economics and communication departments. Each module runs for six weeks, combines case studies with hands-on work, and ends with a certificate of completion. Four modules are offered in this first session:',
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: 'Gestion de projet et suivi-évaluation',
            en: 'Project management, monitoring and evaluation',
          },
          {
            fr: 'Comptabilité et fiscalité des petites et moyennes entreprises',
            en: 'Accounting and taxation for small and medium-sized businesses',
          },
          {
            fr: "Outils numériques de bureautique et d'analyse de données",
            en: 'Digital tools for office work and data analysis',
          },
          {
            fr: 'Communication institutionnelle et prise de parole en public',
            en: 'Corporate communication and public speaking',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: '« Beaucoup de nos anciens étudiants nous demandaient de revenir se former après quelques années de travail. Ce cycle leur est aussi destiné », explique Ngaba Djimadoum, directeur des études et de la pédagogie.',
          en: '"Many of our alumni have asked to come back for further training after a few years at work. This cycle is for them too," says Ngaba Djimadoum, Director of Studies and Teaching.',
        },
      },
      {
        kind: 'numbered',
        items: [
          {
            fr: `Retirer le formulaire d'inscription au service de la scolarité, sur le campus, ou le demander par e-mail à ${site.registrarEmail}.`,
            en: `Collect the registration form from the Registrar's Office on campus, or ask for it by e-mail at ${site.registrarEmail}.`,
          },
          {
            fr: "Joindre un CV, une copie du dernier diplôme obtenu et, le cas échéant, une lettre de l'employeur.",
            en: 'Attach a CV, a copy of your most recent diploma and, where applicable, a letter from your employer.',
          },
          {
            fr: 'Déposer le dossier complet avant le 15 décembre 2026.',
            en: 'Submit the complete application before 15 December 2026.',
          },
          {
            fr: "Régler les frais du premier module dès réception de la confirmation d'inscription.",
            en: 'Pay the fees for the first module as soon as your registration is confirmed.',
          },
        ],
      },
    ],
  },
  {
    id: 'ceremonie-remise-diplomes-2026',
    date: '2026-10-17',
    category: 'evenement',
    author: office.communication,
    tags: ['diplomes', 'vie-du-campus', 'carrieres', 'etudiants'],
    title: {
      fr: "Cérémonie de remise des diplômes : la promotion 2026 à l'honneur",
      en: 'Graduation ceremony: celebrating the class of 2026',
    },
    excerpt: {
      fr: "Familles, enseignants et partenaires ont rempli l'esplanade du campus pour applaudir les nouveaux diplômés de licence et de master.",
      en: "Families, lecturers and partners filled the campus square to applaud the new bachelor's and master's graduates.",
    },
    image: '/images/news/ceremonie-remise-diplomes-2026.svg',
    imageAlt: {
      fr: "Des diplômés en toge et mortier lancent leur chapeau en l'air devant le bâtiment principal",
      en: 'Graduates in gowns and mortarboards throwing their caps in the air in front of the main building',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: "Le samedi 17 octobre 2026, l'esplanade du campus a accueilli la cérémonie de remise des diplômes de la promotion 2026. Dès le début de l'après-midi, les familles ont pris place sous les tentes dressées pour l'occasion, tandis que les diplômés, en toge, défilaient département par département au son de la fanfare.",
          en: 'On Saturday 17 October 2026, the campus square hosted the graduation ceremony for the class of 2026. From early afternoon, families took their seats under the marquees set up for the occasion, while graduates in their gowns paraded department by department to the sound of a brass band.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          fr: "La promotion était parrainée par Fatimé Haroun Abdoulaye, ancienne étudiante en sciences de gestion devenue cheffe d'entreprise dans la transformation agroalimentaire. Dans son discours, elle a invité les lauréats à « oser entreprendre au Tchad, avec rigueur et patience ».",
          en: 'The class was sponsored by Fatimé Haroun Abdoulaye, a former management student who now runs a food-processing business. In her speech, she encouraged the graduates to "dare to start businesses in Chad, with rigour and patience".',
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: "Remise des diplômes de licence et de master dans l'ensemble des domaines de formation de l'Université",
            en: "Presentation of bachelor's and master's degrees across all of the University's fields of study",
          },
          {
            fr: "Prix d'excellence décernés aux majors de chaque département",
            en: 'Excellence awards for the top graduate in each department',
          },
          {
            fr: 'Prestation de la chorale des étudiants et danses traditionnelles',
            en: 'Performances by the student choir and traditional dance groups',
          },
          {
            fr: 'Serment des diplômés des filières de santé',
            en: 'Oath taken by graduates of the health programmes',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "Le Recteur a salué le travail des enseignants et rappelé que chaque diplôme remis est aussi une responsabilité envers le pays. La journée s'est achevée par une réception conviviale et les traditionnelles photos de famille devant le bâtiment principal.",
          en: 'The Rector praised the work of the teaching staff and reminded the graduates that every degree awarded also carries a responsibility towards the country. The day ended with a friendly reception and the traditional family photos in front of the main building.',
        },
      },
    ],
  },
  {
    id: 'confirmation-accreditation-cames',
    date: '2026-06-12',
    category: 'accreditation',
    author: { kind: 'person', name: 'Nadjiroum Ngarlejy' },
    tags: ['diplomes', 'enseignement', 'carrieres'],
    title: {
      fr: "Le CAMES confirme la reconnaissance des diplômes accrédités de l'Université",
      en: "CAMES confirms the recognition of the University's accredited degrees",
    },
    excerpt: {
      fr: `À l'issue d'une nouvelle évaluation, les ${spelled(diplomas, 'fr')} diplômes accrédités par le CAMES depuis ${since} conservent leur reconnaissance.`,
      en: `Following a new review, the ${spelled(diplomas, 'en')} degrees accredited by CAMES since ${since} keep their recognition.`,
    },
    image: '/images/news/confirmation-accreditation-cames.svg',
    imageAlt: {
      fr: "Une équipe d'enseignants examine des dossiers d'évaluation autour d'une table de réunion",
      en: 'A team of lecturers reviewing evaluation files around a meeting table',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: `L'Université a reçu la confirmation de la reconnaissance de ses diplômes accrédités par le Conseil africain et malgache pour l'enseignement supérieur (CAMES). Les ${spelled(diplomas, 'fr')} diplômes accrédités depuis ${since}, les mentions de licence auxquelles conduisent ${spelled(accreditedCount, 'fr')} de nos licences, conservent ainsi leur statut, au terme d'un processus d'évaluation mené tout au long de l'année universitaire.`,
          en: `The University has received confirmation that its degrees accredited by the African and Malagasy Council for Higher Education (CAMES) remain recognised. The ${spelled(diplomas, 'en')} degrees accredited since ${since}, the fields of study to which ${spelled(accreditedCount, 'en')} of our bachelor's programmes lead, therefore keep their status, at the end of a review process carried out throughout the academic year.`,
        },
      },
      {
        kind: 'numbered',
        items: [
          {
            fr: 'Autoévaluation de chaque programme par son équipe pédagogique',
            en: 'Self-assessment of each programme by its teaching team',
          },
          {
            fr: 'Constitution et dépôt des dossiers auprès du CAMES',
            en: 'Preparation and submission of the files to CAMES',
          },
          {
            fr: 'Examen des dossiers par des experts indépendants',
            en: 'Review of the files by independent experts',
          },
          {
            fr: "Notification de l'avis et mise en œuvre des recommandations",
            en: 'Notification of the decision and follow-up on the recommendations',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "« Cette confirmation récompense le travail quotidien des enseignants et des équipes administratives. Les recommandations des experts nourriront notre plan d'amélioration pour les années à venir », souligne Nadjiroum Ngarlejy, responsable de l'assurance qualité.",
          en: '"This confirmation rewards the day-to-day work of our lecturers and administrative teams. The experts\' recommendations will feed into our improvement plan for the coming years," says Nadjiroum Ngarlejy, Quality Assurance Officer.',
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: 'Des diplômes reconnus dans les pays membres du CAMES',
            en: 'Degrees recognised in CAMES member countries',
          },
          {
            fr: "Une poursuite d'études facilitée dans d'autres établissements",
            en: 'Easier progression to further study at other institutions',
          },
          {
            fr: 'Une garantie de qualité appréciée par les employeurs',
            en: 'A quality guarantee valued by employers',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "Pour les étudiants et leurs familles, cette décision confirme la valeur des formations suivies sur le campus de N'Djamena. Les licences concernées sont réunies dans le catalogue des formations, sous l'onglet « Diplômes accrédités par le CAMES », et chacune indique le diplôme auquel elle conduit.",
          en: 'For students and their families, this decision confirms the value of the programmes taught on the N\'Djamena campus. The programmes concerned are grouped in the programme catalogue, under the "CAMES-accredited degrees" tab, and each one names the degree it leads to.',
        },
      },
    ],
  },
  {
    id: 'convention-stages-reseau-entreprises',
    date: '2026-03-19',
    category: 'partenariat',
    author: { kind: 'person', name: 'Issa Moussa Bichara' },
    tags: ['carrieres', 'entreprises', 'etudiants'],
    title: {
      fr: "Une convention de stages signée avec un réseau d'entreprises de la place",
      en: 'Internship agreement signed with a network of local businesses',
    },
    excerpt: {
      fr: "L'accord ouvre chaque année des places de stage aux étudiants de licence et de master et associe des professionnels à l'accompagnement des futurs diplômés.",
      en: "The agreement opens internship places every year to bachelor's and master's students and involves professionals in mentoring future graduates.",
    },
    image: '/images/news/convention-stages-reseau-entreprises.svg',
    imageAlt: {
      fr: "Deux responsables se serrent la main après la signature d'une convention dans une salle de réunion",
      en: 'Two officials shaking hands after signing an agreement in a meeting room',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: "L'Université a signé une convention de partenariat avec un réseau d'entreprises de la place réunissant des sociétés de services, des établissements financiers, des cliniques privées et des entreprises du bâtiment. L'objectif est simple : rapprocher les étudiants du monde professionnel dès leurs premières années d'études.",
          en: 'The University has signed a partnership agreement with a network of local businesses that brings together service companies, financial institutions, private clinics and construction firms. The aim is simple: to bring students closer to the world of work from their very first years of study.',
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: 'Des places de stage réservées chaque année aux étudiants de licence et de master',
            en: "Internship places set aside every year for bachelor's and master's students",
          },
          {
            fr: "L'intervention de professionnels dans certains cours et jurys de soutenance",
            en: 'Professionals contributing to selected courses and thesis panels',
          },
          {
            fr: "Des visites d'entreprises organisées pour les étudiants de première année",
            en: 'Company visits organised for first-year students',
          },
          {
            fr: 'Un suivi conjoint du stagiaire par un tuteur en entreprise et un enseignant',
            en: 'Joint supervision of each intern by a workplace tutor and a lecturer',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "Les candidatures passent par le service des stages et de l'insertion professionnelle, qui accompagne les étudiants à chaque étape :",
          en: 'Applications go through the Internships and Careers Office, which supports students at every stage:',
        },
      },
      {
        kind: 'numbered',
        items: [
          {
            fr: 'Consulter les offres affichées sur le tableau du service des stages, sur le campus, ou les demander à ce service.',
            en: 'Check the offers posted on the Internships Office notice board on campus, or ask the office for them.',
          },
          {
            fr: 'Faire relire son CV et sa lettre de motivation par le service des stages.',
            en: 'Have your CV and cover letter reviewed by the Internships Office.',
          },
          {
            fr: "Déposer sa candidature avant la date limite indiquée dans l'offre.",
            en: 'Submit your application before the deadline stated in the offer.',
          },
          {
            fr: 'Signer la convention de stage tripartite avant le premier jour en entreprise.',
            en: 'Sign the three-party internship agreement before your first day at work.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "« Un stage réussi est souvent la porte d'entrée vers un premier emploi », rappelle Issa Moussa Bichara, responsable des stages et de l'insertion professionnelle.",
          en: '"A successful internship is often the gateway to a first job," notes Issa Moussa Bichara, Head of Internships and Careers.',
        },
      },
    ],
  },
  {
    id: 'semaine-culturelle-sportive-2026',
    date: '2026-02-20',
    category: 'vie-etudiante',
    author: { kind: 'person', name: 'Haoua Tahir Ahmat' },
    tags: ['vie-du-campus', 'etudiants'],
    title: {
      fr: 'Semaine culturelle et sportive : cinq jours de fête sur le campus',
      en: 'Culture and sports week: five days of celebration on campus',
    },
    excerpt: {
      fr: 'Tournois, concerts, débats et cuisine des régions : les étudiants ont fait vivre le campus du 16 au 20 février.',
      en: 'Tournaments, concerts, debates and regional food: students brought the campus to life from 16 to 20 February.',
    },
    image: '/images/news/semaine-culturelle-sportive-2026.svg',
    imageAlt: {
      fr: 'Des étudiants en maillots de couleur disputent un match de football sur le terrain du campus',
      en: 'Students in coloured jerseys playing a football match on the campus pitch',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: 'Du 16 au 20 février 2026, le campus a vécu au rythme de la semaine culturelle et sportive, organisée par le bureau des étudiants avec le service de la vie étudiante. Chaque département avait formé ses équipes et préparé son stand, dans une ambiance à la fois compétitive et fraternelle.',
          en: 'From 16 to 20 February 2026, the campus moved to the rhythm of the culture and sports week, organised by the student union together with the Student Life Office. Each department had formed its teams and prepared its stand, in an atmosphere that was both competitive and friendly.',
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: 'Tournois de football, de basket-ball et de handball entre départements',
            en: 'Inter-department football, basketball and handball tournaments',
          },
          {
            fr: "Concours d'éloquence en français, en anglais et en arabe",
            en: 'Public speaking contests in French, English and Arabic',
          },
          {
            fr: 'Journée des cuisines des régions du Tchad',
            en: 'A day celebrating food from the regions of Chad',
          },
          {
            fr: 'Soirée de clôture avec concert, théâtre et défilé de tenues traditionnelles',
            en: 'Closing night with a concert, theatre and a parade of traditional outfits',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "La finale de football, disputée devant des centaines de supporters, a vu le département des sciences juridiques l'emporter aux tirs au but face aux sciences de la santé. Le concours d'éloquence a été remporté par Mariam Ali Hassaballah, étudiante en deuxième année de sciences de la communication. La journée des cuisines, elle, a attiré de nombreux parents et voisins du quartier venus goûter les spécialités préparées par les étudiants.",
          en: 'The football final, played in front of hundreds of supporters, saw the law department win on penalties against health sciences. The public speaking contest was won by Mariam Ali Hassaballah, a second-year communication student. Food day, for its part, drew many parents and neighbours, who came to taste the regional dishes prepared by the students.',
        },
      },
      {
        kind: 'paragraph',
        text: {
          fr: "« Cette semaine montre que la réussite se construit aussi en dehors des amphithéâtres, par l'engagement et le respect de l'autre », a déclaré Haoua Tahir Ahmat, responsable de la vie étudiante, en remerciant les bénévoles.",
          en: '"This week shows that success is also built outside the lecture halls, through commitment and respect for others," said Haoua Tahir Ahmat, Head of Student Life, as she thanked the volunteers.',
        },
      },
    ],
  },
  {
    id: 'prix-concours-plans-affaires',
    date: '2025-11-27',
    category: 'distinction',
    author: office.communication,
    programmes: [
      'administration-generale-entreprises',
      'genie-logiciel',
      'management-ong',
      'communication-entreprise',
    ],
    tags: ['entreprises', 'etudiants', 'carrieres'],
    title: {
      fr: "Une équipe d'étudiants remporte le premier prix d'un concours national de plans d'affaires",
      en: 'Student team wins first prize in a national business plan competition',
    },
    excerpt: {
      fr: "Leur projet de chambres froides solaires pour les vendeuses des marchés de N'Djamena a convaincu le jury.",
      en: "Their project for solar-powered cold rooms for market traders in N'Djamena won over the jury.",
    },
    image: '/images/news/prix-concours-plans-affaires.svg',
    imageAlt: {
      fr: 'Quatre étudiants souriants posent avec un trophée et un chèque géant sur une scène',
      en: 'Four smiling students posing on stage with a trophy and a giant cheque',
    },
    body: [
      {
        kind: 'paragraph',
        text: {
          fr: "Quatre étudiants de l'Université ont remporté le premier prix d'un concours national de plans d'affaires organisé à N'Djamena, devant une vingtaine d'équipes venues d'établissements de tout le pays. Le jury, composé de chefs d'entreprise et de spécialistes du financement, a salué la solidité de leur étude de marché et le réalisme de leur budget.",
          en: "Four students from the University won first prize in a national business plan competition held in N'Djamena, ahead of some twenty teams from institutions across the country. The jury, made up of business owners and finance specialists, praised the strength of their market study and the realism of their budget.",
        },
      },
      {
        kind: 'paragraph',
        text: {
          fr: "Leur projet propose des chambres froides alimentées à l'énergie solaire, louées à la journée aux vendeuses de poisson, de légumes et de fruits des marchés de la capitale. Il vise à réduire les pertes de marchandises pendant les mois les plus chauds et à augmenter les revenus des commerçantes.",
          en: "Their project offers solar-powered cold rooms, rented by the day to women selling fish, vegetables and fruit in the capital's markets. It aims to reduce the loss of goods during the hottest months and to increase the traders' income.",
        },
      },
      {
        kind: 'bullets',
        items: [
          {
            fr: 'Abakar Youssouf Mahamat, licence Administration générale des entreprises',
            en: "Abakar Youssouf Mahamat, bachelor's in General Business Administration",
          },
          {
            fr: 'Grâce Ndilbé Nodjimadji, licence Génie logiciel',
            en: "Grâce Ndilbé Nodjimadji, bachelor's in Software Engineering",
          },
          {
            fr: 'Khadidja Oumar Saleh, master Management des ONG',
            en: "Khadidja Oumar Saleh, master's in NGO Management",
          },
          {
            fr: "Djimet Ngarhodjim Bénoudjita, licence Communication d'entreprise",
            en: "Djimet Ngarhodjim Bénoudjita, bachelor's in Corporate Communication",
          },
        ],
      },
      {
        kind: 'paragraph',
        text: {
          fr: "L'équipe a été accompagnée pendant trois mois par des enseignants des départements Sciences de gestion et Sciences techniques. Le prix comprend un accompagnement à la création d'entreprise, que les lauréats comptent mettre à profit pour installer un premier prototype dès la prochaine saison sèche.",
          en: 'The team was mentored for three months by lecturers from the Management Sciences and Technical Sciences departments. The prize includes business start-up support, which the winners plan to use to install a first prototype by the next dry season.',
        },
      },
    ],
  },
] as const satisfies readonly NewsArticle[];

export function allNewsArticles(): readonly NewsArticle[] {
  return newsArticles;
}

export function getNewsArticle(id: string): NewsArticle | undefined {
  return newsArticles.find((article) => article.id === id);
}

/** The `count` most recent articles (the home page teaser shows 3). */
export function latestNews(count: number): readonly NewsArticle[] {
  return [...newsArticles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

/** How close two articles are: the same category weighs most, then each programme, then each tag they share. */
function closeness(a: NewsArticle, b: NewsArticle): number {
  const shared = (x: readonly string[] = [], y: readonly string[] = []) =>
    x.filter((v) => y.includes(v)).length;
  return (
    (a.category === b.category ? 4 : 0) + 2 * shared(a.programmes, b.programmes) + shared(a.tags, b.tags)
  );
}

/**
 * Up to `max` other articles among `articles` related to `article` (same category, shared
 * programmes or tags), closest first, then newest.
 */
export function relatedAmong(
  articles: readonly NewsArticle[],
  article: NewsArticle,
  max = 3,
): readonly NewsArticle[] {
  return articles
    .filter((other) => other.id !== article.id)
    .map((other) => ({ other, score: closeness(article, other) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || y.other.date.localeCompare(x.other.date))
    .slice(0, max)
    .map(({ other }) => other);
}

/** Up to `max` articles related to `article`, closest first. */
export function relatedNews(article: NewsArticle, max = 3): readonly NewsArticle[] {
  return relatedAmong(newsArticles, article, max);
}
