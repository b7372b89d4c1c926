import { formatNumber } from '@/i18n/format';
import type { Localized } from '@/content/types';
import { accreditation } from './accreditation';
import { spelled } from './numbers';
import { allProgrammes } from './programmes';
import { site } from './site';

const programmeCount = allProgrammes().length;
const { since, diplomas, programmes: accreditedCount } = accreditation;

/**
 * Figures the institution states that no registry holds: more than 5000 students. The founding
 * year lives in `site.foundedYear` (years of existence are derived from it), the number of
 * programmes is the registry's and the CAMES facts are `accreditation` (content/accreditation.ts).
 */
export const keyFigures = {
  students: 5000,
} as const;

export interface Benefit {
  id: 'excellence' | 'recognition' | 'innovation' | 'guidance';
  title: Localized;
  text: Localized;
}

export interface StructuralUnit {
  id: string;
  name: Localized;
  description: Localized;
}

export interface Step {
  id: string;
  title: Localized;
  text: Localized;
}

export const mission: Localized = {
  fr: "L'Université a pour mission de former, au Tchad, des diplômés compétents, intègres et immédiatement opérationnels, capables de contribuer au développement de leur pays. Elle associe un enseignement de qualité reconnu par le CAMES, une pédagogie tournée vers la pratique et un accompagnement personnalisé de chaque étudiant, de l'admission à l'insertion professionnelle.",
  en: "The University's mission is to educate, in Chad, competent and principled graduates who are ready for work and able to contribute to their country's development. It combines high-quality teaching recognised by CAMES, a practice-oriented approach and personal support for every student, from admission to their first job.",
  ar: 'تتمثل رسالة الجامعة في أن تكوّن، في تشاد، خريجين أكفاء نزهاء قادرين على العمل فور تخرجهم وعلى الإسهام في تنمية بلدهم. وهي تجمع بين تعليم عالي الجودة يعترف به المجلس الإفريقي والملغاشي للتعليم العالي (CAMES)، وطرائق تدريس موجهة نحو الممارسة، ومرافقة شخصية لكل طالب، من القبول إلى الاندماج المهني.',
};

export const vision: Localized = {
  fr: "Devenir une référence de l'enseignement supérieur privé en Afrique centrale, reconnue pour l'excellence de ses formations et la réussite de ses diplômés. L'Université veut former des leaders qui placent l'humain au cœur de leurs décisions et font du savoir un levier de progrès pour le Tchad et pour l'Afrique.",
  en: 'To become a benchmark for private higher education in Central Africa, known for the excellence of its programmes and the success of its graduates. The University aims to shape leaders who put people at the heart of their decisions and turn knowledge into a driver of progress for Chad and for Africa.',
  ar: 'أن تصبح الجامعة مرجعًا في التعليم العالي الخاص في إفريقيا الوسطى، معروفة بتميز برامجها ونجاح خريجيها. وتسعى الجامعة إلى تكوين قادة يضعون الإنسان في صميم قراراتهم، ويجعلون من المعرفة رافعة للتقدم في تشاد وفي إفريقيا.',
};

export const objectives: readonly Localized[] = [
  {
    fr: 'Offrir des formations de licence et de master conformes aux normes du CAMES et régulièrement évaluées.',
    en: "Offer bachelor's and master's programmes that meet CAMES standards and are reviewed regularly.",
    ar: 'تقديم برامج في الليسانس والماستر مطابقة لمعايير المجلس الإفريقي والملغاشي للتعليم العالي (CAMES) وخاضعة للتقييم بانتظام.',
  },
  {
    fr: "Favoriser l'insertion professionnelle des diplômés grâce aux stages, aux projets et aux partenariats avec le monde du travail.",
    en: 'Help graduates into employment through internships, projects and partnerships with the world of work.',
    ar: 'تيسير الاندماج المهني للخريجين بفضل التدريبات الميدانية والمشاريع والشراكات مع عالم الشغل.',
  },
  {
    fr: "Développer une recherche appliquée qui répond aux besoins du Tchad en matière de droit, de santé, d'économie et de technologie.",
    en: "Develop applied research that addresses Chad's needs in law, health, economics and technology.",
    ar: 'تطوير بحث تطبيقي يستجيب لاحتياجات تشاد في مجالات القانون والصحة والاقتصاد والتكنولوجيا.',
  },
  {
    fr: "Former des citoyens responsables, attachés à l'éthique, au respect de l'autre et au service de la communauté.",
    en: 'Educate responsible citizens committed to ethics, respect for others and service to the community.',
    ar: 'تكوين مواطنين مسؤولين متمسكين بالأخلاق واحترام الآخر وخدمة المجتمع.',
  },
  {
    fr: 'Moderniser en permanence les équipements pédagogiques et les outils numériques mis à la disposition des étudiants.',
    en: 'Continuously upgrade the teaching facilities and digital tools available to students.',
    ar: 'التحديث المستمر للتجهيزات التعليمية والأدوات الرقمية الموضوعة تحت تصرف الطلاب.',
  },
];

export const history: readonly Localized[] = [
  {
    fr: `L'Université voit le jour en ${site.foundedYear} à N'Djamena, à l'initiative d'universitaires et de professionnels convaincus que le Tchad devait disposer d'une offre d'enseignement supérieur privé exigeante. Premier établissement privé d'enseignement supérieur du pays, elle accueille ses premières promotions dès sa création.`,
    en: `The University was founded in ${site.foundedYear} in N'Djamena by academics and professionals who believed that Chad needed a demanding private higher-education option. The country's first private higher-education institution, it welcomed its first students in its founding year.`,
    ar: `تأسست الجامعة سنة ${site.foundedYear} في انجمينا، بمبادرة من أساتذة جامعيين ومهنيين مقتنعين بأن تشاد في حاجة إلى عرض متطلب في التعليم العالي الخاص. وبصفتها أول مؤسسة خاصة للتعليم العالي في البلاد، استقبلت أولى دفعاتها منذ سنة تأسيسها.`,
  },
  {
    fr: `Au fil des années, l'offre de formation s'est progressivement étoffée pour couvrir les sciences juridiques, techniques, humaines et sociales, économiques, de gestion, de communication et de la santé. L'Université compte aujourd'hui plus de ${keyFigures.students} étudiants et ${programmeCount} programmes de licence et de master, enseignés par une équipe pédagogique qui associe enseignants-chercheurs et professionnels en activité.`,
    en: `Over the years, the range of programmes has steadily grown to cover law, technical sciences, humanities and social sciences, economics, management, communication and health. Today the University has more than ${formatNumber(keyFigures.students, 'en')} students and ${programmeCount} bachelor's and master's programmes, taught by a faculty that brings together academic researchers and practising professionals.`,
    ar: `وعلى مر السنين، اتسع عرض التكوين تدريجيًا ليشمل العلوم القانونية والتقنية والإنسانية والاجتماعية والاقتصادية وعلوم التسيير وعلوم الإعلام والاتصال والصحة. وتضم الجامعة اليوم أكثر من ${keyFigures.students} طالب، ويبلغ عدد برامجها في الليسانس والماستر ${programmeCount}، يدرّسها فريق تعليمي يجمع بين أساتذة باحثين ومهنيين ممارسين.`,
  },
  {
    fr: `Reconnue par le Conseil africain et malgache pour l'enseignement supérieur (CAMES), l'Université a obtenu depuis ${since} l'accréditation de ${spelled(diplomas, 'fr')} de ses diplômes, autant de mentions de licence dont relèvent ${spelled(accreditedCount, 'fr')} de ses licences. Cette reconnaissance consacre une démarche qualité engagée de longue date et renforce la valeur des diplômes délivrés, au Tchad comme dans l'ensemble des pays membres du CAMES.`,
    en: `Recognised by the African and Malagasy Council for Higher Education (CAMES), the University has had ${spelled(diplomas, 'en')} of its degrees accredited since ${since}: ${spelled(diplomas, 'en')} fields of study ("mentions") to which ${spelled(accreditedCount, 'en')} of its bachelor's programmes lead. This recognition crowns a long-standing commitment to quality and strengthens the value of its degrees, in Chad and across CAMES member countries.`,
    ar: `حصلت الجامعة، المعترف بها من المجلس الإفريقي والملغاشي للتعليم العالي (CAMES)، منذ سنة ${since} على اعتماد ${diplomas} من شهاداتها، تقابل كل منها شعبة من شعب الليسانس، وتندرج ضمنها ${accreditedCount} من برامج الليسانس لديها. ويتوّج هذا الاعتراف مسعى للجودة انطلق منذ زمن بعيد، ويعزز قيمة الشهادات التي تمنحها، في تشاد وفي جميع الدول الأعضاء في المجلس.`,
  },
];

export const campus: Localized = {
  fr: "Situé à N'Djamena, le campus réunit sur un même site des salles de cours et des amphithéâtres climatisés, une bibliothèque dotée d'espaces de travail en groupe et d'un accès aux ressources numériques, ainsi que plusieurs salles informatiques ouvertes aux étudiants. Les filières de santé disposent d'une salle de simulation où l'on s'exerce aux gestes cliniques sur mannequins avant les stages hospitaliers. Un terrain de sport, une cafétéria et des espaces ombragés complètent un cadre pensé pour étudier et se rencontrer.",
  en: "Located in N'Djamena, the campus brings together air-conditioned classrooms and lecture halls, a library with group study areas and access to digital resources, and several computer labs open to students. Health programmes have a simulation room where students practise clinical procedures on manikins before their hospital placements. A sports ground, a cafeteria and shaded outdoor spaces complete a setting designed for studying and meeting others.",
  ar: 'يقع الحرم الجامعي في انجمينا، ويجمع في موقع واحد قاعات دراسة ومدرجات مكيفة، ومكتبة مزودة بفضاءات للعمل الجماعي وبإمكانية الوصول إلى الموارد الرقمية، إضافة إلى عدة قاعات للمعلوماتية مفتوحة للطلاب. وتتوفر برامج الصحة على قاعة للمحاكاة يتدرب فيها الطلاب على الإجراءات السريرية باستعمال دمى تعليمية قبل تدريباتهم في المستشفيات. ويكتمل هذا الإطار، المصمم للدراسة واللقاء، بملعب رياضي ومقصف وفضاءات مظللة.',
};

export const benefits = [
  {
    id: 'excellence',
    title: { fr: 'Excellence académique', en: 'Academic excellence', ar: 'التميز الأكاديمي' },
    text: {
      fr: 'Des programmes exigeants, des enseignants qualifiés et un suivi attentif pour aider chaque étudiant à donner le meilleur de lui-même.',
      en: 'Demanding programmes, qualified lecturers and close follow-up to help every student achieve their best.',
      ar: 'برامج متطلبة، وأساتذة مؤهلون، ومتابعة دقيقة لمساعدة كل طالب على تقديم أفضل ما لديه.',
    },
  },
  {
    id: 'recognition',
    title: {
      fr: 'Reconnaissance internationale',
      en: 'International recognition',
      ar: 'الاعتراف الدولي',
    },
    text: {
      fr: `Un établissement reconnu par le CAMES : ${spelled(diplomas, 'fr')} diplômes accrédités depuis ${since}, dont relèvent ${spelled(accreditedCount, 'fr')} licences, valorisés dans les pays membres.`,
      en: `An institution recognised by CAMES: ${spelled(diplomas, 'en')} degrees accredited since ${since}, covering ${spelled(accreditedCount, 'en')} bachelor's programmes and valued across its member countries.`,
      ar: `مؤسسة يعترف بها المجلس الإفريقي والملغاشي للتعليم العالي (CAMES): ${diplomas} شهادات معتمدة منذ ${since}، تندرج ضمنها ${accreditedCount} من برامج الليسانس، وتحظى بالتقدير في الدول الأعضاء.`,
    },
  },
  {
    id: 'innovation',
    title: { fr: 'Innovation pédagogique', en: 'Innovative teaching', ar: 'الابتكار في التدريس' },
    text: {
      fr: 'Études de cas, travaux pratiques, outils numériques et simulation : on apprend en faisant, et pas seulement en écoutant.',
      en: 'Case studies, practical work, digital tools and simulation: students learn by doing, not just by listening.',
      ar: 'دراسات الحالة، والأعمال التطبيقية، والأدوات الرقمية، والمحاكاة: نتعلم بالممارسة، لا بالاستماع فحسب.',
    },
  },
  {
    id: 'guidance',
    title: { fr: 'Accompagnement professionnel', en: 'Career guidance', ar: 'المرافقة المهنية' },
    text: {
      fr: "Un service dédié aux stages et à l'insertion aide les étudiants à préparer leur CV, trouver un stage et réussir leur entrée dans la vie active.",
      en: 'A dedicated internships and careers office helps students prepare their CV, find an internship and make a successful start in working life.',
      ar: 'تساعد مصلحة مخصصة للتدريبات والاندماج المهني الطلابَ على إعداد سيرتهم الذاتية، وإيجاد تدريب، والنجاح في دخول الحياة العملية.',
    },
  },
] as const satisfies readonly Benefit[];

export const structuralUnits = [
  {
    id: 'rectorat',
    name: { fr: 'Rectorat', en: "Rector's Office", ar: 'رئاسة الجامعة' },
    description: {
      fr: "Il définit les orientations stratégiques de l'Université, représente l'établissement et veille à la qualité de l'ensemble des formations.",
      en: "It sets the University's strategic direction, represents the institution and oversees the quality of all programmes.",
      ar: 'تحدد التوجهات الاستراتيجية للجامعة، وتمثل المؤسسة، وتسهر على جودة جميع برامج التكوين.',
    },
  },
  {
    id: 'secretariat-general',
    name: { fr: 'Secrétariat général', en: 'General Secretariat', ar: 'الأمانة العامة' },
    description: {
      fr: 'Il coordonne les services administratifs, financiers et techniques et assure le bon fonctionnement quotidien du campus.',
      en: 'It coordinates the administrative, financial and technical services and keeps the campus running smoothly day to day.',
      ar: 'تنسق المصالح الإدارية والمالية والتقنية، وتضمن حسن سير الحرم الجامعي يومًا بيوم.',
    },
  },
  {
    id: 'direction-etudes-pedagogie',
    name: {
      fr: 'Direction des études et de la pédagogie',
      en: 'Directorate of Studies and Teaching',
      ar: 'مديرية الدراسات والشؤون التربوية',
    },
    description: {
      fr: "Elle organise les enseignements, les emplois du temps et les examens, et accompagne les départements dans l'amélioration de leurs programmes.",
      en: 'It organises courses, timetables and examinations, and supports departments in improving their programmes.',
      ar: 'تنظم الدروس والجداول الزمنية والامتحانات، وترافق الأقسام في تحسين برامجها.',
    },
  },
  {
    id: 'direction-recherche-cooperation',
    name: {
      fr: 'Direction de la recherche et de la coopération',
      en: 'Directorate of Research and Cooperation',
      ar: 'مديرية البحث والتعاون',
    },
    description: {
      fr: "Elle soutient les travaux des enseignants-chercheurs, encadre les mémoires de master et développe les partenariats avec d'autres institutions.",
      en: "It supports faculty research, oversees master's theses and builds partnerships with other institutions.",
      ar: 'تدعم أعمال الأساتذة الباحثين، وتؤطر مذكرات الماستر، وتطور الشراكات مع المؤسسات الأخرى.',
    },
  },
] as const satisfies readonly StructuralUnit[];

export const admissionSteps = [
  {
    id: 'depot-dossier',
    title: { fr: 'Dépôt du dossier', en: 'Submit your application', ar: 'إيداع الملف' },
    text: {
      fr: "Déposez votre dossier de candidature complet au service de la scolarité ou en ligne, avec vos relevés de notes, la copie de votre diplôme et une pièce d'identité.",
      en: "Submit your complete application at the Registrar's Office or online, with your transcripts, a copy of your diploma and an identity document.",
      ar: 'أودِع ملف ترشحك كاملًا لدى مصلحة الشؤون الطلابية أو عبر الإنترنت، مرفقًا بكشوف النقاط ونسخة من شهادتك ووثيقة هويتك.',
    },
  },
  {
    id: 'examen-commission',
    title: {
      fr: "Examen par la commission d'admission",
      en: 'Review by the admissions committee',
      ar: 'دراسة الملف من طرف لجنة القبول',
    },
    text: {
      fr: "La commission d'admission étudie votre parcours et votre motivation au regard des prérequis de la formation choisie.",
      en: 'The admissions committee reviews your academic record and motivation against the requirements of your chosen programme.',
      ar: 'تدرس لجنة القبول مسارك الدراسي ودوافعك في ضوء المتطلبات المسبقة للبرنامج الذي اخترته.',
    },
  },
  {
    id: 'lettre-admission',
    title: {
      fr: "Lettre d'admission et inscription",
      en: 'Admission letter and enrolment',
      ar: 'رسالة القبول والتسجيل',
    },
    text: {
      fr: "Vous recevez votre lettre d'admission, puis vous finalisez votre inscription en réglant les frais d'inscription.",
      en: 'You receive your admission letter, then complete your enrolment by paying the registration fees.',
      ar: 'تتسلم رسالة القبول، ثم تستكمل تسجيلك بدفع رسوم التسجيل.',
    },
  },
] as const satisfies readonly Step[];

export const joinSteps = [
  {
    id: 'choisir-formation',
    title: { fr: 'Choisissez votre formation', en: 'Choose your programme', ar: 'اختر برنامجك' },
    text: {
      fr: 'Parcourez nos licences et masters et repérez le programme qui correspond à votre projet professionnel.',
      en: "Browse our bachelor's and master's programmes and find the one that fits your career plans.",
      ar: 'تصفح برامج الليسانس والماستر لدينا، واختر البرنامج الذي يلائم مشروعك المهني.',
    },
  },
  {
    id: 'completer-dossier',
    title: { fr: 'Complétez votre dossier', en: 'Complete your application', ar: 'أكمل ملفك' },
    text: {
      fr: "Remplissez le formulaire de candidature et rassemblez les pièces demandées : diplômes, relevés de notes et pièce d'identité.",
      en: 'Fill in the application form and gather the required documents: diplomas, transcripts and an identity document.',
      ar: 'املأ استمارة الترشح واجمع الوثائق المطلوبة: الشهادات وكشوف النقاط ووثيقة الهوية.',
    },
  },
  {
    id: 'reponse-commission',
    title: {
      fr: 'Recevez la réponse de la commission',
      en: "Get the admissions committee's answer",
      ar: 'تلقَّ رد لجنة القبول',
    },
    text: {
      fr: "La commission d'admission étudie votre dossier (en Master, elle peut vous inviter à un entretien) ; sa réponse arrive par e-mail, et vous vous inscrivez en réglant les frais d'inscription.",
      en: "The admissions committee reviews your application (for a master's, it may invite you to an interview); its answer comes by email, and you enrol by paying the registration fee.",
      ar: 'تدرس لجنة القبول ملفك (وقد تدعوك إلى مقابلة إن كنت مترشحًا للماستر)، ويصلك ردها عبر البريد الإلكتروني، ثم تسجل بدفع رسوم التسجيل.',
    },
  },
] as const satisfies readonly Step[];
