import type { MasterProgramme } from '@/content/types';

export const mastersA = [
  {
    slug: 'audit-controle-gestion',
    code: 'M-ACG',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Audit et contrôle de gestion', en: 'Audit and Management Control' },
    department: 'management-gouvernance',
    accredited: false,
    applicationsOpen: true,
    description: {
      fr: 'Contrôle de gestion, audit interne et maîtrise des risques pour piloter la performance des entreprises et des établissements publics au Tchad.',
      en: 'Management control, internal audit and risk management to steer the performance of companies and public bodies in Chad.',
    },
    image: '/images/programmes/audit-controle-gestion.svg',
    icon: 'shield',
    about: {
      fr: "Le master Audit et contrôle de gestion s'adresse aux titulaires d'une licence en gestion, comptabilité, économie ou finance qui souhaitent évoluer vers des fonctions de pilotage et de contrôle. En deux ans, vous apprenez à concevoir des tableaux de bord, à bâtir et suivre des budgets, à conduire une mission d'audit interne et à cartographier les risques d'une organisation. Les enseignements s'appuient sur le SYSCOHADA révisé et sur des cas tirés de l'économie tchadienne : entreprises de services, sous-traitants du secteur pétrolier, établissements publics engagés dans la réforme des finances publiques. Le M1 consolide les fondamentaux du calcul des coûts et de la gestion budgétaire ; le M2 approfondit l'audit et la gouvernance, puis se conclut par un stage et un mémoire professionnel.",
      en: "The master's in Audit and Management Control is designed for holders of a licence (bachelor's degree) in management, accounting, economics or finance who want to move into performance management and oversight roles. Over two years you learn to design dashboards, build and monitor budgets, carry out internal audit engagements and map an organisation's risks. Teaching draws on the revised SYSCOHADA framework and on cases from the Chadian economy: service companies, oil-sector subcontractors and public bodies engaged in public finance reform. The first year (M1) consolidates the fundamentals of costing and budgeting; the second year (M2) goes deeper into audit and governance, and ends with an internship and a professional thesis.",
    },
    objectives: [
      {
        fr: "Concevoir et faire vivre un système de contrôle de gestion adapté à la taille et à l'activité d'une organisation",
        en: "Design and run a management control system suited to an organisation's size and activity",
      },
      {
        fr: 'Élaborer un budget, suivre son exécution et analyser les écarts entre prévisions et réalisations',
        en: 'Prepare a budget, monitor its execution and analyse variances between forecasts and actual results',
      },
      {
        fr: 'Construire des tableaux de bord et des indicateurs de performance utiles à la direction',
        en: 'Build dashboards and performance indicators that management can act on',
      },
      {
        fr: 'Calculer et analyser les coûts de revient par produit, service ou activité',
        en: 'Calculate and analyse full costs by product, service or activity',
      },
      {
        fr: "Planifier et conduire une mission d'audit interne, de la prise de connaissance au rapport final",
        en: 'Plan and carry out an internal audit engagement, from the preliminary survey to the final report',
      },
      {
        fr: "Évaluer le dispositif de contrôle interne et cartographier les risques d'une entité",
        en: "Assess an entity's internal control framework and map its risks",
      },
      {
        fr: 'Formuler des recommandations argumentées et en assurer le suivi auprès des responsables opérationnels',
        en: 'Make well-argued recommendations and follow up on them with operational managers',
      },
    ],
    careers: [
      { fr: 'Contrôleur(se) de gestion', en: 'Management controller' },
      { fr: 'Auditeur(trice) interne', en: 'Internal auditor' },
      { fr: 'Auditeur(trice) junior en cabinet', en: 'Junior auditor in an audit firm' },
      { fr: 'Responsable du contrôle interne', en: 'Internal control manager' },
      { fr: 'Analyste budgétaire', en: 'Budget analyst' },
      { fr: 'Chargé(e) de la gestion des risques', en: 'Risk officer' },
      { fr: 'Responsable administratif(ve) et financier(ère)', en: 'Administrative and finance manager' },
    ],
    curriculum: [
      [
        { fr: 'Contrôle de gestion approfondi', en: 'Advanced management control' },
        { fr: 'Comptabilité analytique et calcul des coûts', en: 'Cost accounting and costing' },
        { fr: 'Gestion budgétaire', en: 'Budgeting and budgetary control' },
        { fr: "Normes et techniques d'audit", en: 'Audit standards and techniques' },
        { fr: 'Statistiques et aide à la décision', en: 'Statistics and decision support' },
      ],
      [
        { fr: 'Audit interne et contrôle interne', en: 'Internal audit and internal control' },
        { fr: 'Gestion des risques et gouvernance', en: 'Risk management and governance' },
        { fr: "Systèmes d'information de gestion", en: 'Management information systems' },
        { fr: 'Audit du secteur public', en: 'Public sector audit' },
        { fr: 'Mémoire professionnel et stage', en: 'Professional thesis and internship' },
      ],
    ],
  },
  {
    slug: 'comptabilite-finance-master',
    code: 'M-CFI',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Comptabilité et finance', en: 'Accounting and Finance' },
    department: 'management-gouvernance',
    accredited: false,
    applicationsOpen: true,
    description: {
      fr: "Comptabilité selon le SYSCOHADA révisé, consolidation, fiscalité tchadienne et finance d'entreprise : les compétences attendues d'un cadre comptable et financier.",
      en: 'Revised SYSCOHADA accounting, consolidation, Chadian taxation and corporate finance: the skills expected of a senior accounting and finance professional.',
    },
    image: '/images/programmes/comptabilite-finance-master.svg',
    icon: 'calculator',
    about: {
      fr: "Ce master forme des cadres capables de produire une information comptable fiable et de l'exploiter pour éclairer les décisions financières. Ouvert aux titulaires d'une licence en comptabilité, finance, gestion ou économie, il couvre en M1 la comptabilité approfondie selon le SYSCOHADA révisé, la fiscalité des entreprises au Tchad, l'analyse financière et le droit des sociétés OHADA. Le M2 aborde la consolidation des comptes, l'évaluation d'entreprise, la gestion de trésorerie et les marchés financiers de la zone CEMAC, dont la bourse régionale, la BVMAC. Les études de cas portent sur des entreprises locales, des établissements de microfinance et des sociétés liées au secteur pétrolier. La formation se termine par un stage en entreprise, en cabinet ou en banque, et par la soutenance d'un mémoire professionnel.",
      en: "This master's trains professionals who can produce reliable accounting information and use it to support financial decisions. Open to holders of a licence (bachelor's degree) in accounting, finance, management or economics, it covers in M1 advanced accounting under revised SYSCOHADA, business taxation in Chad, financial analysis and OHADA company law. M2 turns to consolidated accounts, company valuation, cash management and the financial markets of the CEMAC zone, including the regional stock exchange, the BVMAC. Case studies involve local businesses, microfinance institutions and companies linked to the oil sector. The programme ends with an internship in a company, an accounting firm or a bank, and the defence of a professional thesis.",
    },
    objectives: [
      {
        fr: "Tenir et réviser une comptabilité conforme au SYSCOHADA révisé, jusqu'à l'établissement des états financiers",
        en: 'Keep and review accounts in line with revised SYSCOHADA, through to the preparation of financial statements',
      },
      {
        fr: "Établir les comptes consolidés d'un groupe de sociétés",
        en: 'Prepare consolidated accounts for a group of companies',
      },
      {
        fr: "Déterminer et déclarer les principaux impôts et taxes d'une entreprise au Tchad",
        en: "Calculate and file a company's main taxes in Chad",
      },
      {
        fr: "Réaliser le diagnostic financier d'une entreprise à partir de ses états financiers",
        en: 'Carry out a financial diagnosis of a company from its financial statements',
      },
      {
        fr: "Évaluer un projet d'investissement et choisir un mode de financement adapté",
        en: 'Appraise an investment project and choose a suitable source of financing',
      },
      {
        fr: 'Gérer la trésorerie au quotidien et anticiper les besoins de financement à court terme',
        en: 'Manage day-to-day cash and anticipate short-term financing needs',
      },
      {
        fr: "Évaluer une entreprise en vue d'une cession, d'une fusion ou d'une levée de fonds",
        en: 'Value a company ahead of a sale, a merger or a capital raise',
      },
    ],
    careers: [
      { fr: 'Chef(fe) comptable', en: 'Chief accountant' },
      { fr: 'Directeur(trice) administratif(ve) et financier(ère)', en: 'Chief financial officer' },
      { fr: "Trésorier(ère) d'entreprise", en: 'Corporate treasurer' },
      { fr: 'Analyste financier(ère)', en: 'Financial analyst' },
      { fr: "Chargé(e) d'affaires en banque", en: 'Bank relationship manager' },
      { fr: "Collaborateur(trice) en cabinet d'expertise comptable", en: 'Associate in an accounting firm' },
      { fr: 'Responsable fiscal(e)', en: 'Tax manager' },
    ],
    curriculum: [
      [
        { fr: 'Comptabilité approfondie SYSCOHADA', en: 'Advanced SYSCOHADA accounting' },
        { fr: 'Fiscalité des entreprises', en: 'Corporate taxation' },
        { fr: 'Analyse financière', en: 'Financial analysis' },
        { fr: 'Mathématiques financières', en: 'Financial mathematics' },
        { fr: 'Droit des sociétés OHADA', en: 'OHADA company law' },
      ],
      [
        { fr: 'Consolidation des comptes', en: 'Consolidated accounts' },
        { fr: "Finance d'entreprise et évaluation", en: 'Corporate finance and valuation' },
        { fr: 'Gestion de trésorerie', en: 'Treasury management' },
        { fr: 'Marchés financiers et bancaires CEMAC', en: 'CEMAC banking and financial markets' },
        { fr: 'Stage et mémoire professionnel', en: 'Internship and professional thesis' },
      ],
    ],
  },
  {
    slug: 'management-ressources-humaines',
    code: 'M-MRH',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Management des ressources humaines', en: 'Human Resource Management' },
    department: 'management-gouvernance',
    accredited: false,
    applicationsOpen: true,
    description: {
      fr: 'Recruter, former, rémunérer et accompagner les équipes dans le respect du Code du travail tchadien : une formation pour les futurs responsables RH.',
      en: "Recruiting, training, paying and supporting staff in line with Chad's Labour Code: a programme for future HR managers.",
    },
    image: '/images/programmes/management-ressources-humaines.svg',
    icon: 'people',
    about: {
      fr: "Le master Management des ressources humaines prépare à la fonction RH dans les entreprises, les administrations et les organisations internationales installées au Tchad. Il accueille des titulaires d'une licence en gestion, droit, psychologie, sociologie ou économie. La première année pose les bases : droit du travail et Code du travail tchadien, gestion administrative du personnel, paie et déclarations à la CNPS, comportement organisationnel et recrutement. La seconde année porte sur la gestion prévisionnelle des emplois et des compétences, l'ingénierie de formation, la rémunération, le dialogue social et la conduite du changement. Les cas étudiés reflètent la réalité locale : emploi de cadres nationaux dans le secteur pétrolier, gestion du personnel humanitaire recruté sur place, application des conventions collectives. Un stage en organisation, restitué dans un mémoire professionnel, clôt le cursus.",
      en: "The master's in Human Resource Management prepares you for HR roles in companies, public bodies and international organisations based in Chad. It welcomes holders of a licence (bachelor's degree) in management, law, psychology, sociology or economics. The first year lays the foundations: labour law and the Chadian Labour Code, personnel administration, payroll and CNPS social security returns, organisational behaviour and recruitment. The second year covers strategic workforce and skills planning, training design, pay policy, employee relations and change management. The cases studied reflect local realities: employing national staff in the oil sector, managing locally recruited humanitarian personnel and applying collective agreements. A work placement, written up as a professional thesis, rounds off the programme.",
    },
    objectives: [
      {
        fr: 'Appliquer le Code du travail et les conventions collectives dans la gestion quotidienne du personnel',
        en: 'Apply the Labour Code and collective agreements in day-to-day staff management',
      },
      {
        fr: "Organiser un processus de recrutement complet, de la définition du poste à l'intégration",
        en: 'Run a complete recruitment process, from defining the job to onboarding the new hire',
      },
      {
        fr: 'Établir la paie et les déclarations sociales obligatoires',
        en: 'Process payroll and file mandatory social security returns',
      },
      {
        fr: "Bâtir un plan de formation à partir d'une analyse des besoins en compétences",
        en: 'Build a training plan from an analysis of skills needs',
      },
      {
        fr: "Concevoir une politique de rémunération équitable et soutenable pour l'organisation",
        en: 'Design a pay policy that is fair and affordable for the organisation',
      },
      {
        fr: 'Conduire le dialogue social avec les délégués du personnel et prévenir les conflits collectifs',
        en: 'Conduct dialogue with staff representatives and prevent collective disputes',
      },
      {
        fr: 'Accompagner une réorganisation en tenant compte de ses effets sur les personnes',
        en: 'Guide a reorganisation while taking account of its impact on people',
      },
    ],
    careers: [
      { fr: 'Responsable des ressources humaines', en: 'Human resources manager' },
      { fr: 'Chargé(e) de recrutement', en: 'Recruitment officer' },
      { fr: 'Gestionnaire de paie', en: 'Payroll officer' },
      { fr: 'Responsable de la formation', en: 'Training manager' },
      { fr: 'Chargé(e) des relations sociales', en: 'Employee relations officer' },
      { fr: 'Consultant(e) en ressources humaines', en: 'HR consultant' },
      { fr: 'Responsable RH en organisation humanitaire', en: 'HR officer in a humanitarian organisation' },
    ],
    curriculum: [
      [
        { fr: 'Droit du travail et sécurité sociale', en: 'Labour and social security law' },
        { fr: 'Administration du personnel et paie', en: 'Personnel administration and payroll' },
        { fr: 'Comportement organisationnel', en: 'Organisational behaviour' },
        { fr: 'Recrutement et gestion des talents', en: 'Recruitment and talent management' },
        { fr: 'Méthodes de recherche en gestion', en: 'Research methods in management' },
      ],
      [
        {
          fr: 'Gestion prévisionnelle des emplois et compétences',
          en: 'Strategic workforce and skills planning',
        },
        { fr: 'Ingénierie de la formation', en: 'Training design and management' },
        { fr: 'Rémunération et avantages sociaux', en: 'Pay and benefits' },
        { fr: 'Dialogue social et conduite du changement', en: 'Employee relations and change management' },
        {
          fr: 'Mémoire professionnel et stage en organisation',
          en: 'Professional thesis and work placement',
        },
      ],
    ],
  },
  {
    slug: 'management-ong',
    code: 'M-ONG',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Management des ONG', en: 'NGO Management' },
    department: 'management-gouvernance',
    accredited: false,
    applicationsOpen: true,
    description: {
      fr: 'Concevoir, financer, piloter et évaluer des projets humanitaires et de développement, au plus près des ONG et des agences actives au Tchad.',
      en: 'Designing, funding, running and evaluating humanitarian and development projects, close to the NGOs and agencies working in Chad.',
    },
    image: '/images/programmes/management-ong.svg',
    icon: 'handshake',
    about: {
      fr: "Le Tchad accueille l'une des plus importantes présences humanitaires du Sahel, notamment à l'est, auprès des réfugiés soudanais, et au sud, auprès des réfugiés centrafricains. Ce master forme les cadres dont ces organisations ont besoin. Accessible avec une licence en gestion, sciences sociales, droit, économie ou santé, il enseigne en M1 la gestion du cycle de projet, le cadre logique, la gestion financière, le reporting aux bailleurs et le droit international humanitaire. Le M2 traite du suivi-évaluation, de la coordination humanitaire, de la logistique et de la sécurité en zone isolée, ainsi que de la mobilisation de ressources. La redevabilité envers les populations guide tout le cursus. Un stage auprès d'une ONG, d'une association ou d'une agence internationale nourrit le mémoire professionnel.",
      en: "Chad hosts one of the largest humanitarian presences in the Sahel, particularly in the east, alongside Sudanese refugees, and in the south, alongside refugees from the Central African Republic. This master's trains the managers these organisations need. Open to holders of a licence (bachelor's degree) in management, social sciences, law, economics or health, it teaches in M1 project cycle management, the logical framework, financial management, donor reporting and international humanitarian law. M2 covers monitoring and evaluation, humanitarian coordination, logistics and security in remote areas, and resource mobilisation. Accountability to affected people runs through the whole programme. An internship with an NGO, an association or an international agency feeds into the professional thesis.",
    },
    objectives: [
      {
        fr: "Conduire toutes les étapes du cycle de projet, de l'identification des besoins à la clôture",
        en: 'Manage every stage of the project cycle, from needs assessment to close-out',
      },
      {
        fr: "Rédiger une proposition de financement conforme aux exigences d'un bailleur",
        en: "Write a funding proposal that meets a donor's requirements",
      },
      {
        fr: "Gérer le budget d'un projet et produire les rapports financiers attendus par les donateurs",
        en: 'Manage a project budget and produce the financial reports donors expect',
      },
      {
        fr: 'Mettre en place un système de suivi-évaluation fondé sur des indicateurs mesurables',
        en: 'Set up a monitoring and evaluation system based on measurable indicators',
      },
      {
        fr: "Organiser la logistique et les approvisionnements d'une intervention en zone isolée",
        en: 'Organise logistics and supplies for an operation in a remote area',
      },
      {
        fr: 'Appliquer les principes humanitaires et les standards de redevabilité envers les populations',
        en: 'Apply humanitarian principles and standards of accountability to affected people',
      },
      {
        fr: 'Encadrer une équipe de projet et entretenir les relations avec les autorités locales et les partenaires',
        en: 'Lead a project team and maintain relations with local authorities and partners',
      },
    ],
    careers: [
      { fr: 'Chef(fe) de projet en ONG', en: 'NGO project manager' },
      { fr: 'Chargé(e) de suivi-évaluation', en: 'Monitoring and evaluation officer' },
      { fr: 'Coordinateur(trice) de programme humanitaire', en: 'Humanitarian programme coordinator' },
      { fr: "Administrateur(trice) financier(ère) d'ONG", en: 'NGO finance officer' },
      { fr: 'Chargé(e) de partenariats et de collecte de fonds', en: 'Partnerships and fundraising officer' },
      { fr: 'Logisticien(ne) humanitaire', en: 'Humanitarian logistician' },
      { fr: "Responsable d'association ou de fondation", en: 'Manager of an association or foundation' },
    ],
    curriculum: [
      [
        { fr: "Environnement des ONG et de l'aide", en: 'The NGO and aid landscape' },
        { fr: 'Gestion du cycle de projet', en: 'Project cycle management' },
        { fr: 'Gestion financière et reporting bailleurs', en: 'Financial management and donor reporting' },
        { fr: 'Droit international humanitaire', en: 'International humanitarian law' },
        { fr: 'Diagnostic communautaire et participation', en: 'Community assessment and participation' },
      ],
      [
        { fr: 'Suivi-évaluation de projets', en: 'Project monitoring and evaluation' },
        { fr: 'Coordination et action humanitaire', en: 'Humanitarian action and coordination' },
        { fr: 'Logistique et sécurité en zone isolée', en: 'Logistics and security in remote areas' },
        { fr: 'Mobilisation de ressources', en: 'Resource mobilisation' },
        { fr: 'Stage en ONG et mémoire professionnel', en: 'NGO internship and professional thesis' },
      ],
    ],
  },
  {
    slug: 'droit-affaires',
    code: 'M-DAF',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Droit des affaires (OHADA)', en: 'Business Law (OHADA)' },
    department: 'sciences-juridiques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Le droit OHADA au service des entreprises : sociétés commerciales, contrats, sûretés, procédures collectives, arbitrage et droit bancaire CEMAC.',
      en: 'OHADA law in practice for business: commercial companies, contracts, security interests, insolvency, arbitration and CEMAC banking law.',
    },
    image: '/images/programmes/droit-affaires.svg',
    icon: 'scale',
    about: {
      fr: "Comme les seize autres États membres de l'OHADA, le Tchad applique des actes uniformes qui régissent la vie des entreprises. Ce master forme des juristes capables de les mettre en œuvre. Destiné aux titulaires d'une licence en droit, il approfondit en M1 le droit des sociétés commerciales et du GIE, le droit commercial général, les sûretés, les contrats d'affaires et la fiscalité des entreprises. Le M2 couvre les procédures collectives et les voies d'exécution, l'arbitrage devant la CCJA, la réglementation bancaire et des changes de la CEMAC, ainsi que le droit des investissements dans les industries extractives. Les exercices pratiques y tiennent une large place : statuts, contrats, consultations, commentaires d'arrêts. Un stage en cabinet, en entreprise ou en banque débouche sur le mémoire professionnel.",
      en: "Like the sixteen other OHADA member states, Chad applies uniform acts that govern how businesses operate. This master's trains lawyers who can put them to work. Intended for holders of a licence (bachelor's degree) in law, it deepens in M1 the law of commercial companies and economic interest groups, general commercial law, security interests, business contracts and business taxation. M2 covers insolvency and enforcement proceedings, arbitration before the CCJA, CEMAC banking and exchange regulations, and investment law in the extractive industries. Practical exercises carry real weight: drafting articles of association, contracts and legal opinions, and analysing case law. An internship in a law firm, a company or a bank leads to the professional thesis.",
    },
    objectives: [
      {
        fr: "Constituer une société commerciale et rédiger ses statuts conformément à l'Acte uniforme",
        en: 'Set up a commercial company and draft its articles of association in line with the Uniform Act',
      },
      {
        fr: 'Rédiger et négocier des contrats commerciaux qui protègent les intérêts du client',
        en: "Draft and negotiate commercial contracts that protect the client's interests",
      },
      {
        fr: 'Choisir et constituer les sûretés adaptées à une opération de crédit',
        en: 'Choose and put in place the right security interests for a credit transaction',
      },
      {
        fr: 'Conseiller une entreprise en difficulté sur les procédures collectives ouvertes par le droit OHADA',
        en: 'Advise a company in difficulty on the insolvency proceedings available under OHADA law',
      },
      {
        fr: "Engager et suivre une procédure de recouvrement de créances ou une voie d'exécution",
        en: 'Initiate and follow through debt recovery and enforcement proceedings',
      },
      {
        fr: "Préparer un dossier d'arbitrage ou de médiation commerciale",
        en: 'Prepare a case for commercial arbitration or mediation',
      },
      {
        fr: "Rédiger une consultation juridique claire en s'appuyant sur la jurisprudence et la doctrine",
        en: 'Write a clear legal opinion grounded in case law and legal scholarship',
      },
    ],
    careers: [
      { fr: "Juriste d'entreprise", en: 'In-house lawyer' },
      { fr: "Juriste de banque ou d'assurance", en: 'Legal officer in banking or insurance' },
      { fr: "Collaborateur(trice) juridique en cabinet d'avocats", en: 'Legal associate in a law firm' },
      { fr: 'Conseiller(ère) juridique en cabinet de conseil', en: 'Legal adviser in a consultancy' },
      { fr: 'Chargé(e) du contentieux et du recouvrement', en: 'Litigation and debt recovery officer' },
      { fr: 'Secrétaire juridique de société', en: 'Company secretary' },
      {
        fr: 'Responsable des contrats dans le secteur pétrolier et minier',
        en: 'Contracts manager in the oil and mining sector',
      },
    ],
    curriculum: [
      [
        { fr: 'Droit des sociétés commerciales OHADA', en: 'OHADA commercial company law' },
        { fr: 'Droit commercial général', en: 'General commercial law' },
        { fr: 'Droit des sûretés', en: 'Law of security interests' },
        { fr: "Droit des contrats d'affaires", en: 'Business contract law' },
        { fr: 'Droit fiscal des affaires', en: 'Business tax law' },
      ],
      [
        { fr: "Procédures collectives et voies d'exécution", en: 'Insolvency and enforcement proceedings' },
        {
          fr: 'Arbitrage et modes alternatifs de règlement',
          en: 'Arbitration and alternative dispute resolution',
        },
        { fr: 'Droit bancaire et des changes CEMAC', en: 'CEMAC banking and exchange law' },
        {
          fr: 'Droit des investissements et industries extractives',
          en: 'Investment and extractive industries law',
        },
        { fr: 'Stage juridique et mémoire professionnel', en: 'Legal internship and professional thesis' },
      ],
    ],
  },
  {
    slug: 'droit-public-administration',
    code: 'M-DPA',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Droit public et administration territoriale', en: 'Public Law and Local Government' },
    department: 'sciences-juridiques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: "Droit administratif, finances publiques et décentralisation : une formation pour servir l'État, les provinces et les communes du Tchad.",
      en: 'Administrative law, public finance and decentralisation: a programme for careers serving the Chadian state, its provinces and its municipalities.',
    },
    image: '/images/programmes/droit-public-administration.svg',
    icon: 'landmark',
    about: {
      fr: "La décentralisation engagée au Tchad confie aux provinces et aux communes des compétences et des budgets propres, tandis que la réforme des finances publiques, inspirée des directives de la CEMAC, transforme la préparation et l'exécution du budget de l'État. Ce master forme les juristes et les administrateurs qui accompagnent ces changements. Il recrute des titulaires d'une licence en droit, en science politique ou en administration publique et approfondit en M1 le droit administratif, le contentieux administratif, le droit constitutionnel et les finances publiques. Le M2 porte sur le droit des collectivités autonomes, la fiscalité locale, les marchés publics et la gestion des revenus pétroliers. Le stage, effectué dans une administration, une collectivité ou un projet d'appui à la gouvernance, fait l'objet d'un mémoire professionnel.",
      en: "Decentralisation in Chad gives provinces and municipalities their own powers and budgets, while public finance reform, based on CEMAC directives, is changing how the state budget is prepared and executed. This master's trains the lawyers and administrators who support these changes. It admits holders of a licence (bachelor's degree) in law, political science or public administration and deepens in M1 administrative law, administrative litigation, constitutional law and public finance. M2 focuses on local government law, local taxation, public procurement and oil revenue management. The internship, in a government department, a local authority or a governance support project, is the subject of a professional thesis.",
    },
    objectives: [
      {
        fr: 'Rédiger des actes administratifs réguliers et en contrôler la légalité',
        en: 'Draft lawful administrative acts and review their legality',
      },
      {
        fr: "Préparer, exécuter et contrôler le budget d'une collectivité autonome",
        en: 'Prepare, execute and monitor the budget of a local authority',
      },
      {
        fr: 'Conduire une procédure de passation de marché public dans le respect des règles en vigueur',
        en: 'Run a public procurement process in line with the applicable rules',
      },
      {
        fr: 'Analyser un litige administratif et préparer un mémoire devant le juge',
        en: 'Analyse an administrative dispute and prepare written submissions for the court',
      },
      {
        fr: "Expliquer la répartition des compétences entre l'État et les collectivités décentralisées",
        en: 'Explain how powers are shared between the state and decentralised authorities',
      },
      {
        fr: 'Mobiliser les ressources fiscales locales et en améliorer le recouvrement',
        en: 'Mobilise local tax revenue and improve its collection',
      },
      {
        fr: 'Concevoir et suivre une politique publique locale avec les services déconcentrés et la société civile',
        en: 'Design and monitor a local public policy with devolved state services and civil society',
      },
    ],
    careers: [
      { fr: "Cadre de l'administration centrale", en: 'Officer in central government' },
      {
        fr: 'Secrétaire général(e) de commune ou de province',
        en: 'Secretary general of a municipality or province',
      },
      { fr: 'Spécialiste des marchés publics', en: 'Public procurement specialist' },
      { fr: 'Contrôleur(se) budgétaire', en: 'Budget controller' },
      { fr: 'Juriste en administration publique', en: 'Legal officer in public administration' },
      {
        fr: 'Chargé(e) de programme gouvernance et décentralisation',
        en: 'Governance and decentralisation programme officer',
      },
      { fr: 'Attaché(e) parlementaire', en: 'Parliamentary assistant' },
    ],
    curriculum: [
      [
        { fr: 'Droit administratif approfondi', en: 'Advanced administrative law' },
        { fr: 'Contentieux administratif', en: 'Administrative litigation' },
        { fr: 'Droit constitutionnel et institutions', en: 'Constitutional law and institutions' },
        { fr: 'Finances publiques', en: 'Public finance' },
        { fr: 'Science administrative', en: 'Public administration theory' },
      ],
      [
        { fr: 'Droit des collectivités autonomes', en: 'Local government law' },
        { fr: 'Fiscalité et budget locaux', en: 'Local taxation and budgeting' },
        { fr: 'Marchés publics', en: 'Public procurement' },
        { fr: 'Gestion des revenus pétroliers', en: 'Oil revenue management' },
        { fr: 'Stage en administration et mémoire', en: 'Public sector internship and thesis' },
      ],
    ],
  },
  {
    slug: 'reseaux-securite-informatique',
    code: 'M-RSI',
    type: 'master',
    level: 'bac+4/bac+5',
    title: { fr: 'Réseaux et sécurité informatique', en: 'Networks and Cybersecurity' },
    department: 'sciences-techniques',
    accredited: false,
    applicationsOpen: false,
    description: {
      fr: 'Concevoir, administrer et sécuriser les réseaux des organisations, des centres de données aux infrastructures de paiement mobile.',
      en: "Designing, running and securing organisations' networks, from data centres to mobile payment infrastructure.",
    },
    image: '/images/programmes/reseaux-securite-informatique.svg',
    icon: 'network',
    about: {
      fr: "Banques, opérateurs télécoms, services de paiement mobile et administrations numérisent leurs activités au Tchad, et tous ont besoin de réseaux fiables et protégés. Les titulaires d'une licence en informatique, réseaux, télécommunications ou mathématiques appliquées y deviennent des spécialistes des systèmes et des réseaux attentifs aux menaces actuelles. Le M1 couvre le routage et la commutation, l'administration Linux et Windows, la cryptographie appliquée, la virtualisation, l'informatique en nuage et l'automatisation réseau. Le M2 traite des tests d'intrusion, de la supervision et de la réponse aux incidents, de la sécurité des réseaux mobiles et sans fil, et de la gouvernance de la sécurité selon la norme ISO 27001. Le dernier semestre est consacré au stage et au mémoire professionnel.",
      en: "Banks, telecoms operators, mobile money services and government departments in Chad are moving their activities online, and all of them need reliable, well-protected networks. Holders of a licence (bachelor's degree) in computer science, networking, telecommunications or applied mathematics become systems and network specialists who understand today's threats. M1 covers routing and switching, Linux and Windows administration, applied cryptography, virtualisation and cloud computing, and network automation. M2 deals with offensive security and penetration testing, monitoring and incident response, mobile and wireless network security, and security governance based on the ISO 27001 standard. The final semester is devoted to the internship and the professional thesis.",
    },
    objectives: [
      {
        fr: "Concevoir l'architecture réseau d'une organisation multisite et en planifier l'adressage",
        en: 'Design the network architecture of a multi-site organisation and plan its addressing',
      },
      {
        fr: 'Configurer et dépanner routeurs, commutateurs, pare-feu et réseaux privés virtuels',
        en: 'Configure and troubleshoot routers, switches, firewalls and VPNs',
      },
      {
        fr: 'Administrer des serveurs Linux et Windows ainsi que des environnements virtualisés',
        en: 'Administer Linux and Windows servers and virtualised environments',
      },
      {
        fr: "Réaliser un test d'intrusion autorisé et rédiger un rapport de vulnérabilités",
        en: 'Carry out an authorised penetration test and report the vulnerabilities found',
      },
      {
        fr: "Mettre en place la supervision d'un réseau et répondre à un incident de sécurité",
        en: 'Set up network monitoring and respond to a security incident',
      },
      {
        fr: "Rédiger une politique de sécurité des systèmes d'information alignée sur la norme ISO 27001",
        en: 'Write an information security policy aligned with the ISO 27001 standard',
      },
      {
        fr: "Élaborer un plan de sauvegarde et de continuité d'activité",
        en: 'Draw up a backup and business continuity plan',
      },
    ],
    careers: [
      { fr: 'Administrateur(trice) systèmes et réseaux', en: 'Systems and network administrator' },
      { fr: 'Ingénieur(e) réseau', en: 'Network engineer' },
      { fr: 'Analyste en sécurité informatique', en: 'Security analyst' },
      {
        fr: "Responsable de la sécurité des systèmes d'information",
        en: 'Chief information security officer',
      },
      { fr: 'Auditeur(trice) en sécurité informatique', en: 'IT security auditor' },
      { fr: 'Architecte réseau chez un opérateur télécoms', en: 'Network architect at a telecoms operator' },
      { fr: 'Consultant(e) en cybersécurité', en: 'Cybersecurity consultant' },
    ],
    curriculum: [
      [
        { fr: 'Routage et commutation avancés', en: 'Advanced routing and switching' },
        { fr: 'Administration des systèmes Linux et Windows', en: 'Linux and Windows system administration' },
        { fr: 'Cryptographie appliquée', en: 'Applied cryptography' },
        { fr: 'Virtualisation et informatique en nuage', en: 'Virtualisation and cloud computing' },
        { fr: 'Programmation et automatisation réseau', en: 'Network programming and automation' },
      ],
      [
        { fr: "Sécurité offensive et tests d'intrusion", en: 'Offensive security and penetration testing' },
        { fr: 'Supervision et réponse aux incidents', en: 'Monitoring and incident response' },
        { fr: 'Sécurité des réseaux mobiles et sans fil', en: 'Mobile and wireless network security' },
        { fr: 'Gouvernance et audit de la sécurité', en: 'Security governance and audit' },
        { fr: "Projet de fin d'études, stage et mémoire", en: 'Final project, internship and thesis' },
      ],
    ],
  },
] as const satisfies readonly MasterProgramme[];
