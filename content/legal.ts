import { storedInBrowser, type StorageKind, type StoredItem } from './browser-storage';
import { getLeader } from './leadership';
import { list, paragraph, type InfoSection } from './info-types';
import { site } from './site';
import type { Localized } from './types';

/*
 * The legal and information pages: legal notice, privacy policy, accessibility statement and the
 * student area. Identity facts come from site.ts, so an operator's SITE_* settings flow in here.
 */

const address: Localized = {
  fr: `${site.address.street}, ${site.address.district}, ${site.address.city}, ${site.address.country.fr}`,
  en: `${site.address.street}, ${site.address.district}, ${site.address.city}, ${site.address.country.en}`,
  ar: `${site.address.street}، ${site.address.district}، ${site.address.city}، ${site.address.country.ar}`,
};

const rector = getLeader('rector');

const storageKinds: Record<StorageKind, Localized> = {
  cookie: { fr: 'Cookie', en: 'Cookie', ar: 'ملف تعريف الارتباط' },
  'local-storage': { fr: 'Stockage local', en: 'Local storage', ar: 'التخزين المحلي' },
  cache: {
    fr: 'Cache du service worker',
    en: 'Service worker cache',
    ar: 'ذاكرة التخزين المؤقت لعامل الخدمة',
  },
  indexeddb: {
    fr: 'Base de données du navigateur (IndexedDB)',
    en: 'Browser database (IndexedDB)',
    ar: 'قاعدة بيانات المتصفح (IndexedDB)',
  },
};

/** One line of the privacy policy's lists: kind, name, purpose and how long it is kept. */
function describeStoredItem(item: StoredItem): Localized {
  const name = item.name.replace(/\*$/, '…');
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return {
    fr: `${storageKinds[item.kind].fr} « ${name} » : ${lower(item.purpose.fr)} Conservation : ${item.lifetime.fr}.`,
    en: `${storageKinds[item.kind].en} "${name}": ${lower(item.purpose.en)} Kept: ${item.lifetime.en}.`,
    ar: `${storageKinds[item.kind].ar} «${name}»: ${item.purpose.ar} مدة الحفظ: ${item.lifetime.ar}.`,
  };
}
const { fr: nameFr, en: nameEn } = site.nameForms;

export const legalNotice: readonly InfoSection[] = [
  {
    id: 'publisher',
    title: { fr: 'Éditeur du site', en: 'Publisher', ar: 'ناشر الموقع' },
    blocks: [
      paragraph(
        `Ce site est édité ${nameFr.by} (${site.shortName}), établissement privé d'enseignement supérieur fondé en ${site.foundedYear}.`,
        `This website is published ${nameEn.by} (${site.shortName}), a private higher-education institution founded in ${site.foundedYear}.`,
        `ناشر هذا الموقع: ${site.nameForms.ar.the} (${site.shortName})، مؤسسة خاصة للتعليم العالي تأسست سنة ${site.foundedYear}.`,
      ),
      list(
        { fr: `Adresse : ${address.fr}`, en: `Address: ${address.en}`, ar: `العنوان: ${address.ar}` },
        { fr: `Téléphone : ${site.phone}`, en: `Phone: ${site.phone}`, ar: `الهاتف: ${site.phone}` },
        { fr: `E-mail : ${site.email}`, en: `E-mail: ${site.email}`, ar: `البريد الإلكتروني: ${site.email}` },
      ),
      paragraph(
        `Directeur de la publication : ${rector.name}, ${rector.role.fr}.`,
        `Publication director: ${rector.name}, ${rector.role.en}.`,
        `مدير النشر: ${rector.name}، ${rector.role.ar}.`,
      ),
    ],
  },
  {
    id: 'hosting',
    title: { fr: 'Hébergement', en: 'Hosting', ar: 'الاستضافة' },
    blocks: [
      paragraph(
        `Le site est servi par un serveur Node.js exploité par l'Université ou par le prestataire qu'elle a choisi, à l'adresse ${site.url}. Les coordonnées de l'hébergeur sont communiquées sur demande à ${site.email}.`,
        `The site is served by a Node.js server run by the University or by the provider it has chosen, at ${site.url}. The host's details are available on request from ${site.email}.`,
        `يُقدَّم الموقع عبر خادم Node.js تشغّله الجامعة أو مقدّم الخدمة الذي اختارته، على العنوان ${site.url}. وتُرسل بيانات جهة الاستضافة إلى من يطلبها على العنوان ${site.email}.`,
      ),
    ],
  },
  {
    id: 'intellectual-property',
    title: { fr: 'Propriété intellectuelle', en: 'Intellectual property', ar: 'الملكية الفكرية' },
    blocks: [
      paragraph(
        `Les textes, illustrations, logos et la mise en page de ce site sont la propriété ${nameFr.of}, sauf mention contraire. Toute reproduction ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite, à l'exception d'une courte citation mentionnant la source et l'adresse de la page.`,
        `The texts, illustrations, logos and layout of this site belong to ${nameEn.the} unless stated otherwise. Any full or partial reproduction or distribution without prior written permission is forbidden, except for a short quotation naming the source and the page address.`,
        `النصوص والرسوم التوضيحية والشعارات وتنسيق صفحات هذا الموقع ملك ${site.nameForms.ar.the}، ما لم يُذكر خلاف ذلك. ويُمنع كل استنساخ أو نشر، كلي أو جزئي، دون إذن كتابي مسبق، باستثناء الاقتباس القصير الذي يذكر المصدر وعنوان الصفحة.`,
      ),
      paragraph(
        "Le partage d'un article par les boutons de partage ou par son lien est bien sûr autorisé.",
        'Sharing an article with the share buttons or by its link is of course allowed.',
        'أما مشاركة مقال عبر أزرار المشاركة أو عبر رابطه فمسموح بها بطبيعة الحال.',
      ),
    ],
  },
  {
    id: 'liability',
    title: { fr: 'Responsabilité', en: 'Liability', ar: 'المسؤولية' },
    blocks: [
      paragraph(
        "L'Université veille à l'exactitude des informations publiées (formations, conditions d'admission, actualités), mais elles sont données à titre indicatif et peuvent évoluer. Les documents officiels remis par le service de la scolarité (lettre d'admission, règlement des études, barème des frais) font foi.",
        "The University takes care that the information published here (programmes, admission requirements, news) is accurate, but it is given for guidance and may change. The official documents issued by the Registrar's Office (admission letter, academic regulations, fee schedule) prevail.",
        'تحرص الجامعة على دقة المعلومات المنشورة (البرامج الدراسية، وشروط القبول، والأخبار)، غير أنها تُقدَّم على سبيل الإرشاد وقابلة للتغيير. والعبرة بالوثائق الرسمية التي تسلّمها مصلحة الشؤون الطلابية (رسالة القبول، ونظام الدراسة، وجدول الرسوم).',
      ),
      paragraph(
        "Les liens vers d'autres sites (réseaux sociaux, partenaires) sont fournis pour votre commodité : l'Université n'est pas responsable de leur contenu.",
        'Links to other sites (social networks, partners) are provided for your convenience: the University is not responsible for their content.',
        'تُقدَّم الروابط المؤدية إلى مواقع أخرى (شبكات التواصل الاجتماعي، والشركاء) تيسيرًا عليك: ولا تتحمل الجامعة أي مسؤولية عن محتواها.',
      ),
    ],
  },
  {
    id: 'personal-data',
    title: { fr: 'Données personnelles', en: 'Personal data', ar: 'البيانات الشخصية' },
    blocks: [
      paragraph(
        'Ce que nos formulaires conservent, pourquoi, combien de temps et comment en demander la suppression est expliqué dans la politique de confidentialité.',
        'What our forms keep, why, for how long and how to ask for its deletion is explained in the privacy policy.',
        'تبيّن سياسة الخصوصية ما تحتفظ به استماراتنا، والغرض من ذلك، ومدته، وكيفية طلب حذفه.',
      ),
    ],
  },
  {
    id: 'credits',
    title: { fr: 'Crédits', en: 'Credits', ar: 'جهات الإنجاز' },
    blocks: [
      list(
        {
          fr: `Conception et réalisation du site : ${site.agency.name} (${site.agency.url}).`,
          en: `Website design and development: ${site.agency.name} (${site.agency.url}).`,
          ar: `تصميم الموقع وإنجازه: ${site.agency.name} (${site.agency.url}).`,
        },
        {
          fr: "Illustrations : images originales dessinées pour ce site, en attendant les photographies de l'Université.",
          en: 'Illustrations: original images drawn for this site, until they are replaced by photographs of the University.',
          ar: 'الرسوم التوضيحية: صور أصلية رُسمت لهذا الموقع، في انتظار صور فوتوغرافية للجامعة.',
        },
        {
          fr: 'Icônes : Lucide (licence ISC).',
          en: 'Icons: Lucide (ISC licence).',
          ar: 'الأيقونات: Lucide (رخصة ISC).',
        },
      ),
    ],
  },
];

export const privacyPolicy: readonly InfoSection[] = [
  {
    id: 'controller',
    title: {
      fr: 'Qui est responsable de vos données',
      en: 'Who is responsible for your data',
      ar: 'الجهة المسؤولة عن بياناتك',
    },
    blocks: [
      paragraph(
        `${nameFr.subject}, ${address.fr}, est responsable des données envoyées par les formulaires de ce site. Pour toute question : ${site.email}.`,
        `${nameEn.subject}, ${address.en}, is responsible for the data sent through the forms on this site. For any question: ${site.email}.`,
        `الجهة المسؤولة عن البيانات المرسلة عبر استمارات هذا الموقع هي ${site.nameForms.ar.the}، ${address.ar}. ولأي استفسار: ${site.email}.`,
      ),
    ],
  },
  {
    id: 'admission-form',
    title: {
      fr: "Le formulaire de demande d'admission",
      en: 'The admission application form',
      ar: 'استمارة طلب القبول',
    },
    blocks: [
      paragraph(
        "Quand vous envoyez une demande d'admission, nous enregistrons :",
        'When you send an admission application, we record:',
        'عندما ترسل طلب قبول، نسجل ما يلي:',
      ),
      list(
        { fr: 'votre nom complet ;', en: 'your full name;', ar: 'اسمك الكامل؛' },
        { fr: 'votre adresse e-mail ;', en: 'your e-mail address;', ar: 'عنوان بريدك الإلكتروني؛' },
        { fr: 'votre numéro de téléphone ;', en: 'your phone number;', ar: 'رقم هاتفك؛' },
        {
          fr: 'votre dernier diplôme obtenu ;',
          en: 'your most recent diploma;',
          ar: 'آخر شهادة حصلت عليها؛',
        },
        {
          fr: 'le type de formation (Licence ou Master) et la formation choisie ;',
          en: 'the programme type (Licence or Master) and the programme you chose;',
          ar: 'نوع البرنامج (الليسانس أو الماستر) والبرنامج الذي اخترته؛',
        },
        { fr: 'votre message de motivation ;', en: 'your motivation message;', ar: 'رسالة دوافعك؛' },
        {
          fr: "les documents que vous joignez (relevés de notes, copie du diplôme, pièce d'identité), tels qu'ils nous parviennent : les photos sont réduites dans votre navigateur avant l'envoi ;",
          en: 'the documents you attach (transcripts, copy of your diploma, identity document), as they reach us: photos are made smaller in your browser before they are sent;',
          ar: 'الوثائق التي ترفقها (كشوف النقاط، ونسخة من الشهادة، ووثيقة الهوية)، كما تصلنا: إذ تُصغَّر الصور في متصفحك قبل إرسالها؛',
        },
        {
          fr: "la langue du site au moment de l'envoi, la date et l'heure de la demande et son numéro de référence.",
          en: 'the language of the site when you sent it, the date and time of the application and its reference number.',
          ar: 'لغة الموقع لحظة الإرسال، وتاريخ الطلب وساعته، ورقمه المرجعي.',
        },
      ),
      paragraph(
        'Pourquoi : pour étudier votre candidature, vous répondre et, si vous êtes admis, préparer votre inscription.',
        'Why: to review your application, reply to you and, if you are admitted, prepare your registration.',
        'الغرض: دراسة ترشحك، والرد عليك، وإعداد تسجيلك إذا قُبلت.',
      ),
      paragraph(
        'Nous vous envoyons par e-mail la confirmation de votre demande, puis, quand le service des admissions le choisit, chaque changement de son statut. La page « Suivre ma demande » montre le programme, les dates, les documents reçus et le statut de votre demande à qui saisit sa référence et votre adresse e-mail : gardez-les pour vous.',
        'We send you the confirmation of your application by e-mail, then, when the admissions office chooses to, each change of its status. The "Track my application" page shows the programme, the dates, the documents received and the status of your application to whoever enters its reference and your e-mail address: keep them to yourself.',
        'نرسل إليك عبر البريد الإلكتروني تأكيد طلبك، ثم كل تغيير في حالته متى قررت مصلحة القبول ذلك. وتعرض صفحة «متابعة طلبي» البرنامج والتواريخ والوثائق المستلمة وحالة طلبك لكل من يُدخل رقمه المرجعي وعنوان بريدك الإلكتروني: فلا تُطلع عليهما غيرك.',
      ),
    ],
  },
  {
    id: 'contact-form',
    title: { fr: 'Le formulaire de contact', en: 'The contact form', ar: 'استمارة الاتصال' },
    blocks: [
      paragraph(
        'Quand vous nous écrivez par le formulaire de contact, nous enregistrons :',
        'When you write to us with the contact form, we record:',
        'عندما تراسلنا عبر استمارة الاتصال، نسجل ما يلي:',
      ),
      list(
        { fr: 'votre nom ;', en: 'your name;', ar: 'اسمك؛' },
        { fr: 'votre adresse e-mail ;', en: 'your e-mail address;', ar: 'عنوان بريدك الإلكتروني؛' },
        {
          fr: "l'objet et le texte de votre message ;",
          en: 'the subject and text of your message;',
          ar: 'موضوع رسالتك ونصها؛',
        },
        {
          fr: "la langue du site au moment de l'envoi, la date et l'heure du message et son numéro de référence.",
          en: 'the language of the site when you sent it, the date and time of the message and its reference number.',
          ar: 'لغة الموقع لحظة الإرسال، وتاريخ الرسالة وساعتها، ورقمها المرجعي.',
        },
      ),
      paragraph('Pourquoi : pour vous répondre.', 'Why: to reply to you.', 'الغرض: الرد عليك.'),
    ],
  },
  {
    id: 'retention',
    title: { fr: 'Combien de temps nous les gardons', en: 'How long we keep them', ar: 'مدة الاحتفاظ بها' },
    blocks: [
      list(
        {
          fr: "Demandes d'admission et documents joints : 24 mois après la décision de la commission d'admission ; les documents sont supprimés avec leur demande. Si vous vous inscrivez, les informations utiles rejoignent votre dossier d'étudiant.",
          en: "Admission applications and the documents attached: 24 months after the admission committee's decision; the documents are deleted with their application. If you enrol, the information needed joins your student record.",
          ar: 'طلبات القبول والوثائق المرفقة بها: 24 شهرًا بعد قرار لجنة القبول؛ وتُحذف الوثائق مع الطلب الذي أُرفقت به. وإذا سجلت، تنتقل المعلومات اللازمة إلى ملفك الطلابي.',
        },
        {
          fr: 'Messages de contact : 12 mois après notre réponse ou leur classement.',
          en: 'Contact messages: 12 months after our reply or after they are filed.',
          ar: 'رسائل الاتصال: 12 شهرًا بعد ردنا عليها أو حفظها.',
        },
      ),
      paragraph(
        'Passé ces délais, les données sont supprimées.',
        'After these periods the data is deleted.',
        'وبانقضاء هذه الآجال، تُحذف البيانات.',
      ),
    ],
  },
  {
    id: 'recipients',
    title: { fr: 'Qui y a accès', en: 'Who can see them', ar: 'من يطلع عليها' },
    blocks: [
      list(
        {
          fr: "Les demandes d'admission et leurs documents : le service des admissions et les membres de la commission d'admission. Les documents ne sont jamais publiés sur le site : seul ce personnel, connecté à son espace, peut les télécharger.",
          en: 'Admission applications and their documents: the admissions office and the members of the admission committee. The documents are never published on the site: only these staff, signed in to their area, can download them.',
          ar: 'طلبات القبول ووثائقها: مصلحة القبول وأعضاء لجنة القبول. ولا تُنشر الوثائق على الموقع أبدًا: فلا يستطيع تنزيلها إلا هؤلاء الموظفون بعد الدخول إلى فضائهم.',
        },
        {
          fr: 'Les messages de contact : le personnel chargé de répondre aux demandes.',
          en: 'Contact messages: the staff who answer enquiries.',
          ar: 'رسائل الاتصال: الموظفون المكلفون بالرد على الاستفسارات.',
        },
        {
          fr: "L'équipe technique qui exploite le site, uniquement pour en assurer le fonctionnement.",
          en: 'The technical team that runs the site, only to keep it working.',
          ar: 'الفريق التقني الذي يشغّل الموقع، لضمان سيره فحسب.',
        },
      ),
      paragraph(
        'Vos données ne sont ni vendues, ni louées, ni transmises à des tiers, et ne servent à aucune prospection commerciale.',
        'Your data is never sold, rented or passed on to third parties, and is never used for marketing.',
        'لا تُباع بياناتك ولا تُؤجَّر ولا تُحال إلى الغير، ولا تُستعمل في أي استقطاب تجاري.',
      ),
    ],
  },
  {
    id: 'rights',
    title: { fr: 'Vos droits', en: 'Your rights', ar: 'حقوقك' },
    blocks: [
      paragraph(
        `Vous pouvez demander à consulter, corriger ou supprimer les données vous concernant, ou vous opposer à leur traitement. Écrivez à ${site.email} en indiquant le numéro de référence de votre demande ou de votre message : nous vous répondons dans un délai d'un mois.`,
        `You can ask to see, correct or delete the data about you, or object to its processing. Write to ${site.email} with the reference number of your application or message: we reply within one month.`,
        `يحق لك أن تطلب الاطلاع على البيانات المتعلقة بك أو تصحيحها أو حذفها، أو أن تعترض على معالجتها. راسلنا على العنوان ${site.email} مع ذكر الرقم المرجعي لطلبك أو لرسالتك: وسنرد عليك في أجل لا يتجاوز شهرًا واحدًا.`,
      ),
    ],
  },
  {
    id: 'cookies',
    title: {
      fr: "Cookies et mesure d'audience",
      en: 'Cookies and analytics',
      ar: 'ملفات تعريف الارتباط وقياس الجمهور',
    },
    blocks: [
      paragraph(
        "Ce site ne dépose aucun cookie de suivi ni publicitaire, et n'utilise aucun outil de mesure d'audience. Les boutons de partage sont de simples liens : ils ne contactent les réseaux sociaux que si vous cliquez dessus. Les seuls cookies du site sont les suivants :",
        'This site sets no tracking or advertising cookies and uses no analytics tool. The share buttons are plain links: they contact the social networks only if you click them. The only cookies the site sets are these:',
        'لا يضع هذا الموقع أي ملف تعريف ارتباط للتتبع أو للإعلان، ولا يستعمل أي أداة لقياس الجمهور. وأزرار المشاركة مجرد روابط: فهي لا تتصل بشبكات التواصل الاجتماعي إلا إذا نقرت عليها. وملفات تعريف الارتباط الوحيدة التي يضعها الموقع هي التالية:',
      ),
      list(...storedInBrowser.filter((item) => item.kind === 'cookie').map(describeStoredItem)),
    ],
  },
  {
    id: 'browser-storage',
    title: {
      fr: 'Ce qui reste dans votre navigateur',
      en: 'What stays in your browser',
      ar: 'ما يبقى في متصفحك',
    },
    blocks: [
      paragraph(
        'Le site garde aussi, dans le stockage local de votre navigateur et dans le cache et la base de données de son service worker, les éléments suivants. Aucun ne nous est transmis ; vous pouvez tous les effacer en supprimant les données du site dans votre navigateur.',
        "The site also keeps the following in your browser's local storage and in its service worker's caches and database. None of them is sent to us; you can erase them all by clearing the site's data in your browser.",
        'ويحتفظ الموقع أيضًا بالعناصر التالية في التخزين المحلي لمتصفحك، وفي ذاكرات التخزين المؤقت وقاعدة البيانات الخاصة بعامل الخدمة. ولا يُرسل إلينا أي منها؛ ويمكنك محوها جميعًا بحذف بيانات الموقع من متصفحك.',
      ),
      list(...storedInBrowser.filter((item) => item.kind !== 'cookie').map(describeStoredItem)),
    ],
  },
];

/** Date the accessibility statement was written (ISO); shown at the foot of the page. */
export const accessibilityStatementDate = '2026-11-22';

export const accessibilityStatement: readonly InfoSection[] = [
  {
    id: 'commitment',
    title: { fr: 'Notre engagement', en: 'Our commitment', ar: 'التزامنا' },
    blocks: [
      paragraph(
        `${nameFr.subject} veut que son site soit utilisable par tous, y compris avec un lecteur d'écran, au clavier seul, sur un petit écran ou avec une connexion lente. Notre objectif est la conformité au niveau AA des règles WCAG 2.2 (Web Content Accessibility Guidelines).`,
        `${nameEn.subject} wants its website to be usable by everyone, including with a screen reader, with the keyboard alone, on a small screen or over a slow connection. Our target is conformance with level AA of WCAG 2.2 (Web Content Accessibility Guidelines).`,
        `نريد في ${site.nameForms.ar.the} أن يكون موقعنا قابلًا للاستعمال من طرف الجميع، بما في ذلك باستعمال قارئ الشاشة، أو لوحة المفاتيح وحدها، أو على شاشة صغيرة، أو عبر اتصال بطيء. وهدفنا هو المطابقة للمستوى AA من قواعد WCAG 2.2 (إرشادات سهولة الوصول إلى محتوى الويب).`,
      ),
    ],
  },
  {
    id: 'measures',
    title: { fr: 'Ce que nous avons mis en place', en: 'What we have done', ar: 'ما قمنا به' },
    blocks: [
      list(
        {
          fr: 'Une structure claire : un seul titre principal par page, des titres hiérarchisés, des repères (en-tête, navigation, contenu, pied de page) et un lien « Aller au contenu principal ».',
          en: 'A clear structure: one main heading per page, ordered headings, landmarks (header, navigation, main content, footer) and a "Skip to main content" link.',
          ar: 'بنية واضحة: عنوان رئيسي واحد في كل صفحة، وعناوين متدرجة، ومعالم (الترويسة، والتصفح، والمحتوى، والتذييل)، ورابط «الانتقال إلى المحتوى الرئيسي».',
        },
        {
          fr: 'Une navigation entièrement utilisable au clavier, avec un indicateur de focus bien visible ; la visionneuse de photos garde le focus et se ferme avec la touche Échap.',
          en: 'Navigation fully usable with the keyboard, with a clearly visible focus indicator; the photo viewer keeps the focus inside and closes with the Escape key.',
          ar: 'تصفح قابل للاستعمال كليًا بلوحة المفاتيح، مع مؤشر تركيز واضح للعيان؛ ويُبقي عارض الصور التركيز داخله، ويُغلق بمفتاح الخروج (Esc).',
        },
        {
          fr: 'Un texte alternatif pour chaque image porteuse de sens, et des contrastes de couleurs suffisants.',
          en: 'Alternative text for every meaningful image, and sufficient colour contrast.',
          ar: 'نص بديل لكل صورة ذات دلالة، وتباين كافٍ بين الألوان.',
        },
        {
          fr: "Des formulaires dont chaque champ a une étiquette, avec des messages d'erreur explicites.",
          en: 'Forms where every field has a label, with clear error messages.',
          ar: 'استمارات لكل حقل فيها تسمية، مع رسائل خطأ واضحة.',
        },
        {
          fr: 'Les animations sont supprimées lorsque votre système demande de réduire les mouvements.',
          en: 'Animations are turned off when your system asks for reduced motion.',
          ar: 'تتوقف الرسوم المتحركة عندما يطلب نظامك تقليل الحركة.',
        },
        {
          fr: 'Chaque page est envoyée déjà construite : les textes, les liens et les filtres de la galerie fonctionnent même sans JavaScript.',
          en: 'Every page is sent fully built: texts, links and the gallery filters work even without JavaScript.',
          ar: 'تُرسل كل صفحة مكتملة البناء: فالنصوص والروابط ومرشحات معرض الصور تعمل حتى دون JavaScript.',
        },
        {
          fr: "La langue de chaque page, et de tout passage dans une autre langue, est déclarée pour les lecteurs d'écran.",
          en: 'The language of each page, and of any passage in another language, is declared for screen readers.',
          ar: 'لغة كل صفحة، ولغة كل مقطع مكتوب بلغة أخرى، مُعلنة لقارئات الشاشة.',
        },
      ),
    ],
  },
  {
    id: 'limits',
    title: { fr: 'Limites connues', en: 'Known limitations', ar: 'حدود معروفة' },
    blocks: [
      list(
        {
          fr: "L'agrandissement des photos de la galerie nécessite JavaScript ; sans JavaScript, les vignettes et leurs descriptions restent visibles.",
          en: 'Enlarging gallery photos needs JavaScript; without it, the thumbnails and their descriptions remain visible.',
          ar: 'يتطلب تكبير صور المعرض تفعيل JavaScript؛ ودونه تبقى الصور المصغرة وأوصافها ظاهرة.',
        },
        {
          fr: "Le site n'a pas encore fait l'objet d'un audit par un organisme indépendant ; cette déclaration repose sur nos propres vérifications.",
          en: 'The site has not yet been audited by an independent body; this statement is based on our own checks.',
          ar: 'لم يخضع الموقع بعد لتدقيق من طرف هيئة مستقلة؛ ويستند هذا التصريح إلى عمليات التحقق التي أجريناها بأنفسنا.',
        },
      ),
    ],
  },
  {
    id: 'report',
    title: { fr: 'Signaler un problème', en: 'Report a problem', ar: 'الإبلاغ عن مشكلة' },
    blocks: [
      paragraph(
        `Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous à ${site.email} ou appelez le ${site.phone} en précisant la page concernée et la difficulté rencontrée. Nous vous répondrons et vous transmettrons l'information sous une autre forme si nécessaire.`,
        `If you cannot access some content or a service, write to ${site.email} or call ${site.phone}, naming the page and the problem you met. We will reply and, if needed, send you the information in another form.`,
        `إذا تعذر عليك الوصول إلى محتوى أو خدمة، فراسلنا على العنوان ${site.email} أو اتصل بالرقم ${site.phone}، مع تحديد الصفحة المعنية والصعوبة التي واجهتها. وسنرد عليك، ونرسل إليك المعلومة بصيغة أخرى عند الحاجة.`,
      ),
    ],
  },
];

export const studentArea = {
  status: {
    fr: "L'espace étudiant en ligne est en préparation. Il sera ouvert aux étudiants inscrits, qui y recevront leurs identifiants auprès du service de la scolarité. Aucun compte ne peut être créé sur ce site pour l'instant.",
    en: "The online student area is being prepared. It will be open to enrolled students, who will receive their login details from the Registrar's Office. No account can be created on this site for now.",
    ar: 'فضاء الطالب الإلكتروني قيد الإعداد. وسيُفتح للطلاب المسجلين، الذين سيتسلمون بيانات الدخول الخاصة بهم من مصلحة الشؤون الطلابية. ولا يمكن إنشاء أي حساب على هذا الموقع في الوقت الحالي.',
  },
  meanwhile: {
    fr: "En attendant, le service de la scolarité répond à toutes vos démarches : attestations d'inscription, relevés de notes, emplois du temps et changements de situation.",
    en: "In the meantime, the Registrar's Office handles all your requests: enrolment certificates, transcripts, timetables and changes to your situation.",
    ar: 'وفي انتظار ذلك، تتولى مصلحة الشؤون الطلابية جميع معاملاتك: شهادات التسجيل، وكشوف النقاط، والجداول الزمنية، وتغيير الوضعية.',
  },
} satisfies Record<string, Localized>;
