import type { LicenceProgramme } from '@/content/types';

export const licencesA = [
  {
    type: 'licence',
    slug: 'administration-generale-entreprises',
    code: 'L-AGE',
    title: {
      fr: 'Administration générale des entreprises',
      en: 'General Business Administration',
    },
    department: 'sciences-gestion',
    accredited: true,
    mention: 'management',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/administration-generale-entreprises.svg',
    icon: 'briefcase',
    description: {
      fr: "Le fonctionnement administratif, juridique et fiscal de l'entreprise : une licence pour tenir les services qui la font tourner au quotidien, de la direction aux achats.",
      en: 'How a business runs on the administrative, legal and tax side: a degree for the departments that keep it going day to day, from the executive office to purchasing.',
    },
    about: {
      fr: "La licence en Administration générale des entreprises forme les gestionnaires des fonctions support : ceux qui tiennent le secrétariat de direction, les obligations fiscales et sociales, les contrats, les achats et l'archivage d'une entreprise. Les étudiants apprennent le droit des affaires OHADA et celui des contrats, la fiscalité des entreprises tchadiennes, l'administration du personnel, les procédures d'achat et de commande publique, ainsi que l'organisation d'un service administratif et de ses documents. Les cas viennent des PME commerciales de N'Djamena, des sous-traitants du secteur pétrolier qui répondent aux appels d'offres et des entreprises familiales qui se structurent. Là où la licence Gestion et organisation des entreprises pilote les coûts, la production et la qualité, celle-ci fait fonctionner la maison. Un diplôme Bac+2 peut être délivré à l'issue de la deuxième année ; la troisième se conclut par un stage dans un service administratif.",
      en: "The General Business Administration degree trains managers for a company's support functions: the people who run the executive office, tax and social security obligations, contracts, purchasing and records. Students learn OHADA business and contract law, Chadian business taxation, personnel administration, purchasing and public procurement procedures, and how to organise an administrative department and its documents. Cases come from trading SMEs in N'Djamena, oil-sector subcontractors answering calls for tender and family businesses putting structures in place. Where the Business Management and Organisation degree steers costs, production and quality, this one keeps the house running. A Bac+2 diploma can be awarded at the end of the second year; the third ends with an internship in an administrative department.",
    },
    objectives: [
      {
        fr: "Tenir les obligations administratives, fiscales et sociales d'une entreprise : déclarations, registres et assemblées",
        en: "Meet a company's administrative, tax and social security obligations: returns, registers and general meetings",
      },
      {
        fr: "Rédiger et suivre les contrats courants de l'entreprise selon le droit OHADA",
        en: "Draft and follow up a company's everyday contracts under OHADA law",
      },
      {
        fr: 'Organiser un service administratif : circuit du courrier, classement et archivage des documents',
        en: 'Organise an administrative department: mail handling, filing and records management',
      },
      {
        fr: "Conduire une procédure d'achat, de l'appel d'offres à la réception des fournitures",
        en: 'Run a purchasing procedure, from the call for tenders to the receipt of goods',
      },
    ],
    careers: [
      { fr: 'Assistant(e) de direction', en: 'Executive assistant' },
      { fr: 'Responsable administratif(ve) de PME', en: 'SME administrative manager' },
      { fr: "Assistant(e) juridique d'entreprise", en: 'Corporate legal assistant' },
      { fr: 'Gestionnaire des achats', en: 'Purchasing officer' },
      { fr: "Chargé(e) des marchés et appels d'offres", en: 'Tenders and contracts officer' },
    ],
    curriculum: [
      [
        { fr: 'Introduction au management', en: 'Introduction to Management' },
        { fr: "Environnement juridique de l'entreprise", en: 'The Legal Environment of Business' },
        { fr: "Environnement économique de l'entreprise", en: 'The Economic Environment of Business' },
        {
          fr: "Techniques d'expression et de communication professionnelles",
          en: 'Professional Writing and Speaking',
        },
      ],
      [
        { fr: 'Droit des affaires OHADA', en: 'OHADA Business Law' },
        { fr: 'Administration du personnel et paie', en: 'Personnel Administration and Payroll' },
        { fr: 'Fiscalité des entreprises', en: 'Business Taxation' },
        {
          fr: 'Organisation administrative et gestion documentaire',
          en: 'Office Organisation and Records Management',
        },
      ],
      [
        { fr: 'Droit des contrats et commande publique', en: 'Contract Law and Public Procurement' },
        { fr: 'Achats et approvisionnements', en: 'Purchasing and Supply' },
        { fr: 'Secrétariat juridique des sociétés', en: 'Company Secretarial Practice' },
        { fr: "Stage et rapport de fin d'études", en: 'Internship and Final Report' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'droit-public-prive',
    code: 'L-DPP',
    title: {
      fr: 'Droit public et privé',
      en: 'Public and Private Law',
    },
    department: 'sciences-juridiques',
    accredited: true,
    mention: 'droit',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/droit-public-prive.svg',
    icon: 'scale',
    description: {
      fr: "Une formation juridique solide en droit public et privé, ancrée dans le droit tchadien et le droit uniforme OHADA, pour les carrières du droit et de l'administration.",
      en: 'A solid legal education in public and private law, grounded in Chadian law and uniform OHADA law, for careers in the legal professions and public administration.',
    },
    about: {
      fr: "La licence en Droit public et privé offre une formation juridique complète, qui couvre aussi bien l'organisation de l'État que les relations entre particuliers et entreprises. Les enseignements portent sur le droit constitutionnel et administratif tchadien, le droit civil, le droit pénal, le droit du travail et les actes uniformes de l'OHADA, complétés par une initiation au droit communautaire CEMAC et aux droits de l'homme. Les étudiants s'exercent au commentaire d'arrêt, à la dissertation et à la rédaction d'actes, et participent à des procès simulés. La formation constitue une base pour les concours de la fonction publique, l'accès à la magistrature et au barreau, ainsi que pour la poursuite d'études en master.",
      en: "The Public and Private Law degree provides a complete legal education, covering both how the State is organised and the relations between individuals and businesses. Courses include Chadian constitutional and administrative law, civil law, criminal law, labour law and the OHADA Uniform Acts, complemented by an introduction to CEMAC community law and human rights. Students practise case commentaries, legal essays and the drafting of legal documents, and take part in moot courts. The degree provides a foundation for civil service competitive examinations, entry to the judiciary and the bar, and further study at master's level.",
    },
    objectives: [
      {
        fr: 'Interpréter et appliquer les textes juridiques tchadiens, communautaires et OHADA',
        en: 'Interpret and apply Chadian, CEMAC and OHADA legal texts',
      },
      {
        fr: 'Rédiger une consultation juridique, un contrat ou un acte administratif',
        en: 'Draft a legal opinion, a contract or an administrative act',
      },
      {
        fr: 'Analyser une décision de justice et en dégager la portée',
        en: 'Analyse a court decision and assess its significance',
      },
      {
        fr: 'Conseiller une personne ou une organisation sur ses droits et obligations',
        en: 'Advise an individual or an organisation on their rights and obligations',
      },
    ],
    careers: [
      { fr: "Juriste d'entreprise", en: 'In-house legal adviser' },
      {
        fr: "Collaborateur(trice) de cabinet d'avocats ou d'étude notariale",
        en: "Paralegal in a law firm or notary's office",
      },
      { fr: "Cadre de l'administration publique", en: 'Public administration officer' },
      { fr: 'Greffier(ère)', en: 'Court clerk' },
      {
        fr: 'Chargé(e) de plaidoyer et de droits humains en ONG',
        en: 'NGO advocacy and human rights officer',
      },
    ],
    curriculum: [
      [
        { fr: 'Introduction au droit', en: 'Introduction to Law' },
        { fr: 'Droit constitutionnel', en: 'Constitutional Law' },
        { fr: 'Droit civil des personnes et de la famille', en: 'Civil Law of Persons and the Family' },
        { fr: 'Méthodologie juridique', en: 'Legal Methodology' },
      ],
      [
        { fr: 'Droit administratif', en: 'Administrative Law' },
        { fr: 'Droit des obligations', en: 'Law of Obligations' },
        { fr: 'Droit pénal général', en: 'General Criminal Law' },
        { fr: 'Droit commercial OHADA', en: 'OHADA Commercial Law' },
      ],
      [
        { fr: 'Droit du travail et protection sociale', en: 'Labour and Social Security Law' },
        { fr: 'Contentieux administratif', en: 'Administrative Litigation' },
        { fr: 'Droit communautaire CEMAC', en: 'CEMAC Community Law' },
        { fr: "Mémoire juridique de fin d'études", en: 'Final-Year Legal Dissertation' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'reseaux-informatiques',
    code: 'L-RIN',
    title: {
      fr: 'Réseaux informatiques',
      en: 'Computer Networks',
    },
    department: 'sciences-techniques',
    accredited: true,
    mention: 'informatique',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/reseaux-informatiques.svg',
    icon: 'network',
    description: {
      fr: 'Une licence technique pour concevoir, installer et sécuriser les réseaux informatiques et télécoms des entreprises, des administrations et des opérateurs au Tchad.',
      en: 'A technical degree in designing, installing and securing computer and telecom networks for businesses, government agencies and operators in Chad.',
    },
    about: {
      fr: "La licence en Réseaux informatiques forme des techniciens supérieurs et des administrateurs capables de déployer et de maintenir les infrastructures numériques dont dépendent les banques, les opérateurs de téléphonie mobile, les administrations et les ONG. Le programme couvre le câblage, la commutation et le routage, l'administration de serveurs Linux et Windows, les réseaux sans fil, la téléphonie sur IP et la sécurité des systèmes. Une large place est faite aux travaux pratiques sur équipements réels et aux contraintes locales : coupures d'électricité, alimentation solaire, liaisons satellitaires et connexions à faible débit en province. Le stage de troisième année permet de se confronter à un environnement de production.",
      en: 'The Computer Networks degree trains senior technicians and administrators who can deploy and maintain the digital infrastructure that banks, mobile operators, government agencies and NGOs rely on. The programme covers cabling, switching and routing, Linux and Windows server administration, wireless networks, voice over IP and systems security. Hands-on work on real equipment takes up a large share of the timetable, as do local constraints: power cuts, solar power, satellite links and low-bandwidth connections in the provinces. The third-year internship gives students experience of a live production environment.',
    },
    objectives: [
      {
        fr: "Concevoir l'architecture d'un réseau local ou étendu adaptée aux besoins d'une organisation",
        en: "Design a local or wide area network architecture suited to an organisation's needs",
      },
      {
        fr: "Configurer des commutateurs, des routeurs et des points d'accès sans fil",
        en: 'Configure switches, routers and wireless access points',
      },
      {
        fr: 'Administrer des serveurs et des services réseau (DNS, DHCP, messagerie, annuaire)',
        en: 'Administer servers and network services (DNS, DHCP, email, directory)',
      },
      {
        fr: 'Sécuriser un réseau et diagnostiquer les incidents de connectivité',
        en: 'Secure a network and troubleshoot connectivity incidents',
      },
    ],
    careers: [
      { fr: 'Administrateur(trice) réseaux et systèmes', en: 'Network and systems administrator' },
      { fr: 'Technicien(ne) en télécommunications', en: 'Telecommunications technician' },
      { fr: 'Technicien(ne) support informatique', en: 'IT support technician' },
      { fr: 'Intégrateur(trice) de solutions réseau', en: 'Network solutions integrator' },
      { fr: 'Assistant(e) en sécurité informatique', en: 'IT security assistant' },
    ],
    curriculum: [
      [
        { fr: 'Architecture des ordinateurs', en: 'Computer Architecture' },
        { fr: "Mathématiques pour l'informatique", en: 'Mathematics for Computing' },
        { fr: 'Initiation à la programmation', en: 'Introduction to Programming' },
        { fr: 'Fondamentaux des réseaux', en: 'Networking Fundamentals' },
      ],
      [
        { fr: 'Routage et commutation', en: 'Routing and Switching' },
        { fr: 'Administration des systèmes Linux', en: 'Linux System Administration' },
        { fr: 'Réseaux sans fil et mobiles', en: 'Wireless and Mobile Networks' },
        { fr: 'Services réseau sous Windows Server', en: 'Windows Server Network Services' },
      ],
      [
        { fr: 'Sécurité des réseaux', en: 'Network Security' },
        { fr: 'Téléphonie sur IP', en: 'Voice over IP' },
        { fr: 'Virtualisation et services cloud', en: 'Virtualisation and Cloud Services' },
        { fr: 'Stage en entreprise et soutenance', en: 'Work Placement and Oral Defence' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'genie-logiciel',
    code: 'L-GLO',
    title: {
      fr: 'Génie logiciel',
      en: 'Software Engineering',
    },
    department: 'sciences-techniques',
    accredited: true,
    mention: 'informatique',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/genie-logiciel.svg',
    icon: 'code',
    description: {
      fr: "Des besoins de l'utilisateur à la mise en production : apprenez à concevoir, développer, tester et déployer des applications web et mobiles fiables.",
      en: 'From user requirements to production release: learn to design, build, test and deploy reliable web and mobile applications.',
    },
    about: {
      fr: "La licence en Génie logiciel forme des développeurs capables de mener un projet logiciel de bout en bout. Après des bases solides en algorithmique, en programmation et en mathématiques discrètes, les étudiants apprennent la modélisation UML, les bases de données relationnelles, le développement web et mobile, les tests et la gestion de versions avec Git. Les projets s'inspirent de besoins réels au Tchad : gestion scolaire, suivi de stocks, plateformes de paiement par mobile money ou applications utilisables hors connexion. Le travail en équipe selon les méthodes agiles est pratiqué chaque année, et la formation s'achève par un projet de fin d'études réalisé en entreprise.",
      en: 'The Software Engineering degree trains developers who can carry a software project from start to finish. After solid foundations in algorithms, programming and discrete mathematics, students learn UML modelling, relational databases, web and mobile development, testing and version control with Git. Projects draw on real needs in Chad: school management, stock tracking, mobile money payment platforms and apps that work offline. Agile teamwork is practised every year, and the degree ends with a final-year project carried out in a company.',
    },
    objectives: [
      {
        fr: "Recueillir et formaliser les besoins des utilisateurs d'une application",
        en: "Gather and specify the requirements of an application's users",
      },
      {
        fr: 'Modéliser une base de données et concevoir une architecture logicielle',
        en: 'Model a database and design a software architecture',
      },
      {
        fr: 'Développer des applications web et mobiles maintenables',
        en: 'Develop maintainable web and mobile applications',
      },
      {
        fr: "Tester, documenter et déployer un logiciel au sein d'une équipe agile",
        en: 'Test, document and deploy software as part of an agile team',
      },
    ],
    careers: [
      { fr: 'Développeur(se) web', en: 'Web developer' },
      { fr: "Développeur(se) d'applications mobiles", en: 'Mobile app developer' },
      { fr: 'Analyste-programmeur(se)', en: 'Analyst programmer' },
      { fr: 'Testeur(se) logiciel', en: 'Software tester' },
      { fr: "Développeur(se) back-end et d'API", en: 'Back-end and API developer' },
    ],
    curriculum: [
      [
        { fr: 'Algorithmique et structures de données', en: 'Algorithms and Data Structures' },
        { fr: 'Programmation en C', en: 'C Programming' },
        { fr: 'Mathématiques discrètes', en: 'Discrete Mathematics' },
        { fr: "Systèmes d'exploitation", en: 'Operating Systems' },
      ],
      [
        { fr: 'Programmation orientée objet', en: 'Object-Oriented Programming' },
        { fr: 'Modélisation UML', en: 'UML Modelling' },
        { fr: 'Bases de données relationnelles', en: 'Relational Databases' },
        { fr: 'Développement web', en: 'Web Development' },
      ],
      [
        { fr: "Développement d'applications mobiles", en: 'Mobile App Development' },
        { fr: 'Méthodes agiles et gestion de projet', en: 'Agile Methods and Project Management' },
        { fr: 'Tests et qualité logicielle', en: 'Software Testing and Quality' },
        { fr: "Projet de fin d'études", en: 'Final-Year Project' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'sociologie-developpement',
    code: 'L-SOD',
    title: {
      fr: 'Sociologie du développement',
      en: 'Sociology of Development',
    },
    department: 'sciences-humaines-sociales',
    accredited: true,
    mention: 'sociologie',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/sociologie-developpement.svg',
    icon: 'users',
    description: {
      fr: "Des outils d'enquête et d'analyse pour comprendre les dynamiques sociales du Tchad et conduire des projets de développement au service des communautés.",
      en: "Research and analysis tools to understand Chad's social dynamics and run development projects that serve local communities.",
    },
    about: {
      fr: "La licence en Sociologie du développement donne les outils pour analyser les transformations de la société tchadienne et accompagner les actions de développement. Les étudiants étudient les théories sociologiques, l'anthropologie, la démographie et les politiques publiques, puis se spécialisent dans les questions de pauvreté, de genre, de migrations, de sécurité alimentaire, de relations entre agriculteurs et éleveurs et de prise en charge des populations réfugiées et déplacées. Les méthodes d'enquête quantitatives et qualitatives occupent une place centrale, avec des travaux de terrain à N'Djamena et en province. La formation répond directement aux besoins des ONG, des agences de coopération et des services sociaux de l'État.",
      en: "The Sociology of Development degree provides the tools to analyse how Chadian society is changing and to support development work. Students study sociological theory, anthropology, demography and public policy, then focus on poverty, gender, migration, food security, relations between farmers and herders, and support for refugee and displaced populations. Quantitative and qualitative research methods are central, with fieldwork in N'Djamena and in the provinces. The programme responds directly to the needs of NGOs, development cooperation agencies and the State's social services.",
    },
    objectives: [
      {
        fr: "Mener une enquête de terrain, du questionnaire à l'entretien, et en analyser les résultats",
        en: 'Conduct field research, from questionnaires to interviews, and analyse the findings',
      },
      {
        fr: "Réaliser le diagnostic social d'une communauté ou d'un territoire",
        en: 'Carry out a social assessment of a community or an area',
      },
      {
        fr: 'Concevoir, suivre et évaluer un projet de développement',
        en: 'Design, monitor and evaluate a development project',
      },
      {
        fr: 'Animer des démarches participatives avec les populations et les acteurs locaux',
        en: 'Facilitate participatory processes with communities and local stakeholders',
      },
    ],
    careers: [
      { fr: 'Chargé(e) de projet en ONG', en: 'NGO project officer' },
      { fr: 'Chargé(e) de suivi-évaluation', en: 'Monitoring and evaluation officer' },
      { fr: 'Animateur(trice) de développement communautaire', en: 'Community development worker' },
      { fr: 'Enquêteur(trice) et assistant(e) de recherche', en: 'Survey and research assistant' },
      {
        fr: "Agent(e) des services sociaux et de l'action humanitaire",
        en: 'Social services and humanitarian officer',
      },
    ],
    curriculum: [
      [
        { fr: 'Introduction à la sociologie', en: 'Introduction to Sociology' },
        { fr: 'Anthropologie sociale et culturelle', en: 'Social and Cultural Anthropology' },
        { fr: 'Histoire sociale du Tchad', en: 'Social History of Chad' },
        { fr: 'Initiation à la démographie', en: 'Introduction to Demography' },
      ],
      [
        { fr: 'Théories du développement', en: 'Development Theories' },
        { fr: "Méthodes d'enquête qualitatives", en: 'Qualitative Research Methods' },
        { fr: 'Statistiques pour les sciences sociales', en: 'Statistics for the Social Sciences' },
        { fr: 'Sociologie rurale et pastoralisme', en: 'Rural Sociology and Pastoralism' },
      ],
      [
        { fr: 'Genre et développement', en: 'Gender and Development' },
        { fr: 'Gestion du cycle de projet', en: 'Project Cycle Management' },
        {
          fr: 'Migrations, réfugiés et action humanitaire',
          en: 'Migration, Refugees and Humanitarian Action',
        },
        { fr: 'Enquête de terrain et mémoire', en: 'Fieldwork and Dissertation' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'economie-gestion',
    code: 'L-ECG',
    title: {
      fr: 'Économie et gestion',
      en: 'Economics and Management',
    },
    department: 'sciences-economiques',
    accredited: true,
    mention: 'economie',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/economie-gestion.svg',
    icon: 'chart',
    description: {
      fr: 'Une double compétence en analyse économique et en gestion des organisations, pour comprendre les marchés et prendre des décisions fondées sur les chiffres.',
      en: 'A dual grounding in economic analysis and organisational management, for understanding markets and making evidence-based decisions.',
    },
    about: {
      fr: "La licence en Économie et gestion associe les outils de l'analyse économique à ceux de la gestion des organisations. Les étudiants acquièrent les bases de la microéconomie et de la macroéconomie, des mathématiques et des statistiques appliquées, puis de la comptabilité, de la finance d'entreprise et de la gestion budgétaire. Les enseignements s'appuient sur les réalités de l'économie tchadienne : dépendance aux recettes pétrolières, poids de l'agriculture et de l'élevage, importance du secteur informel, politique monétaire de la BEAC dans la zone CEMAC. Ce double profil ouvre aussi bien sur les entreprises que sur l'administration économique et les projets de développement, et permet de poursuivre en master d'économie ou de gestion.",
      en: "The Economics and Management degree combines the tools of economic analysis with those of organisational management. Students learn the basics of microeconomics and macroeconomics, applied mathematics and statistics, then accounting, corporate finance and budgeting. Teaching is rooted in the realities of the Chadian economy: dependence on oil revenue, the weight of agriculture and livestock, the size of the informal sector and BEAC monetary policy in the CEMAC zone. This dual profile leads to careers in business, economic administration and development projects, and to master's studies in economics or management.",
    },
    objectives: [
      {
        fr: 'Analyser la conjoncture économique et ses effets sur les organisations',
        en: 'Analyse economic conditions and their effects on organisations',
      },
      {
        fr: "Exploiter des données économiques à l'aide d'outils statistiques et de tableurs",
        en: 'Work with economic data using statistical tools and spreadsheets',
      },
      {
        fr: "Établir et interpréter les états financiers d'une entreprise",
        en: "Prepare and interpret a company's financial statements",
      },
      {
        fr: "Évaluer la rentabilité d'un investissement ou d'un projet",
        en: 'Assess the profitability of an investment or a project',
      },
    ],
    careers: [
      { fr: "Chargé(e) d'études économiques", en: 'Economic research officer' },
      { fr: 'Assistant(e) contrôleur(se) de gestion', en: 'Assistant management controller' },
      {
        fr: 'Cadre des administrations économiques et financières',
        en: 'Officer in economic and financial government departments',
      },
      { fr: 'Analyste de projets de développement', en: 'Development project analyst' },
      { fr: 'Gestionnaire administratif(ve) et financier(ère)', en: 'Administrative and financial manager' },
    ],
    curriculum: [
      [
        { fr: 'Principes de microéconomie', en: 'Principles of Microeconomics' },
        { fr: 'Principes de macroéconomie', en: 'Principles of Macroeconomics' },
        { fr: 'Mathématiques pour économistes', en: 'Mathematics for Economists' },
        { fr: 'Introduction à la comptabilité', en: 'Introduction to Accounting' },
      ],
      [
        { fr: 'Statistiques et probabilités', en: 'Statistics and Probability' },
        { fr: "Finance d'entreprise", en: 'Corporate Finance' },
        { fr: 'Économie du développement', en: 'Development Economics' },
        { fr: 'Gestion budgétaire', en: 'Budgeting and Budgetary Control' },
      ],
      [
        { fr: 'Économétrie appliquée', en: 'Applied Econometrics' },
        { fr: 'Économie publique et finances publiques', en: 'Public Economics and Public Finance' },
        { fr: 'Évaluation de projets', en: 'Project Appraisal' },
        { fr: 'Mémoire de licence', en: "Bachelor's Dissertation" },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'relations-economiques-internationales',
    code: 'L-REI',
    title: {
      fr: 'Relations économiques internationales',
      en: 'International Economic Relations',
    },
    department: 'sciences-economiques',
    accredited: true,
    mention: 'economie',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/relations-economiques-internationales.svg',
    icon: 'globe',
    description: {
      fr: "Le Tchad dans l'économie mondiale : commerce international, intégration régionale et coopération économique, pour des carrières ouvertes sur l'extérieur.",
      en: 'Chad in the global economy: international trade, regional integration and economic cooperation, for outward-looking careers.',
    },
    about: {
      fr: "La licence en Relations économiques internationales étudie la place du Tchad et de l'Afrique centrale dans l'économie mondiale. Le programme couvre l'économie internationale, les politiques commerciales, les techniques du commerce international et du dédouanement, la finance internationale et le fonctionnement d'institutions comme la CEMAC, la CEEAC, la Zone de libre-échange continentale africaine et l'OMC. Les étudiants analysent des dossiers concrets : exportations de pétrole, de coton, de gomme arabique et de bétail, corridors de transport vers les ports de Douala et de Port-Soudan, négociations d'accords commerciaux. L'anglais et l'arabe des affaires sont renforcés tout au long du cursus, un atout précieux pour les carrières régionales.",
      en: 'The International Economic Relations degree examines the place of Chad and Central Africa in the global economy. The programme covers international economics, trade policy, international trade and customs procedures, international finance and the workings of institutions such as CEMAC, ECCAS, the African Continental Free Trade Area and the WTO. Students analyse concrete cases: exports of oil, cotton, gum arabic and livestock, transport corridors to the ports of Douala and Port Sudan, and trade agreement negotiations. Business English and Arabic are strengthened throughout the course, a valuable asset for regional careers.',
    },
    objectives: [
      {
        fr: 'Analyser les flux commerciaux et financiers entre le Tchad et ses partenaires',
        en: 'Analyse trade and financial flows between Chad and its partners',
      },
      {
        fr: "Conduire une opération d'import-export en maîtrisant les Incoterms et les formalités douanières",
        en: 'Handle an import-export operation, including Incoterms and customs formalities',
      },
      {
        fr: "Expliquer le rôle et les règles des organisations d'intégration régionale et des institutions internationales",
        en: 'Explain the role and rules of regional integration bodies and international institutions',
      },
      {
        fr: 'Rédiger une note de synthèse sur une question économique internationale, y compris en anglais',
        en: 'Write a briefing note on an international economic issue, including in English',
      },
    ],
    careers: [
      { fr: 'Chargé(e) de commerce international', en: 'International trade officer' },
      { fr: 'Transitaire et déclarant(e) en douane', en: 'Freight forwarder and customs broker' },
      {
        fr: 'Assistant(e) de programme en organisation internationale',
        en: 'Programme assistant in an international organisation',
      },
      {
        fr: 'Cadre des ministères du Commerce et des Affaires étrangères',
        en: 'Officer at the ministries of trade and foreign affairs',
      },
      { fr: 'Analyste en intégration régionale', en: 'Regional integration analyst' },
    ],
    curriculum: [
      [
        { fr: 'Économie générale', en: 'General Economics' },
        { fr: 'Géographie économique mondiale', en: 'World Economic Geography' },
        { fr: 'Histoire des relations internationales', en: 'History of International Relations' },
        { fr: 'Anglais économique', en: 'English for Economics' },
      ],
      [
        { fr: 'Économie internationale', en: 'International Economics' },
        { fr: 'Techniques du commerce international', en: 'International Trade Techniques' },
        { fr: 'Droit international économique', en: 'International Economic Law' },
        { fr: 'Arabe des affaires', en: 'Business Arabic' },
      ],
      [
        { fr: 'Intégration régionale CEMAC et CEEAC', en: 'CEMAC and ECCAS Regional Integration' },
        { fr: 'Finance internationale', en: 'International Finance' },
        { fr: 'Négociation commerciale internationale', en: 'International Trade Negotiation' },
        {
          fr: "Stage professionnel et rapport d'analyse",
          en: 'Professional Internship and Analytical Report',
        },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'banque-assurance-finance',
    code: 'L-BAF',
    title: {
      fr: 'Banque, assurance et finance',
      en: 'Banking, Insurance and Finance',
    },
    department: 'sciences-economiques',
    accredited: true,
    mention: 'banque-finance-comptabilite',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/banque-assurance-finance.svg',
    icon: 'bank',
    description: {
      fr: "Une licence tournée vers les métiers de la banque, de la microfinance, de l'assurance et du mobile money, enseignés au regard des règles de la COBAC et du Code CIMA.",
      en: 'A career-focused degree in banking, microfinance, insurance and mobile money, taught in the light of COBAC banking rules and the CIMA Insurance Code.',
    },
    about: {
      fr: "La licence en Banque, assurance et finance prépare aux métiers d'un secteur financier tchadien en pleine mutation, marqué par l'essor de la microfinance et des services de paiement par téléphone mobile. Les étudiants apprennent les opérations bancaires, l'analyse du risque de crédit, les produits d'assurance et le Code CIMA, les mathématiques financières et la réglementation prudentielle de la COBAC et de la BEAC. Les enseignements abordent aussi l'inclusion financière en milieu rural, la lutte contre le blanchiment de capitaux et une initiation à la finance islamique, demandée par une partie de la clientèle. Les étudiants peuvent quitter la formation avec un diplôme Bac+2 ou poursuivre jusqu'au stage de troisième année en banque ou en compagnie d'assurance.",
      en: "The Banking, Insurance and Finance degree prepares students for careers in Chad's fast-changing financial sector, shaped by the growth of microfinance and mobile phone payment services. Students learn banking operations, credit risk analysis, insurance products and the CIMA Code, financial mathematics and the prudential regulations of COBAC and BEAC. Teaching also covers rural financial inclusion, anti-money laundering and an introduction to Islamic finance, which part of the customer base asks for. Students may leave with a Bac+2 diploma or continue to the third-year internship in a bank or an insurance company.",
    },
    objectives: [
      {
        fr: 'Réaliser les opérations courantes de guichet et de gestion des comptes clients',
        en: 'Carry out routine counter operations and manage customer accounts',
      },
      {
        fr: 'Analyser un dossier de crédit et évaluer le risque présenté par un emprunteur',
        en: 'Analyse a loan application and assess the risk a borrower presents',
      },
      {
        fr: "Conseiller un client sur les produits d'épargne, de crédit et d'assurance",
        en: 'Advise customers on savings, credit and insurance products',
      },
      {
        fr: 'Appliquer les règles prudentielles et les procédures de lutte contre le blanchiment',
        en: 'Apply prudential rules and anti-money laundering procedures',
      },
    ],
    careers: [
      { fr: 'Chargé(e) de clientèle bancaire', en: 'Bank customer relationship officer' },
      { fr: 'Analyste crédit', en: 'Credit analyst' },
      {
        fr: 'Agent(e) de crédit en institution de microfinance',
        en: 'Loan officer in a microfinance institution',
      },
      {
        fr: 'Souscripteur(trice) et gestionnaire de sinistres en assurance',
        en: 'Insurance underwriter and claims handler',
      },
      { fr: 'Gestionnaire de services de mobile money', en: 'Mobile money services manager' },
    ],
    curriculum: [
      [
        { fr: 'Mathématiques financières', en: 'Financial Mathematics' },
        { fr: 'Économie monétaire et bancaire', en: 'Monetary and Banking Economics' },
        { fr: 'Introduction au système financier', en: 'Introduction to the Financial System' },
        { fr: 'Droit des contrats et des sûretés OHADA', en: 'OHADA Contract Law and Secured Transactions' },
      ],
      [
        { fr: 'Opérations et techniques bancaires', en: 'Banking Operations and Techniques' },
        { fr: 'Assurances et Code CIMA', en: 'Insurance and the CIMA Code' },
        { fr: 'Comptabilité bancaire', en: 'Bank Accounting' },
        { fr: 'Microfinance et inclusion financière', en: 'Microfinance and Financial Inclusion' },
      ],
      [
        { fr: 'Analyse du risque de crédit', en: 'Credit Risk Analysis' },
        { fr: 'Réglementation prudentielle COBAC', en: 'COBAC Prudential Regulation' },
        { fr: 'Monétique et paiements mobiles', en: 'Electronic and Mobile Payments' },
        { fr: 'Stage pratique en établissement financier', en: 'Placement in a Financial Institution' },
      ],
    ],
  },
  {
    type: 'licence',
    slug: 'comptabilite-finance',
    code: 'L-CFI',
    title: {
      fr: 'Comptabilité et finance',
      en: 'Accounting and Finance',
    },
    department: 'sciences-gestion',
    accredited: true,
    mention: 'banque-finance-comptabilite',
    applicationsOpen: true,
    level: 'bac+2/bac+3',
    image: '/images/programmes/comptabilite-finance.svg',
    icon: 'calculator',
    description: {
      fr: 'Tenir une comptabilité selon le SYSCOHADA révisé, établir les déclarations fiscales et analyser la santé financière des entreprises : une formation directement opérationnelle.',
      en: "Keep accounts under revised SYSCOHADA, prepare tax returns and analyse companies' financial health: hands-on training for immediate employment.",
    },
    about: {
      fr: "La licence en Comptabilité et finance forme des comptables opérationnels dès leur sortie. Le cursus suit une progression rigoureuse : comptabilité générale selon le SYSCOHADA révisé, comptabilité analytique et travaux de fin d'exercice, puis fiscalité tchadienne, audit et analyse financière. Les étudiants travaillent sur des logiciels de comptabilité et de paie, et traitent des dossiers complets d'entreprises commerciales, industrielles ou de services, y compris les obligations déclaratives auprès de la Direction générale des impôts. La formation constitue une première étape vers l'expertise comptable et les métiers de l'audit, très recherchés par les entreprises, les ONG et les projets financés par les bailleurs de fonds.",
      en: 'The Accounting and Finance degree trains accountants who are operational from day one. The course follows a rigorous progression: financial accounting under revised SYSCOHADA, cost accounting and year-end procedures, followed by Chadian taxation, auditing and financial analysis. Students work with accounting and payroll software and handle complete case files for trading, industrial and service companies, including filing obligations with the Directorate General of Taxes. The degree is a first step towards chartered accountancy and audit careers, which are in strong demand among businesses, NGOs and donor-funded projects.',
    },
    objectives: [
      {
        fr: "Tenir la comptabilité d'une entreprise et établir ses états financiers selon le SYSCOHADA révisé",
        en: "Keep a company's books and prepare its financial statements under revised SYSCOHADA",
      },
      {
        fr: "Calculer et déclarer les principaux impôts et taxes d'une entreprise au Tchad",
        en: "Calculate and file a company's main taxes and duties in Chad",
      },
      {
        fr: 'Mettre en place une comptabilité analytique et calculer des coûts de revient',
        en: 'Set up a cost accounting system and calculate full production costs',
      },
      {
        fr: "Réaliser un diagnostic financier et participer à une mission d'audit",
        en: 'Carry out a financial diagnosis and take part in an audit engagement',
      },
    ],
    careers: [
      { fr: "Comptable d'entreprise", en: 'Company accountant' },
      {
        fr: "Assistant(e) en cabinet d'expertise comptable",
        en: 'Assistant in a chartered accountancy firm',
      },
      { fr: 'Auditeur(trice) junior', en: 'Junior auditor' },
      { fr: 'Comptable de projets en ONG', en: 'NGO project accountant' },
      { fr: 'Gestionnaire de paie et de fiscalité', en: 'Payroll and tax officer' },
    ],
    curriculum: [
      [
        { fr: 'Comptabilité générale SYSCOHADA', en: 'SYSCOHADA Financial Accounting' },
        { fr: "Économie d'entreprise", en: 'Business Economics' },
        { fr: 'Droit des sociétés commerciales OHADA', en: 'OHADA Company Law' },
        { fr: 'Bureautique et tableur', en: 'Office Software and Spreadsheets' },
      ],
      [
        { fr: "Comptabilité analytique d'exploitation", en: 'Cost and Management Accounting' },
        { fr: "Travaux de fin d'exercice", en: 'Year-End Accounting Procedures' },
        { fr: 'Fiscalité tchadienne', en: 'Chadian Taxation' },
        { fr: 'Logiciels de comptabilité et de paie', en: 'Accounting and Payroll Software' },
      ],
      [
        { fr: 'Analyse financière', en: 'Financial Analysis' },
        { fr: 'Audit et contrôle interne', en: 'Auditing and Internal Control' },
        { fr: 'Comptabilité des sociétés', en: 'Company Accounting' },
        { fr: 'Stage en cabinet comptable', en: 'Accountancy Firm Internship' },
      ],
    ],
  },
] as const satisfies readonly LicenceProgramme[];
