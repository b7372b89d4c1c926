import type { LicenceProgramme } from '@/content/types';

/** Licences in management, communication and health (second half of the licence catalogue). */
export const licencesB = [
  {
    slug: 'gestion-ressources-humaines',
    code: 'L-GRH',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: 'Gestion des ressources humaines', en: 'Human Resources Management' },
    department: 'sciences-gestion',
    accredited: true,
    mention: 'management',
    applicationsOpen: true,
    icon: 'people',
    image: '/images/programmes/gestion-ressources-humaines.svg',
    description: {
      fr: 'Une licence pour recruter, former, rémunérer et fidéliser le personnel des entreprises, administrations et ONG, dans le respect du droit du travail tchadien.',
      en: 'A degree in recruiting, training, paying and retaining staff in companies, public bodies and NGOs, in line with Chadian labour law.',
    },
    about: {
      fr: "Dans les organisations tchadiennes, la fonction ressources humaines dépasse largement l'administration du personnel. Cette licence couvre l'ensemble de ses missions, du droit du travail et de la sécurité sociale à la paie et aux déclarations à la CNPS, en passant par le recrutement, la formation continue et le dialogue social. Les étudiants travaillent sur des cas issus des compagnies pétrolières, des banques, des ONG internationales et des administrations de N'Djamena, où coexistent des salariés locaux, des expatriés et des contractuels aux statuts très différents. Un diplôme de niveau Bac+2 peut être obtenu à l'issue de la deuxième année, et la troisième année approfondit la gestion prévisionnelle des emplois et se conclut par un stage en entreprise.",
      en: "In Chadian organisations, the human resources function goes well beyond personnel administration. This degree covers all of its responsibilities, from labour and social security law to payroll and CNPS declarations, recruitment, continuing training and industrial relations. Students work on cases drawn from oil companies, banks, international NGOs and public bodies in N'Djamena, where local employees, expatriates and fixed-term staff on very different terms work side by side. A Bac+2 diploma is available at the end of the second year, and the third year goes deeper into workforce planning and ends with a company internship.",
    },
    objectives: [
      {
        fr: "Conduire un processus de recrutement complet, de la fiche de poste à l'intégration du salarié",
        en: 'Run a full recruitment process, from job description to employee onboarding',
      },
      {
        fr: 'Établir une paie conforme et les déclarations sociales obligatoires',
        en: 'Prepare compliant payroll and mandatory social security returns',
      },
      {
        fr: 'Appliquer le Code du travail tchadien à la gestion des contrats et des conflits',
        en: 'Apply the Chadian Labour Code to employment contracts and workplace disputes',
      },
      {
        fr: "Élaborer un plan de formation à partir d'une analyse des compétences",
        en: 'Build a training plan from a skills gap analysis',
      },
    ],
    careers: [
      { fr: 'Assistant(e) ressources humaines', en: 'HR assistant' },
      { fr: 'Gestionnaire de paie', en: 'Payroll officer' },
      { fr: 'Chargé(e) de recrutement', en: 'Recruitment officer' },
      { fr: 'Chargé(e) de formation', en: 'Training officer' },
      {
        fr: 'Responsable administratif(ve) et du personnel en ONG',
        en: 'NGO administration and personnel officer',
      },
    ],
    curriculum: [
      [
        {
          fr: 'Introduction à la gestion des ressources humaines',
          en: 'Introduction to Human Resources Management',
        },
        { fr: 'Introduction au droit', en: 'Introduction to Law' },
        { fr: 'Comptabilité générale', en: 'Financial Accounting' },
        { fr: 'Psychologie du travail', en: 'Occupational Psychology' },
      ],
      [
        { fr: 'Droit du travail', en: 'Labour Law' },
        { fr: 'Droit de la sécurité sociale', en: 'Social Security Law' },
        { fr: 'Gestion de la paie', en: 'Payroll Management' },
        { fr: 'Recrutement et intégration', en: 'Recruitment and Onboarding' },
      ],
      [
        { fr: 'Gestion prévisionnelle des emplois et compétences', en: 'Strategic Workforce Planning' },
        { fr: 'Ingénierie de la formation', en: 'Training Design and Management' },
        {
          fr: 'Relations professionnelles et dialogue social',
          en: 'Industrial Relations and Social Dialogue',
        },
        { fr: "Stage et rapport de fin d'études", en: 'Internship and Final Report' },
      ],
    ],
  },
  {
    slug: 'gestion-organisation-entreprises',
    code: 'L-GOE',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: 'Gestion et organisation des entreprises', en: 'Business Management and Organisation' },
    department: 'sciences-gestion',
    accredited: true,
    mention: 'management',
    applicationsOpen: true,
    icon: 'building',
    image: '/images/programmes/gestion-organisation-entreprises.svg',
    description: {
      fr: "Une licence pour organiser et piloter l'activité d'une PME ou d'un service : coûts, processus, production, qualité et tableaux de bord.",
      en: 'A degree in organising and steering the work of an SME or a department: costs, processes, operations, quality and performance dashboards.',
    },
    about: {
      fr: "Cette licence forme des gestionnaires de l'activité elle-même : ceux qui savent ce que coûte un produit ou un service, comment il est fabriqué ou rendu, et comment faire mieux. Les étudiants acquièrent la comptabilité SYSCOHADA et la comptabilité analytique, la gestion financière, la gestion de la production et des opérations, l'organisation des processus, le management de la qualité et le contrôle de gestion. Les travaux portent sur des boulangeries, des ateliers, des unités de transformation agroalimentaire et des entreprises de services de N'Djamena, où il s'agit de réduire les pertes, de tenir les délais et de suivre la rentabilité avec des outils simples. Là où la licence Administration générale des entreprises tient les fonctions administratives et juridiques, celle-ci pilote la production et la performance. Le diplôme peut être validé à Bac+2 ou poursuivi jusqu'en troisième année, qui se conclut par un stage encadré et un mémoire sur l'amélioration d'un processus.",
      en: "This degree trains managers of the work itself: people who know what a product or service costs, how it is made or delivered, and how to do better. Students learn SYSCOHADA financial accounting and cost accounting, financial management, production and operations management, process organisation, quality management and management control. Coursework is based on bakeries, workshops, food-processing units and service companies in N'Djamena, where the task is to cut waste, meet deadlines and track profitability with simple tools. Where the General Business Administration degree runs the administrative and legal functions, this one steers operations and performance. Students may stop with a Bac+2 diploma or continue to the third year, which ends with a supervised internship and a dissertation on improving a process.",
    },
    objectives: [
      {
        fr: "Tenir une comptabilité conforme au SYSCOHADA et calculer le coût de revient d'un produit ou d'un service",
        en: 'Keep SYSCOHADA-compliant accounts and work out the full cost of a product or service',
      },
      {
        fr: 'Décrire un processus de production ou de service et proposer des améliorations chiffrées',
        en: 'Map a production or service process and propose costed improvements',
      },
      {
        fr: "Construire les tableaux de bord et le budget d'une PME, puis en suivre les écarts",
        en: "Build an SME's dashboards and budget, then track the variances",
      },
      {
        fr: 'Mettre en place une démarche qualité adaptée à une petite structure',
        en: 'Set up a quality approach suited to a small organisation',
      },
    ],
    careers: [
      { fr: 'Gérant(e) de PME', en: 'SME manager' },
      { fr: "Chargé(e) d'organisation et méthodes", en: 'Organisation and methods officer' },
      { fr: 'Chargé(e) du contrôle budgétaire en PME', en: 'SME budget control officer' },
      { fr: "Responsable d'exploitation", en: 'Operations supervisor' },
      { fr: 'Animateur(trice) qualité', en: 'Quality coordinator' },
    ],
    curriculum: [
      [
        { fr: 'Introduction à la gestion des entreprises', en: 'Introduction to Business Management' },
        { fr: 'Comptabilité générale SYSCOHADA', en: 'SYSCOHADA Financial Accounting' },
        { fr: 'Microéconomie', en: 'Microeconomics' },
        { fr: 'Mathématiques appliquées à la gestion', en: 'Business Mathematics' },
      ],
      [
        { fr: 'Comptabilité analytique', en: 'Cost Accounting' },
        { fr: 'Gestion financière', en: 'Financial Management' },
        { fr: 'Gestion de la production et des opérations', en: 'Production and Operations Management' },
        { fr: 'Marketing fondamental', en: 'Principles of Marketing' },
      ],
      [
        { fr: 'Contrôle de gestion', en: 'Management Control' },
        { fr: 'Organisation et amélioration des processus', en: 'Process Organisation and Improvement' },
        { fr: 'Management de la qualité', en: 'Quality Management' },
        { fr: 'Stage en entreprise et mémoire', en: 'Company Internship and Dissertation' },
      ],
    ],
  },
  {
    slug: 'transport-transit-logistique',
    code: 'L-TTL',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: 'Transport, transit et logistique', en: 'Transport, Freight Forwarding and Logistics' },
    department: 'sciences-gestion',
    accredited: true,
    mention: 'transport-logistique',
    applicationsOpen: true,
    icon: 'truck',
    image: '/images/programmes/transport-transit-logistique.svg',
    description: {
      fr: "Une licence centrée sur l'acheminement des marchandises vers le Tchad, pays sans littoral, entre transit, formalités douanières, transport routier et entreposage.",
      en: 'A degree focused on moving goods into landlocked Chad, covering freight forwarding, customs procedures, road haulage and warehousing.',
    },
    about: {
      fr: "Pays sans accès à la mer, le Tchad dépend du corridor Douala–N'Djamena pour l'essentiel de ses importations, ce qui fait du transit et de la logistique des métiers stratégiques. Cette licence forme aux opérations de transport multimodal, aux Incoterms, au dédouanement, aux régimes douaniers de la CEMAC et à la gestion des entrepôts et des stocks. Les étudiants analysent les délais, les coûts et les documents qui jalonnent le trajet d'un convoi, du port camerounais jusqu'au bureau de douane de N'Djamena. Après une sortie possible à Bac+2, la troisième année aborde la logistique humanitaire et pétrolière et se termine par un stage chez un transitaire, un transporteur ou un prestataire logistique.",
      en: "As a landlocked country, Chad relies on the Douala–N'Djamena corridor for most of its imports, which makes freight forwarding and logistics strategic professions. This degree covers multimodal transport operations, Incoterms, customs clearance, CEMAC customs regimes, and warehouse and inventory management. Students analyse the lead times, costs and paperwork involved in a convoy's journey from the Cameroonian port to the customs office in N'Djamena. After an optional exit at Bac+2, the third year turns to humanitarian and oil-sector logistics and ends with an internship at a freight forwarder, haulier or logistics provider.",
    },
    objectives: [
      {
        fr: "Organiser une expédition internationale en choisissant l'Incoterm et le mode de transport adaptés",
        en: 'Organise an international shipment, choosing the right Incoterm and mode of transport',
      },
      {
        fr: 'Préparer un dossier de dédouanement et calculer les droits et taxes exigibles',
        en: 'Prepare a customs clearance file and calculate the duties and taxes due',
      },
      {
        fr: "Gérer les stocks et les flux physiques d'un entrepôt",
        en: 'Manage inventory and physical flows in a warehouse',
      },
      {
        fr: "Évaluer le coût et les délais d'un itinéraire sur un corridor de transit",
        en: 'Assess the cost and lead time of a route along a transit corridor',
      },
    ],
    careers: [
      { fr: 'Déclarant(e) en douane', en: 'Customs declarant' },
      { fr: 'Agent(e) de transit', en: 'Freight forwarding agent' },
      { fr: 'Exploitant(e) en transport routier', en: 'Road haulage operations officer' },
      { fr: "Responsable d'entrepôt", en: 'Warehouse manager' },
      { fr: 'Logisticien(ne) en ONG humanitaire', en: 'Humanitarian NGO logistician' },
    ],
    curriculum: [
      [
        { fr: 'Introduction à la logistique', en: 'Introduction to Logistics' },
        { fr: 'Géographie des transports', en: 'Transport Geography' },
        { fr: 'Économie générale', en: 'Principles of Economics' },
        { fr: 'Anglais du commerce et de la logistique', en: 'English for Trade and Logistics' },
      ],
      [
        { fr: 'Techniques du commerce international', en: 'International Trade Techniques' },
        { fr: 'Réglementation douanière CEMAC', en: 'CEMAC Customs Regulations' },
        { fr: 'Transport routier et multimodal', en: 'Road and Multimodal Transport' },
        { fr: 'Gestion des stocks et entreposage', en: 'Inventory and Warehouse Management' },
      ],
      [
        { fr: 'Pratique du transit et du dédouanement', en: 'Freight Forwarding and Customs Practice' },
        { fr: 'Logistique humanitaire et pétrolière', en: 'Humanitarian and Oil-Sector Logistics' },
        { fr: 'Pilotage de la chaîne logistique', en: 'Supply Chain Management' },
        {
          fr: 'Stage chez un transitaire ou logisticien',
          en: 'Internship with a Forwarder or Logistics Firm',
        },
      ],
    ],
  },
  {
    slug: 'informatique-gestion',
    code: 'L-IGE',
    type: 'licence',
    level: 'bac+3',
    title: { fr: 'Informatique de gestion', en: 'Business Computing' },
    department: 'sciences-gestion',
    accredited: false,
    applicationsOpen: true,
    icon: 'laptop',
    image: '/images/programmes/informatique-gestion.svg',
    description: {
      fr: 'Une licence qui associe gestion et informatique pour développer des applications métier, administrer des bases de données et accompagner la transformation numérique.',
      en: "A degree combining management and computing to build business applications, administer databases and support organisations' digital transformation.",
    },
    about: {
      fr: "Cette licence forme des profils à double compétence, capables de traduire les besoins d'une équipe comptable ou commerciale en outils informatiques. Les étudiants apprennent la programmation, la conception de bases de données, les réseaux et l'utilisation de progiciels de gestion, tout en suivant des cours de comptabilité et d'organisation. Les projets s'appuient sur des situations courantes à N'Djamena, comme l'informatisation de la facturation d'une PME, le suivi des stocks d'un commerce ou la gestion des dossiers d'une administration, avec les contraintes réelles de connexion et d'alimentation électrique. La licence se prépare en trois ans, sans diplôme intermédiaire : la double compétence ne se construit qu'au terme du parcours complet, que la troisième année conclut par un projet tutoré au sein d'une organisation.",
      en: "This degree develops a dual skill set, preparing students to turn the needs of an accounting or sales team into working software tools. Students learn programming, database design, networking and business software packages, alongside courses in accounting and organisation. Projects are built around everyday situations in N'Djamena, such as computerising an SME's invoicing, tracking a shop's stock or managing case files in a public office, under the real constraints of internet access and power supply. The degree takes three years with no intermediate diploma, since the dual skill set only comes together over the full course, which the third year ends with a supervised project inside an organisation.",
    },
    objectives: [
      {
        fr: 'Modéliser et administrer une base de données relationnelle',
        en: 'Model and administer a relational database',
      },
      {
        fr: 'Développer une application web de gestion répondant à un cahier des charges',
        en: 'Develop a web-based business application that meets a specification',
      },
      {
        fr: 'Paramétrer un progiciel de gestion comptable ou commerciale',
        en: 'Configure accounting or sales management software',
      },
      {
        fr: "Installer et sécuriser le réseau informatique d'une petite structure",
        en: 'Set up and secure the computer network of a small organisation',
      },
    ],
    careers: [
      { fr: "Développeur(se) d'applications de gestion", en: 'Business application developer' },
      { fr: 'Administrateur(trice) de bases de données', en: 'Database administrator' },
      { fr: 'Technicien(ne) support et réseaux', en: 'IT support and network technician' },
      { fr: 'Analyste fonctionnel(le)', en: 'Business analyst' },
      { fr: "Chargé(e) des systèmes d'information en ONG", en: 'NGO information systems officer' },
    ],
    curriculum: [
      [
        { fr: 'Algorithmique et programmation', en: 'Algorithms and Programming' },
        { fr: 'Architecture des ordinateurs', en: 'Computer Architecture' },
        { fr: 'Mathématiques discrètes', en: 'Discrete Mathematics' },
        { fr: 'Principes de comptabilité', en: 'Accounting Principles' },
      ],
      [
        { fr: 'Bases de données relationnelles', en: 'Relational Databases' },
        { fr: 'Programmation web', en: 'Web Programming' },
        { fr: 'Réseaux informatiques', en: 'Computer Networks' },
        {
          fr: "Analyse et conception des systèmes d'information",
          en: 'Information Systems Analysis and Design',
        },
      ],
      [
        { fr: 'Progiciels de gestion intégrés', en: 'Enterprise Resource Planning Systems' },
        { fr: "Sécurité des systèmes d'information", en: 'Information Systems Security' },
        { fr: 'Gestion de projets informatiques', en: 'IT Project Management' },
        { fr: 'Projet tutoré en organisation', en: 'Supervised Project in an Organisation' },
      ],
    ],
  },
  {
    slug: 'communication-entreprise',
    code: 'L-COM',
    type: 'licence',
    level: 'bac+2/bac+3',
    title: { fr: "Communication d'entreprise", en: 'Corporate Communication' },
    department: 'sciences-communication',
    accredited: true,
    mention: 'communication',
    applicationsOpen: true,
    icon: 'megaphone',
    image: '/images/programmes/communication-entreprise.svg',
    description: {
      fr: 'Une licence pour concevoir et piloter la communication interne, externe et numérique des entreprises, institutions et ONG, des relations presse aux réseaux sociaux.',
      en: 'A degree in planning and managing internal, external and digital communication for companies, institutions and NGOs, from press relations to social media.',
    },
    about: {
      fr: "Construire l'image d'une organisation et entretenir le dialogue avec ses différents publics sont au cœur de cette licence. Les étudiants pratiquent la rédaction professionnelle en français et en anglais, les relations avec la presse et les radios, la conception de supports, l'animation des réseaux sociaux et l'organisation d'événements. Dans un pays où la radio reste le premier média et où l'arabe tchadien et les langues locales sont indispensables pour toucher la population, une attention particulière est portée aux campagnes de sensibilisation menées par les ONG et les institutions. Après deux ans, les étudiants peuvent obtenir un premier diplôme de niveau Bac+2, et la troisième année est consacrée à l'élaboration d'un plan de communication complet et à un stage.",
      en: "Building an organisation's image and maintaining dialogue with its various audiences lie at the heart of this degree. Students practise professional writing in French and English, press and radio relations, design of communication materials, social media management and event organisation. In a country where radio is still the leading medium and where Chadian Arabic and local languages are essential to reach the population, particular attention is paid to awareness campaigns run by NGOs and institutions. After two years, students can obtain a first Bac+2-level diploma, and the third year is devoted to building a complete communication plan and to an internship.",
    },
    objectives: [
      {
        fr: "Élaborer un plan de communication à partir d'un diagnostic d'image",
        en: 'Build a communication plan based on an image audit',
      },
      {
        fr: 'Rédiger des communiqués, des dossiers de presse et des contenus pour le web',
        en: 'Write press releases, press kits and web content',
      },
      {
        fr: 'Animer et évaluer une présence professionnelle sur les réseaux sociaux',
        en: 'Run and evaluate a professional social media presence',
      },
      {
        fr: 'Organiser un événement institutionnel, du budget à la couverture médiatique',
        en: 'Organise a corporate event, from budget to media coverage',
      },
    ],
    careers: [
      { fr: 'Chargé(e) de communication', en: 'Communication officer' },
      { fr: 'Attaché(e) de presse', en: 'Press officer' },
      { fr: 'Community manager', en: 'Social media manager' },
      { fr: 'Chargé(e) de relations publiques', en: 'Public relations officer' },
      {
        fr: 'Chargé(e) de communication et de plaidoyer en ONG',
        en: 'NGO communication and advocacy officer',
      },
    ],
    curriculum: [
      [
        {
          fr: "Sciences de l'information et de la communication",
          en: 'Information and Communication Studies',
        },
        { fr: 'Expression écrite et orale', en: 'Written and Oral Expression' },
        { fr: 'Sociologie des médias', en: 'Sociology of the Media' },
        { fr: 'Anglais de la communication', en: 'English for Communication' },
      ],
      [
        { fr: 'Communication interne', en: 'Internal Communication' },
        { fr: 'Relations presse et médias', en: 'Press and Media Relations' },
        { fr: 'Publicité et création graphique', en: 'Advertising and Graphic Design' },
        { fr: 'Communication numérique', en: 'Digital Communication' },
      ],
      [
        { fr: 'Stratégie de communication', en: 'Communication Strategy' },
        { fr: 'Communication de crise', en: 'Crisis Communication' },
        { fr: 'Événementiel et relations publiques', en: 'Events and Public Relations' },
        { fr: 'Stage et projet de communication', en: 'Internship and Communication Project' },
      ],
    ],
  },
  {
    slug: 'sciences-infirmieres',
    code: 'L-SIN',
    type: 'licence',
    level: 'bac+3',
    title: { fr: 'Sciences infirmières', en: 'Nursing Sciences' },
    department: 'sante',
    accredited: false,
    applicationsOpen: true,
    icon: 'stethoscope',
    image: '/images/programmes/sciences-infirmieres.svg',
    description: {
      fr: 'Une licence qui prépare aux soins infirmiers en hôpital, en centre de santé et en milieu communautaire, en alliant savoirs scientifiques et stages cliniques encadrés.',
      en: 'A degree preparing students to deliver nursing care in hospitals, health centres and communities, combining scientific knowledge with supervised clinical placements.',
    },
    about: {
      fr: "La licence en sciences infirmières forme des soignants capables d'évaluer l'état d'un patient, de planifier les soins et de les réaliser en toute sécurité. Les enseignements associent anatomie, physiologie, pharmacologie et soins infirmiers fondamentaux, puis abordent les soins en médecine, en chirurgie, en pédiatrie et en santé communautaire. Chaque année, des stages cliniques encadrés en hôpital et en centre de santé confrontent les étudiants aux pathologies fréquentes au Tchad, comme le paludisme, la malnutrition infantile et les maladies diarrhéiques. Comme les autres licences de santé, elle ne délivre pas de diplôme intermédiaire : on n'exerce qu'au terme des trois années. La troisième année développe l'encadrement d'équipe, la prévention et l'éducation à la santé, et se termine par un stage clinique de fin d'études.",
      en: "The Nursing Sciences degree trains caregivers who can assess a patient's condition, plan care and deliver it safely. Teaching combines anatomy, physiology, pharmacology and fundamental nursing care, then moves on to medical, surgical, paediatric and community nursing. Every year, supervised clinical placements in hospitals and health centres expose students to conditions common in Chad, such as malaria, child malnutrition and diarrhoeal diseases. Like the other health degrees, it has no intermediate diploma: nursing practice requires all three years. The third year develops team supervision, prevention and health education, and ends with a final clinical placement.",
    },
    objectives: [
      {
        fr: "Évaluer l'état de santé d'un patient et établir un plan de soins",
        en: "Assess a patient's health status and draw up a care plan",
      },
      {
        fr: "Réaliser les soins techniques dans le respect des règles d'hygiène et d'asepsie",
        en: 'Perform technical nursing procedures in line with hygiene and asepsis rules',
      },
      {
        fr: 'Préparer et administrer les traitements prescrits en toute sécurité',
        en: 'Prepare and administer prescribed treatments safely',
      },
      {
        fr: "Mener des actions de prévention et d'éducation à la santé auprès des communautés",
        en: 'Lead prevention and health education activities in communities',
      },
    ],
    careers: [
      { fr: 'Infirmier(ère) en milieu hospitalier', en: 'Hospital nurse' },
      { fr: 'Infirmier(ère) de centre de santé', en: 'Health centre nurse' },
      { fr: 'Infirmier(ère) en ONG médicale ou humanitaire', en: 'Nurse with a medical or humanitarian NGO' },
      { fr: 'Superviseur(e) en santé communautaire', en: 'Community health supervisor' },
      { fr: 'Infirmier(ère) en santé au travail', en: 'Occupational health nurse' },
    ],
    curriculum: [
      [
        { fr: 'Anatomie et physiologie humaines', en: 'Human Anatomy and Physiology' },
        { fr: 'Soins infirmiers fondamentaux', en: 'Fundamentals of Nursing Care' },
        { fr: 'Hygiène et prévention des infections', en: 'Hygiene and Infection Prevention' },
        { fr: "Stage clinique d'initiation", en: 'Introductory Clinical Placement' },
      ],
      [
        { fr: 'Pharmacologie et thérapeutique', en: 'Pharmacology and Therapeutics' },
        { fr: 'Soins en médecine et chirurgie', en: 'Medical and Surgical Nursing' },
        { fr: 'Soins infirmiers en pédiatrie', en: 'Paediatric Nursing' },
        { fr: 'Stage clinique hospitalier', en: 'Hospital Clinical Placement' },
      ],
      [
        { fr: 'Santé communautaire et éducation sanitaire', en: 'Community Health and Health Education' },
        { fr: "Soins d'urgence et de réanimation", en: 'Emergency and Critical Care' },
        { fr: 'Encadrement et gestion des soins', en: 'Nursing Leadership and Care Management' },
        { fr: "Stage clinique de fin d'études", en: 'Final Clinical Placement' },
      ],
    ],
  },
  {
    slug: 'sciences-pharmaceutiques',
    code: 'L-SPH',
    type: 'licence',
    level: 'bac+3',
    title: { fr: 'Sciences pharmaceutiques', en: 'Pharmaceutical Sciences' },
    department: 'sante',
    accredited: false,
    applicationsOpen: true,
    icon: 'pill',
    image: '/images/programmes/sciences-pharmaceutiques.svg',
    description: {
      fr: "Une formation scientifique sur le médicament, de sa composition à sa distribution, pour travailler en officine, en pharmacie hospitalière ou dans l'approvisionnement.",
      en: 'A science degree on medicines, from their composition to their distribution, for work in community and hospital pharmacies or in the supply chain.',
    },
    about: {
      fr: "La licence en sciences pharmaceutiques apporte une formation scientifique solide en chimie, pharmacologie, galénique, toxicologie et contrôle de qualité des médicaments. Elle prépare aussi à la gestion de l'approvisionnement, un enjeu majeur au Tchad, où l'éloignement des ports, les ruptures de stock et la circulation de médicaments falsifiés compromettent l'accès aux traitements. Les étudiants apprennent à organiser la réception, le stockage et la dispensation des produits de santé, à respecter la chaîne du froid et à signaler les effets indésirables. Des stages encadrés en officine, en pharmacie hospitalière et dans des structures de distribution complètent les cours. D'une durée de trois ans, la formation s'achève par un stage hospitalier et un rapport final.",
      en: 'The Pharmaceutical Sciences degree provides a solid scientific grounding in the chemistry, pharmacology, formulation, toxicology and quality control of medicines. It also prepares students for supply management, a major challenge in Chad, where distance from seaports, stock-outs and the circulation of falsified medicines undermine access to treatment. Students learn to organise the receipt, storage and dispensing of health products, maintain the cold chain and report adverse drug reactions. Supervised placements in community and hospital pharmacies and in distribution facilities complement the coursework. The three-year programme ends with a hospital placement and a final report.',
    },
    objectives: [
      {
        fr: "Expliquer le mode d'action, les interactions et les effets indésirables des principales classes de médicaments",
        en: 'Explain the mechanism of action, interactions and adverse effects of the main drug classes',
      },
      {
        fr: "Gérer l'approvisionnement et le stockage des produits de santé, chaîne du froid comprise",
        en: 'Manage the procurement and storage of health products, including the cold chain',
      },
      {
        fr: 'Réaliser des contrôles de qualité de base et repérer un médicament suspect de falsification',
        en: 'Carry out basic quality control tests and spot a suspected falsified medicine',
      },
      {
        fr: 'Conseiller les patients sur le bon usage des médicaments',
        en: 'Advise patients on the proper use of medicines',
      },
    ],
    careers: [
      { fr: 'Préparateur(trice) en pharmacie', en: 'Pharmacy technician' },
      { fr: 'Délégué(e) médical(e)', en: 'Medical sales representative' },
      { fr: 'Gestionnaire de stocks de produits de santé', en: 'Health products supply officer' },
      {
        fr: 'Assistant(e) en assurance qualité pharmaceutique',
        en: 'Pharmaceutical quality assurance assistant',
      },
      { fr: 'Assistant(e) en pharmacovigilance', en: 'Pharmacovigilance assistant' },
    ],
    curriculum: [
      [
        { fr: 'Chimie générale et organique', en: 'General and Organic Chemistry' },
        { fr: 'Biologie cellulaire', en: 'Cell Biology' },
        { fr: 'Physiologie humaine', en: 'Human Physiology' },
        { fr: 'Botanique et plantes médicinales', en: 'Botany and Medicinal Plants' },
      ],
      [
        { fr: 'Pharmacologie générale', en: 'General Pharmacology' },
        { fr: 'Pharmacie galénique', en: 'Pharmaceutical Formulation' },
        { fr: 'Microbiologie et parasitologie', en: 'Microbiology and Parasitology' },
        { fr: 'Stage en officine', en: 'Community Pharmacy Placement' },
      ],
      [
        { fr: 'Toxicologie et pharmacovigilance', en: 'Toxicology and Pharmacovigilance' },
        { fr: 'Contrôle de qualité des médicaments', en: 'Quality Control of Medicines' },
        { fr: "Gestion de l'approvisionnement pharmaceutique", en: 'Pharmaceutical Supply Chain Management' },
        { fr: 'Stage hospitalier et rapport final', en: 'Hospital Placement and Final Report' },
      ],
    ],
  },
  {
    slug: 'sciences-biomedicales',
    code: 'L-SBM',
    type: 'licence',
    level: 'bac+3',
    title: { fr: 'Sciences biomédicales', en: 'Biomedical Sciences' },
    department: 'sante',
    accredited: false,
    applicationsOpen: true,
    icon: 'microscope',
    image: '/images/programmes/sciences-biomedicales.svg',
    description: {
      fr: 'Une licence consacrée aux analyses biomédicales, pour réaliser et valider les examens de laboratoire qui orientent le diagnostic et le suivi des patients.',
      en: 'A degree in biomedical analysis, training students to perform and validate the laboratory tests that guide patient diagnosis and follow-up.',
    },
    about: {
      fr: "Au Tchad, le paludisme, la tuberculose, le VIH et les épidémies de méningite ou de choléra exigent des diagnostics rapides, alors que les laboratoires des hôpitaux de district manquent souvent de personnel qualifié. La licence en sciences biomédicales répond à ce besoin en préparant à réaliser les analyses de biochimie, d'hématologie, de microbiologie et de parasitologie, et à en garantir la fiabilité. Les étudiants apprennent à travailler aussi bien avec des techniques manuelles, adaptées aux structures peu équipées, qu'avec des automates, et se forment à la biosécurité, à la gestion des échantillons et à l'assurance qualité. Des stages cliniques encadrés en laboratoire hospitalier ont lieu dès la deuxième année, et la formation se conclut par un stage et un mémoire.",
      en: 'In Chad, malaria, tuberculosis, HIV and outbreaks of meningitis or cholera call for rapid diagnosis, yet district hospital laboratories often lack qualified staff. The Biomedical Sciences degree meets this need by preparing students to perform biochemistry, haematology, microbiology and parasitology tests and to guarantee their reliability. Students learn to work both with manual techniques suited to poorly equipped facilities and with automated analysers, and are trained in biosafety, sample management and quality assurance. Supervised clinical placements in hospital laboratories begin in the second year, and the programme ends with a final placement and a dissertation.',
    },
    objectives: [
      {
        fr: 'Prélever, conserver et acheminer des échantillons biologiques dans le respect de la biosécurité',
        en: 'Collect, preserve and transport biological samples in line with biosafety rules',
      },
      {
        fr: "Réaliser les examens courants de biochimie, d'hématologie et de microbiologie",
        en: 'Perform routine biochemistry, haematology and microbiology tests',
      },
      {
        fr: 'Identifier au microscope le paludisme et les principales parasitoses',
        en: 'Identify malaria and the main parasitic infections by microscopy',
      },
      {
        fr: "Appliquer une démarche d'assurance qualité au laboratoire",
        en: 'Apply a quality assurance approach in the laboratory',
      },
    ],
    careers: [
      { fr: "Technicien(ne) de laboratoire d'analyses médicales", en: 'Medical laboratory technician' },
      { fr: 'Technicien(ne) en banque de sang', en: 'Blood bank technician' },
      { fr: 'Assistant(e) de recherche biomédicale', en: 'Biomedical research assistant' },
      {
        fr: 'Technicien(ne) de surveillance épidémiologique',
        en: 'Disease surveillance laboratory technician',
      },
      {
        fr: 'Technico-commercial(e) en équipements de laboratoire',
        en: 'Laboratory equipment sales representative',
      },
    ],
    curriculum: [
      [
        { fr: 'Biologie cellulaire et moléculaire', en: 'Cell and Molecular Biology' },
        { fr: 'Biochimie structurale', en: 'Structural Biochemistry' },
        { fr: 'Anatomie et physiologie', en: 'Anatomy and Physiology' },
        { fr: 'Techniques de base du laboratoire', en: 'Basic Laboratory Techniques' },
      ],
      [
        { fr: 'Hématologie et immunologie', en: 'Haematology and Immunology' },
        { fr: 'Bactériologie et virologie', en: 'Bacteriology and Virology' },
        { fr: 'Parasitologie et mycologie', en: 'Parasitology and Mycology' },
        { fr: 'Stage en laboratoire hospitalier', en: 'Hospital Laboratory Placement' },
      ],
      [
        { fr: 'Biochimie clinique', en: 'Clinical Biochemistry' },
        { fr: 'Transfusion sanguine', en: 'Blood Transfusion' },
        { fr: 'Assurance qualité et biosécurité', en: 'Quality Assurance and Biosafety' },
        { fr: 'Stage terminal et mémoire', en: 'Final Placement and Dissertation' },
      ],
    ],
  },
  {
    slug: 'sciences-gyneco-obstetricales',
    code: 'L-SGO',
    type: 'licence',
    level: 'bac+3',
    title: { fr: 'Sciences gynéco-obstétricales', en: 'Obstetric and Gynaecological Sciences (midwifery)' },
    department: 'sante',
    accredited: false,
    applicationsOpen: true,
    icon: 'baby',
    image: '/images/programmes/sciences-gyneco-obstetricales.svg',
    description: {
      fr: "Une licence de trois ans qui forme au suivi de la grossesse, à l'accouchement et aux soins du nouveau-né, pour contribuer à réduire la mortalité maternelle.",
      en: 'A three-year midwifery degree covering pregnancy care, childbirth and newborn care, to help reduce maternal and newborn deaths.',
    },
    about: {
      fr: "Le Tchad enregistre l'un des taux de mortalité maternelle les plus élevés au monde, et de nombreuses femmes accouchent encore sans assistance qualifiée. La licence en sciences gynéco-obstétricales prépare les étudiants à suivre une grossesse, à conduire un accouchement normal, à reconnaître les complications et à orienter à temps les femmes vers une prise en charge spécialisée. Les enseignements couvrent l'obstétrique, la néonatologie, la planification familiale, la santé de la reproduction et la prévention de la fistule obstétricale. Présents chaque année, les stages cliniques encadrés en maternité et en centre de santé permettent de pratiquer les gestes sous supervision. La formation de trois ans se conclut par un stage intensif en salle de naissance.",
      en: 'Chad has one of the highest maternal mortality rates in the world, and many women still give birth without skilled assistance. The Obstetric and Gynaecological Sciences degree prepares students to monitor a pregnancy, manage a normal delivery, recognise complications and refer women in time for specialist care. Teaching covers obstetrics, neonatal care, family planning, reproductive health and the prevention of obstetric fistula. Supervised clinical placements in maternity wards and health centres every year allow students to practise procedures under supervision. The three-year programme ends with an intensive placement in a delivery room.',
    },
    objectives: [
      {
        fr: 'Assurer les consultations prénatales et dépister les grossesses à risque',
        en: 'Conduct antenatal consultations and screen for high-risk pregnancies',
      },
      {
        fr: 'Conduire un accouchement normal et prendre en charge les premières urgences obstétricales',
        en: 'Manage a normal delivery and provide first-line care in obstetric emergencies',
      },
      {
        fr: 'Prodiguer les soins essentiels au nouveau-né, y compris la réanimation néonatale',
        en: 'Provide essential newborn care, including neonatal resuscitation',
      },
      {
        fr: 'Conseiller les femmes et les couples en matière de planification familiale',
        en: 'Counsel women and couples on family planning',
      },
    ],
    careers: [
      { fr: 'Sage-femme en maternité hospitalière', en: 'Hospital maternity midwife' },
      { fr: 'Sage-femme de centre de santé', en: 'Health centre midwife' },
      {
        fr: 'Chargé(e) de programme de santé maternelle en ONG',
        en: 'NGO maternal health programme officer',
      },
      { fr: 'Conseiller(ère) en planification familiale', en: 'Family planning counsellor' },
      {
        fr: 'Superviseur(e) de santé de la reproduction en district',
        en: 'District reproductive health supervisor',
      },
    ],
    curriculum: [
      [
        { fr: 'Anatomie et physiologie de la reproduction', en: 'Reproductive Anatomy and Physiology' },
        { fr: 'Soins de base en maïeutique', en: 'Basic Midwifery Care' },
        { fr: 'Santé publique et démographie', en: 'Public Health and Demography' },
        { fr: "Stage d'observation en maternité", en: 'Maternity Observation Placement' },
      ],
      [
        { fr: 'Obstétrique physiologique', en: 'Normal Pregnancy and Childbirth' },
        { fr: 'Néonatologie et soins du nouveau-né', en: 'Neonatology and Newborn Care' },
        { fr: 'Planification familiale', en: 'Family Planning' },
        { fr: 'Stage clinique en consultation prénatale', en: 'Antenatal Clinic Placement' },
      ],
      [
        { fr: 'Obstétrique pathologique et urgences', en: 'Obstetric Complications and Emergencies' },
        { fr: 'Gynécologie et santé de la reproduction', en: 'Gynaecology and Reproductive Health' },
        { fr: 'Santé maternelle communautaire', en: 'Community Maternal Health' },
        { fr: 'Stage intensif en salle de naissance', en: 'Intensive Delivery Room Placement' },
      ],
    ],
  },
] as const satisfies readonly LicenceProgramme[];
