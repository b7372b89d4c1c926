import type { MasterProgramme } from '@/content/types';

export const mastersB = [
  {
    slug: 'systemes-information-genie-logiciel',
    code: 'M-SIG',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: "Systèmes d'information et génie logiciel",
      en: 'Information Systems and Software Engineering',
    },
    department: 'sciences-techniques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: "Concevoir, développer et piloter des systèmes d'information fiables pour les entreprises, les banques et les administrations tchadiennes.",
      en: 'Design, build and manage reliable information systems for Chadian businesses, banks and public administrations.',
    },
    image: '/images/programmes/systemes-information-genie-logiciel.svg',
    icon: 'code',
    about: {
      fr: "Ce master s'adresse aux titulaires d'une licence en informatique, en mathématiques ou dans une discipline proche qui souhaitent diriger des projets logiciels d'envergure. Pendant deux ans, vous approfondissez l'architecture logicielle, les bases de données, le développement web et mobile, la sécurité des systèmes et la gestion de projet agile. Les enseignements partent des besoins réels du marché tchadien : dématérialisation des services publics, plateformes de mobile money, systèmes de gestion pour les banques, les ONG et les entreprises pétrolières, applications conçues pour des réseaux à faible débit. Le M1 consolide les fondamentaux techniques ; le M2 vous place en situation de responsabilité, avec un projet d'équipe encadré, un stage en entreprise et un mémoire professionnel soutenu devant un jury.",
      en: "This master's programme is designed for holders of a licence (bachelor's degree) in computer science, mathematics or a related field who want to lead substantial software projects. Over two years, you deepen your command of software architecture, databases, web and mobile development, systems security and agile project management. Teaching starts from the real needs of the Chadian market: the digitisation of public services, mobile money platforms, management systems for banks, NGOs and oil companies, and applications built for low-bandwidth networks. The first year (M1) consolidates the technical foundations; the second (M2) gives you real responsibility, with a supervised team project, a company internship and a professional thesis defended before a panel.",
    },
    objectives: [
      {
        fr: "Concevoir l'architecture d'une application et la documenter à l'aide de modèles reconnus comme UML",
        en: "Design an application's architecture and document it using recognised models such as UML",
      },
      {
        fr: 'Modéliser, administrer et optimiser une base de données relationnelle ou NoSQL',
        en: 'Model, administer and optimise a relational or NoSQL database',
      },
      {
        fr: 'Développer des applications web et mobiles robustes, adaptées aux connexions à faible débit',
        en: 'Develop robust web and mobile applications suited to low-bandwidth connections',
      },
      {
        fr: "Conduire un projet logiciel en méthode agile, de l'expression des besoins à la mise en production",
        en: 'Run a software project with agile methods, from gathering requirements to going live',
      },
      {
        fr: "Auditer la sécurité d'un système d'information et mettre en place des mesures de protection des données",
        en: 'Audit the security of an information system and put data protection measures in place',
      },
      {
        fr: "Automatiser les tests, l'intégration et le déploiement continus d'une application",
        en: 'Automate testing, continuous integration and continuous deployment for an application',
      },
      {
        fr: "Aligner le système d'information sur la stratégie d'une organisation et en piloter l'évolution",
        en: "Align an information system with an organisation's strategy and steer its development",
      },
    ],
    careers: [
      { fr: 'Ingénieur(e) logiciel', en: 'Software engineer' },
      { fr: "Architecte de systèmes d'information", en: 'Information systems architect' },
      { fr: 'Chef(fe) de projet informatique', en: 'IT project manager' },
      { fr: 'Administrateur(trice) de bases de données', en: 'Database administrator' },
      {
        fr: "Responsable de la sécurité des systèmes d'information",
        en: 'Information security officer',
      },
      { fr: 'Ingénieur(e) DevOps', en: 'DevOps engineer' },
      { fr: 'Consultant(e) en transformation numérique', en: 'Digital transformation consultant' },
    ],
    curriculum: [
      [
        { fr: 'Architecture logicielle avancée', en: 'Advanced software architecture' },
        { fr: 'Bases de données avancées', en: 'Advanced database systems' },
        { fr: 'Développement web et mobile', en: 'Web and mobile development' },
        { fr: 'Réseaux et systèmes distribués', en: 'Networks and distributed systems' },
        { fr: 'Méthodes agiles et gestion de projet', en: 'Agile methods and project management' },
      ],
      [
        { fr: "Sécurité des systèmes d'information", en: 'Information systems security' },
        { fr: 'Urbanisation et gouvernance des SI', en: 'Enterprise architecture and IT governance' },
        { fr: 'DevOps et informatique en nuage', en: 'DevOps and cloud computing' },
        { fr: 'Intelligence artificielle appliquée', en: 'Applied artificial intelligence' },
        {
          fr: 'Mémoire professionnel et stage en entreprise',
          en: 'Professional thesis and company internship',
        },
      ],
    ],
  },
  {
    slug: 'economie-developpement',
    code: 'M-EDV',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Économie du développement',
      en: 'Development Economics',
    },
    department: 'sciences-economiques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Une formation quantitative et appliquée pour analyser les politiques de développement, évaluer les projets et éclairer la décision publique au Tchad et en zone CEMAC.',
      en: 'A quantitative, applied programme to analyse development policy, evaluate projects and inform public decision-making in Chad and the CEMAC zone.',
    },
    image: '/images/programmes/economie-developpement.svg',
    icon: 'chart',
    about: {
      fr: "Ce master forme des économistes capables de comprendre et d'accompagner les transformations d'un pays comme le Tchad : dépendance aux recettes pétrolières, poids de l'élevage, du coton et de la gomme arabique dans les exportations, secteur informel dominant, forte croissance démographique. Ouvert aux titulaires d'une licence en économie ou en sciences sociales, il associe théorie du développement, économétrie appliquée et évaluation d'impact. Les étudiants travaillent sur des données d'enquêtes auprès des ménages, des budgets publics et des indicateurs de pauvreté. La première année pose les bases analytiques et quantitatives. La seconde porte sur les politiques publiques, le financement du développement et la gestion de projets, avant un stage et un mémoire consacré à une question économique concrète.",
      en: 'This programme trains economists able to understand and support the transformation of a country like Chad: dependence on oil revenues, the weight of livestock, cotton and gum arabic in exports, a dominant informal sector and rapid population growth. Open to holders of a licence in economics or the social sciences, it combines development theory, applied econometrics and impact evaluation. Students work with household survey data, public budgets and poverty indicators. The first year lays the analytical and quantitative foundations. The second turns to public policy, development finance and project management, before an internship and a thesis devoted to a concrete economic question.',
    },
    objectives: [
      {
        fr: 'Analyser les déterminants de la croissance, de la pauvreté et des inégalités dans une économie en développement',
        en: 'Analyse the drivers of growth, poverty and inequality in a developing economy',
      },
      {
        fr: "Construire et estimer des modèles économétriques à partir de données d'enquête",
        en: 'Build and estimate econometric models from survey data',
      },
      {
        fr: "Évaluer l'impact d'un projet ou d'une politique publique à l'aide de méthodes rigoureuses",
        en: 'Evaluate the impact of a project or public policy using rigorous methods',
      },
      {
        fr: "Élaborer le cadre logique et le budget d'un projet selon les exigences des bailleurs de fonds",
        en: "Draw up a project's logical framework and budget in line with donor requirements",
      },
      {
        fr: 'Analyser la gestion des recettes pétrolières et leurs effets sur les finances publiques',
        en: 'Analyse how oil revenues are managed and how they affect public finances',
      },
      {
        fr: "Rédiger une note de politique économique claire à l'intention des décideurs",
        en: 'Write a clear economic policy brief for decision-makers',
      },
      {
        fr: "Mener une enquête de terrain, de la conception du questionnaire à l'analyse des résultats",
        en: 'Carry out a field survey, from questionnaire design to analysis of the results',
      },
    ],
    careers: [
      {
        fr: 'Économiste dans un ministère ou une administration publique',
        en: 'Economist in a government ministry or public agency',
      },
      { fr: 'Chargé(e) de suivi-évaluation', en: 'Monitoring and evaluation officer' },
      {
        fr: 'Chargé(e) de programmes dans une organisation internationale',
        en: 'Programme officer in an international organisation',
      },
      {
        fr: 'Analyste dans un institut national de statistique',
        en: 'Analyst at a national statistics institute',
      },
      { fr: 'Consultant(e) en développement', en: 'Development consultant' },
      { fr: 'Chef(fe) de projet dans une ONG', en: 'NGO project manager' },
      { fr: "Chargé(e) d'études économiques", en: 'Economic research officer' },
    ],
    curriculum: [
      [
        { fr: 'Théories et politiques de développement', en: 'Development theory and policy' },
        { fr: 'Microéconomie du développement', en: 'Development microeconomics' },
        { fr: 'Macroéconomie des économies ouvertes', en: 'Open-economy macroeconomics' },
        { fr: 'Économétrie appliquée', en: 'Applied econometrics' },
        { fr: "Méthodes d'enquête et statistique", en: 'Survey methods and statistics' },
      ],
      [
        { fr: "Évaluation d'impact des politiques", en: 'Policy impact evaluation' },
        { fr: 'Économie des ressources naturelles', en: 'Natural resource economics' },
        { fr: 'Finances publiques et fiscalité', en: 'Public finance and taxation' },
        { fr: 'Gestion du cycle de projet', en: 'Project cycle management' },
        {
          fr: "Mémoire professionnel et stage d'application",
          en: 'Professional thesis and applied internship',
        },
      ],
    ],
  },
  {
    slug: 'banque-finance',
    code: 'M-BFI',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Banque et finance',
      en: 'Banking and Finance',
    },
    department: 'sciences-economiques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: "Les métiers de la banque, de la microfinance et de la finance d'entreprise, enseignés dans le cadre réglementaire de la COBAC et de la BEAC.",
      en: 'Banking, microfinance and corporate finance, taught within the regulatory framework of COBAC and the BEAC.',
    },
    image: '/images/programmes/banque-finance.svg',
    icon: 'bank',
    about: {
      fr: "Destiné aux titulaires d'une licence en économie, en gestion ou en finance, ce master prépare aux fonctions d'encadrement dans les banques commerciales, les établissements de microfinance et les directions financières des entreprises. Le programme couvre l'analyse financière, le crédit et la gestion des risques, les marchés de capitaux, la finance islamique et la conformité, en s'appuyant sur la réglementation de la COBAC et de la BEAC applicable au Tchad. Une place particulière est faite à l'inclusion financière : microfinance, mobile money et financement des petites entreprises comme des activités agropastorales. Après une première année consacrée aux techniques bancaires et financières, le M2 approfondit la gestion des risques, le contrôle et la stratégie, puis se conclut par un stage en établissement et un mémoire professionnel.",
      en: "Designed for holders of a licence in economics, management or finance, this master's prepares graduates for management roles in commercial banks, microfinance institutions and corporate finance departments. The programme covers financial analysis, lending and risk management, capital markets, Islamic finance and compliance, grounded in the COBAC and BEAC regulations that apply in Chad. Particular attention is paid to financial inclusion: microfinance, mobile money and the financing of small businesses and agro-pastoral activities. After a first year devoted to banking and financial techniques, the M2 goes deeper into risk management, control and strategy, and concludes with an internship in a financial institution and a professional thesis.",
    },
    objectives: [
      {
        fr: "Analyser les états financiers d'une entreprise et apprécier sa solvabilité avant l'octroi d'un crédit",
        en: "Analyse a company's financial statements and assess its creditworthiness before granting a loan",
      },
      {
        fr: "Appliquer les normes prudentielles de la COBAC et les règles de la BEAC à la gestion d'un établissement",
        en: 'Apply COBAC prudential standards and BEAC rules to the management of a financial institution',
      },
      {
        fr: 'Identifier, mesurer et maîtriser les risques de crédit, de marché, de liquidité et opérationnels',
        en: 'Identify, measure and control credit, market, liquidity and operational risks',
      },
      {
        fr: "Évaluer un actif financier et construire un portefeuille d'investissement",
        en: 'Value a financial asset and build an investment portfolio',
      },
      {
        fr: 'Concevoir des produits de microfinance et de paiement mobile adaptés à une clientèle peu bancarisée',
        en: 'Design microfinance and mobile payment products for customers with little access to banks',
      },
      {
        fr: 'Mettre en œuvre un dispositif de lutte contre le blanchiment des capitaux et le financement du terrorisme',
        en: 'Implement a framework to combat money laundering and the financing of terrorism',
      },
      {
        fr: 'Élaborer un plan de financement et conseiller une entreprise sur sa structure financière',
        en: 'Prepare a financing plan and advise a company on its capital structure',
      },
    ],
    careers: [
      { fr: 'Chargé(e) de clientèle entreprises', en: 'Corporate relationship manager' },
      { fr: 'Analyste crédit', en: 'Credit analyst' },
      { fr: 'Gestionnaire des risques', en: 'Risk manager' },
      { fr: 'Responsable conformité', en: 'Compliance officer' },
      { fr: "Directeur(trice) d'agence bancaire", en: 'Bank branch manager' },
      {
        fr: "Responsable d'un établissement de microfinance",
        en: 'Microfinance institution manager',
      },
      { fr: 'Contrôleur(se) de gestion bancaire', en: 'Bank management controller' },
    ],
    curriculum: [
      [
        { fr: 'Techniques et opérations bancaires', en: 'Banking techniques and operations' },
        { fr: 'Analyse financière approfondie', en: 'Advanced financial analysis' },
        { fr: 'Marchés et instruments financiers', en: 'Financial markets and instruments' },
        { fr: 'Réglementation bancaire en zone CEMAC', en: 'Banking regulation in the CEMAC zone' },
        { fr: 'Microfinance et inclusion financière', en: 'Microfinance and financial inclusion' },
      ],
      [
        { fr: 'Gestion des risques bancaires', en: 'Bank risk management' },
        { fr: 'Finance islamique et participative', en: 'Islamic and participatory finance' },
        { fr: 'Conformité et lutte anti-blanchiment', en: 'Compliance and anti-money laundering' },
        { fr: 'Ingénierie financière', en: 'Financial engineering' },
        { fr: 'Mémoire professionnel et stage bancaire', en: 'Professional thesis and banking internship' },
      ],
    ],
  },
  {
    slug: 'commerce-international',
    code: 'M-CIN',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Commerce international',
      en: 'International Trade',
    },
    department: 'sciences-economiques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Sécuriser les échanges entre le Tchad et ses partenaires grâce au droit, aux techniques douanières et aux opportunités ouvertes par la ZLECAf.',
      en: 'Secure trade between Chad and its partners through trade law, customs techniques and the opportunities opened up by the AfCFTA.',
    },
    image: '/images/programmes/commerce-international.svg',
    icon: 'globe',
    about: {
      fr: "Pays enclavé, le Tchad dépend de ses corridors, au premier rang desquels l'axe Douala–N'Djamena, pour importer ses biens d'équipement et exporter son bétail, son coton, sa gomme arabique et son sésame. Ce master forme des cadres capables de sécuriser ces échanges. Ouvert aux titulaires d'une licence en économie, en gestion, en droit ou en commerce, il couvre les techniques d'import-export, les Incoterms, le dédouanement, les paiements internationaux, le droit des contrats et la négociation interculturelle. Les règles commerciales de la CEMAC et la Zone de libre-échange continentale africaine (ZLECAf) sont étudiées comme des leviers concrets pour les entreprises. En fin de cursus, un stage en entreprise, en société de transit ou en banque donne lieu à un mémoire professionnel.",
      en: "As a landlocked country, Chad depends on its trade corridors, above all the Douala–N'Djamena route, to import capital goods and export its livestock, cotton, gum arabic and sesame. This programme trains managers able to make that trade secure. Open to holders of a licence in economics, management, law or business, it covers import-export techniques, Incoterms, customs clearance, international payments, contract law and cross-cultural negotiation. CEMAC trade rules and the African Continental Free Trade Area (AfCFTA) are studied as practical levers for businesses. At the end of the programme, an internship in a company, a freight forwarding firm or a bank leads to a professional thesis.",
    },
    objectives: [
      {
        fr: "Réaliser une opération d'import ou d'export de bout en bout, de la cotation au dédouanement",
        en: 'Handle an import or export transaction from start to finish, from quotation to customs clearance',
      },
      {
        fr: "Choisir l'Incoterm et le mode de paiement adaptés à chaque transaction, dont le crédit documentaire",
        en: 'Choose the right Incoterm and payment method for each transaction, including letters of credit',
      },
      {
        fr: 'Rédiger et négocier un contrat de vente internationale',
        en: 'Draft and negotiate an international sales contract',
      },
      {
        fr: "Appliquer les règles d'origine et les régimes douaniers de la CEMAC et de la ZLECAf",
        en: 'Apply the rules of origin and customs procedures of CEMAC and the AfCFTA',
      },
      {
        fr: "Réaliser une étude de marché à l'export et bâtir une stratégie de prospection",
        en: 'Conduct an export market study and build a prospecting strategy',
      },
      {
        fr: 'Évaluer et couvrir les risques de change, de transport et de non-paiement',
        en: 'Assess and hedge exchange-rate, transport and non-payment risks',
      },
      {
        fr: "Valoriser les filières d'exportation tchadiennes en respectant les normes de qualité des marchés visés",
        en: 'Promote Chadian export value chains while meeting the quality standards of target markets',
      },
    ],
    careers: [
      { fr: 'Responsable import-export', en: 'Import-export manager' },
      { fr: 'Transitaire et déclarant(e) en douane', en: 'Freight forwarder and customs broker' },
      { fr: 'Chargé(e) de développement international', en: 'International business developer' },
      { fr: 'Acheteur(se) international(e)', en: 'International buyer' },
      {
        fr: 'Chargé(e) des opérations de commerce extérieur en banque',
        en: 'Trade finance officer in a bank',
      },
      {
        fr: 'Conseiller(ère) en commerce extérieur dans une chambre de commerce',
        en: 'Foreign trade adviser at a chamber of commerce',
      },
      { fr: 'Négociant(e) en produits agricoles', en: 'Agricultural commodity trader' },
    ],
    curriculum: [
      [
        { fr: 'Techniques du commerce international', en: 'International trade techniques' },
        { fr: 'Droit du commerce international', en: 'International trade law' },
        { fr: 'Économie internationale', en: 'International economics' },
        { fr: 'Douane et fiscalité internationale', en: 'Customs and international taxation' },
        { fr: 'Marketing international', en: 'International marketing' },
      ],
      [
        { fr: 'Paiements et financements internationaux', en: 'International payments and trade finance' },
        { fr: 'Intégration régionale et ZLECAf', en: 'Regional integration and the AfCFTA' },
        { fr: 'Négociation interculturelle', en: 'Cross-cultural negotiation' },
        { fr: "Stratégie d'exportation", en: 'Export strategy' },
        {
          fr: 'Stage en entreprise et mémoire professionnel',
          en: 'Company internship and professional thesis',
        },
      ],
    ],
  },
  {
    slug: 'logistique-supply-chain',
    code: 'M-LSC',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Logistique et supply chain',
      en: 'Logistics and Supply Chain Management',
    },
    department: 'sciences-gestion',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: "Piloter les flux de marchandises, les stocks et le transport dans un pays enclavé, des corridors régionaux jusqu'au dernier kilomètre.",
      en: 'Manage goods flows, inventory and transport in a landlocked country, from regional corridors to the last mile.',
    },
    image: '/images/programmes/logistique-supply-chain.svg',
    icon: 'truck',
    about: {
      fr: "Depuis le port de Douala, un conteneur parcourt plus de 1 500 kilomètres avant d'atteindre N'Djamena : au Tchad, la logistique est un facteur de compétitivité décisif. Ce master forme des responsables capables d'organiser l'approvisionnement, le stockage, le transport et la distribution dans ce contexte exigeant. Ouvert aux titulaires d'une licence en gestion, en économie, en commerce ou en sciences techniques, il traite de la planification des flux, de la gestion des entrepôts, des achats, du transport multimodal et de la logistique humanitaire, très présente dans l'est du pays. Les outils numériques de traçabilité et de gestion des stocks sont pratiqués sur des études de cas. La deuxième année, orientée vers le pilotage stratégique de la chaîne, se termine par un stage et un mémoire professionnel.",
      en: "From the port of Douala, a container travels more than 1,500 kilometres before reaching N'Djamena: in Chad, logistics is a decisive factor in competitiveness. This programme trains managers able to organise procurement, storage, transport and distribution in this demanding context. Open to holders of a licence in management, economics, business or engineering sciences, it covers flow planning, warehouse management, purchasing, multimodal transport and humanitarian logistics, which plays a major role in the east of the country. Digital tracking and inventory management tools are practised through case studies. The second year, focused on managing the supply chain strategically, ends with an internship and a professional thesis.",
    },
    objectives: [
      {
        fr: "Cartographier une chaîne d'approvisionnement et en repérer les points de blocage",
        en: 'Map a supply chain and pinpoint its bottlenecks',
      },
      {
        fr: 'Prévoir la demande et planifier les approvisionnements pour éviter ruptures et surstocks',
        en: 'Forecast demand and plan replenishment to avoid both stock-outs and overstocking',
      },
      {
        fr: "Organiser l'exploitation d'un entrepôt et en optimiser l'espace et les coûts",
        en: 'Organise warehouse operations and optimise space and costs',
      },
      {
        fr: 'Choisir et coordonner les modes de transport sur un corridor multimodal, du port à la destination finale',
        en: 'Select and coordinate transport modes along a multimodal corridor, from port to final destination',
      },
      {
        fr: "Conduire un processus d'achat et évaluer la performance des fournisseurs",
        en: 'Run a procurement process and assess supplier performance',
      },
      {
        fr: "Concevoir une chaîne logistique d'urgence pour une opération humanitaire",
        en: 'Set up an emergency supply chain for a humanitarian operation',
      },
      {
        fr: "Piloter la performance logistique à l'aide d'indicateurs et d'outils numériques de traçabilité",
        en: 'Monitor logistics performance with key indicators and digital tracking tools',
      },
    ],
    careers: [
      { fr: 'Responsable logistique', en: 'Logistics manager' },
      { fr: 'Responsable supply chain', en: 'Supply chain manager' },
      { fr: 'Responsable des achats', en: 'Procurement manager' },
      { fr: "Chef(fe) d'entrepôt", en: 'Warehouse manager' },
      { fr: 'Responsable transport et transit', en: 'Transport and freight forwarding manager' },
      {
        fr: 'Logisticien(ne) dans une organisation humanitaire',
        en: 'Logistics officer in a humanitarian organisation',
      },
      { fr: 'Planificateur(trice) des approvisionnements', en: 'Supply planner' },
    ],
    curriculum: [
      [
        { fr: 'Fondamentaux du supply chain management', en: 'Supply chain management fundamentals' },
        { fr: 'Gestion des stocks et entreposage', en: 'Inventory and warehouse management' },
        { fr: 'Transport multimodal et transit', en: 'Multimodal transport and freight forwarding' },
        { fr: 'Achats et gestion des fournisseurs', en: 'Procurement and supplier management' },
        { fr: 'Recherche opérationnelle appliquée', en: 'Applied operations research' },
      ],
      [
        { fr: 'Prévision et planification de la demande', en: 'Demand forecasting and planning' },
        { fr: "Logistique humanitaire et d'urgence", en: 'Humanitarian and emergency logistics' },
        { fr: "Systèmes d'information logistiques", en: 'Logistics information systems' },
        { fr: 'Pilotage stratégique de la chaîne logistique', en: 'Strategic supply chain management' },
        {
          fr: 'Mémoire professionnel et stage logistique',
          en: 'Professional thesis and logistics internship',
        },
      ],
    ],
  },
  {
    slug: 'communication-marketing-digital',
    code: 'M-CMD',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Communication et marketing digital',
      en: 'Communication and Digital Marketing',
    },
    department: 'sciences-communication',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Des stratégies de communication et de marketing digital pensées pour des publics mobiles, multilingues et toujours fidèles à la radio.',
      en: 'Communication and digital marketing strategies designed for mobile-first, multilingual audiences who remain loyal to radio.',
    },
    image: '/images/programmes/communication-marketing-digital.svg',
    icon: 'megaphone',
    about: {
      fr: "Au Tchad, l'accès à Internet passe avant tout par le téléphone mobile, tandis que la radio reste le premier média dans de nombreuses régions. Ce master forme des professionnels capables de combiner ces canaux pour informer, convaincre et fidéliser. Ouvert aux titulaires d'une licence en communication, en marketing, en journalisme ou en gestion, il aborde la stratégie de marque, la création de contenus, la gestion des réseaux sociaux, la publicité en ligne, l'analyse des données d'audience et la communication de crise. Les projets reprennent des situations concrètes : campagne pour un service de mobile money, sensibilisation sanitaire en français et en arabe tchadien, lancement d'un produit local. Au fil des deux années, chaque étudiant constitue un portfolio de réalisations, complété en M2 par un stage et un mémoire professionnel.",
      en: 'In Chad, internet access is above all through mobile phones, while radio remains the leading medium in many regions. This programme trains professionals able to combine these channels to inform, persuade and build loyalty. Open to holders of a licence in communication, marketing, journalism or management, it covers brand strategy, content creation, social media management, online advertising, audience data analysis and crisis communication. Projects are built around concrete situations: a campaign for a mobile money service, a health awareness drive in French and Chadian Arabic, the launch of a local product. Over the two years, each student builds a portfolio of work, rounded off in the M2 by an internship and a professional thesis.',
    },
    objectives: [
      {
        fr: 'Élaborer une stratégie de communication intégrée associant médias traditionnels et canaux numériques',
        en: 'Develop an integrated communication strategy combining traditional media and digital channels',
      },
      {
        fr: 'Concevoir des contenus pensés pour le mobile, en plusieurs langues et pour des publics variés',
        en: 'Create mobile-first content in several languages for a wide range of audiences',
      },
      {
        fr: 'Animer et modérer des communautés sur les réseaux sociaux',
        en: 'Grow and moderate online communities on social media',
      },
      {
        fr: 'Planifier, budgéter et optimiser une campagne de publicité en ligne',
        en: 'Plan, budget and optimise an online advertising campaign',
      },
      {
        fr: "Mesurer l'audience et la performance d'une campagne grâce aux outils d'analyse de données",
        en: "Measure a campaign's reach and performance with data analytics tools",
      },
      {
        fr: "Gérer la réputation d'une organisation et sa communication en situation de crise",
        en: "Manage an organisation's reputation and its communication in a crisis",
      },
      {
        fr: 'Concevoir une campagne de changement de comportement pour un programme de santé ou de développement',
        en: 'Design a behaviour change campaign for a health or development programme',
      },
    ],
    careers: [
      { fr: 'Responsable de la communication', en: 'Communications manager' },
      { fr: 'Chef(fe) de projet marketing digital', en: 'Digital marketing project manager' },
      { fr: 'Community manager', en: 'Social media manager' },
      {
        fr: 'Chargé(e) de communication dans une ONG ou une organisation internationale',
        en: 'Communications officer in an NGO or international organisation',
      },
      { fr: 'Responsable de la publicité en ligne', en: 'Online advertising manager' },
      { fr: 'Chargé(e) des relations presse', en: 'Press relations officer' },
      { fr: 'Consultant(e) en stratégie de marque', en: 'Brand strategy consultant' },
    ],
    curriculum: [
      [
        { fr: 'Stratégies de communication des organisations', en: 'Organisational communication strategy' },
        { fr: 'Fondamentaux du marketing digital', en: 'Digital marketing fundamentals' },
        { fr: 'Création de contenus multimédias', en: 'Multimedia content creation' },
        { fr: 'Sociologie des médias et des publics', en: 'Media and audience studies' },
        { fr: 'Droit de la communication', en: 'Media and communication law' },
      ],
      [
        { fr: 'Réseaux sociaux et gestion de communautés', en: 'Social media and community management' },
        { fr: 'Publicité en ligne et référencement', en: 'Online advertising and search optimisation' },
        { fr: 'Analyse de données marketing', en: 'Marketing analytics' },
        { fr: 'Communication de crise et réputation', en: 'Crisis communication and reputation' },
        { fr: 'Mémoire professionnel et stage', en: 'Professional thesis and internship' },
      ],
    ],
  },
  {
    slug: 'sante-publique',
    code: 'M-SPU',
    type: 'master',
    level: 'bac+4/bac+5',
    title: {
      fr: 'Santé publique',
      en: 'Public Health',
    },
    department: 'sante',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Planifier et évaluer les programmes de santé, de la surveillance épidémiologique aux campagnes de vaccination et aux soins de santé primaires.',
      en: 'Plan and evaluate health programmes, from epidemiological surveillance to vaccination campaigns and primary health care.',
    },
    image: '/images/programmes/sante-publique.svg',
    icon: 'heart',
    about: {
      fr: "Paludisme, malnutrition, rougeole, choléra, mortalité maternelle : les défis sanitaires du Tchad exigent des professionnels capables d'agir à l'échelle des populations. Ce master s'adresse aux titulaires d'une licence en sciences de la santé, en soins infirmiers, en biologie ou en sciences sociales, ainsi qu'aux professionnels de santé titulaires d'un diplôme équivalent. Il couvre l'épidémiologie, la biostatistique, la surveillance et la riposte aux épidémies, l'organisation des soins de santé primaires, la planification des campagnes de vaccination, la santé de la mère et de l'enfant et la gestion des programmes en contexte humanitaire. Le M1 fournit les outils quantitatifs et les bases de l'organisation sanitaire ; le M2 met l'accent sur la gestion de programmes et la recherche opérationnelle, avant un stage de terrain et un mémoire professionnel.",
      en: "Malaria, malnutrition, measles, cholera, maternal mortality: Chad's health challenges call for professionals able to act at population level. This programme is open to holders of a licence in health sciences, nursing, biology or the social sciences, and to health professionals with an equivalent qualification. It covers epidemiology, biostatistics, disease surveillance and outbreak response, the organisation of primary health care, vaccination campaign planning, maternal and child health, and programme management in humanitarian settings. The M1 provides the quantitative tools and the foundations of health system organisation; the M2 focuses on programme management and operational research, before a field placement and a professional thesis.",
    },
    objectives: [
      {
        fr: "Mesurer l'état de santé d'une population à l'aide d'indicateurs épidémiologiques et démographiques",
        en: "Measure a population's health status using epidemiological and demographic indicators",
      },
      {
        fr: 'Concevoir une enquête épidémiologique et en analyser les données avec les outils de la biostatistique',
        en: 'Design an epidemiological survey and analyse its data with biostatistical tools',
      },
      {
        fr: 'Mettre en place un système de surveillance et coordonner la riposte à une épidémie',
        en: 'Set up a surveillance system and coordinate the response to an outbreak',
      },
      {
        fr: 'Planifier, exécuter et évaluer une campagne de vaccination',
        en: 'Plan, carry out and evaluate a vaccination campaign',
      },
      {
        fr: "Organiser les soins de santé primaires à l'échelle d'un district sanitaire",
        en: 'Organise primary health care across a health district',
      },
      {
        fr: "Gérer un programme de santé en situation d'urgence humanitaire",
        en: 'Manage a health programme in a humanitarian emergency',
      },
      {
        fr: 'Concevoir une action de promotion de la santé adaptée aux réalités culturelles des communautés',
        en: 'Design health promotion activities that fit the cultural realities of local communities',
      },
    ],
    careers: [
      { fr: 'Épidémiologiste', en: 'Epidemiologist' },
      { fr: 'Gestionnaire de programmes de santé', en: 'Health programme manager' },
      {
        fr: 'Coordinateur(trice) de projets de santé dans une ONG',
        en: 'Health project coordinator in an NGO',
      },
      { fr: 'Chargé(e) de surveillance épidémiologique', en: 'Disease surveillance officer' },
      {
        fr: 'Responsable du suivi-évaluation de programmes de santé',
        en: 'Health programme monitoring and evaluation lead',
      },
      { fr: 'Chargé(e) de promotion de la santé', en: 'Health promotion officer' },
      { fr: "Cadre de l'administration sanitaire", en: 'Health administration officer' },
    ],
    curriculum: [
      [
        { fr: 'Épidémiologie descriptive et analytique', en: 'Descriptive and analytical epidemiology' },
        { fr: "Biostatistique et logiciels d'analyse", en: 'Biostatistics and analysis software' },
        { fr: 'Démographie et indicateurs de santé', en: 'Demography and health indicators' },
        { fr: 'Organisation des systèmes de santé', en: 'Health systems organisation' },
        { fr: 'Promotion de la santé et communication', en: 'Health promotion and communication' },
      ],
      [
        { fr: 'Surveillance et riposte aux épidémies', en: 'Disease surveillance and outbreak response' },
        { fr: 'Planification des programmes de vaccination', en: 'Immunisation programme planning' },
        { fr: "Santé de la mère et de l'enfant", en: 'Maternal and child health' },
        { fr: 'Santé publique en contexte humanitaire', en: 'Public health in humanitarian settings' },
        { fr: 'Mémoire professionnel et stage de terrain', en: 'Professional thesis and field placement' },
      ],
    ],
  },
] as const satisfies readonly MasterProgramme[];
