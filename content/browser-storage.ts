import type { Localized } from './types';

/*
 * Everything the site keeps in a visitor's browser, as the privacy policy lists it: every cookie,
 * every localStorage key, every cache and database of the service worker. An end-to-end test
 * browses the site (lite mode, a form draft, the staff login), reads what the browser holds and
 * checks that each item is named here, and that nothing here is something the site never sets.
 */

export type StorageKind = 'cookie' | 'local-storage' | 'cache' | 'indexeddb';

export interface StoredItem {
  kind: StorageKind;
  /**
   * As the browser names it. A name ending in `*` stands for every name it starts (the service
   * worker's precache is named after the site's address).
   */
  name: string;
  /** Who gets it: any visitor, or only the admissions office's staff (the /admin area). */
  audience: 'visitors' | 'staff';
  purpose: Localized;
  lifetime: Localized;
}

export const storedInBrowser = [
  {
    kind: 'cookie',
    name: 'lite',
    audience: 'visitors',
    purpose: {
      fr: "Retient votre choix du mode économie (interrupteur du pied de page, ou lien se terminant par « ?lite=1 ») pour que le serveur vous envoie les pages suivantes sans scripts. Il n'est déposé que si vous faites ce choix.",
      en: 'Remembers your choice of lite mode (the footer switch, or a link ending in "?lite=1") so that the server sends you the next pages without scripts. It is only set if you make that choice.',
      ar: 'يحفظ اختيارك لوضع توفير البيانات (زر التبديل في تذييل الصفحة، أو رابط ينتهي بـ «?lite=1») حتى يرسل إليك الخادم الصفحات التالية دون نصوص برمجية. ولا يُوضع إلا إذا اخترت ذلك.',
    },
    lifetime: { fr: 'un an', en: 'one year', ar: 'سنة واحدة' },
  },
  {
    kind: 'cookie',
    name: 'form_token',
    audience: 'visitors',
    purpose: {
      fr: "Déposé par les pages des formulaires (demande d'admission, contact) : un jeton signé par le serveur qui indique seulement quand la page vous a été envoyée. Il nous permet de distinguer un envoi fait par une personne d'un envoi automatique, sans rien savoir de vous ; il ne contient aucune donnée personnelle et les scripts de la page ne peuvent pas le lire.",
      en: 'Set by the form pages (application, contact): a token signed by the server that only says when the page was sent to you. It lets us tell a message sent by a person from an automated one without knowing anything about you; it holds no personal data and the scripts of the page cannot read it.',
      ar: 'تضعه صفحات الاستمارات (طلب القبول، الاتصال): رمز موقَّع من الخادم لا يبيّن إلا وقت إرسال الصفحة إليك. ويتيح لنا التمييز بين إرسال قام به شخص وإرسال آلي دون أن نعرف عنك شيئًا؛ ولا يحتوي على أي بيانات شخصية، ولا تستطيع النصوص البرمجية للصفحة قراءته.',
    },
    lifetime: {
      fr: '7 jours, renouvelé après chaque envoi',
      en: 'seven days, renewed after each sending',
      ar: '7 أيام، تُجدَّد بعد كل إرسال',
    },
  },
  {
    kind: 'cookie',
    name: 'staff_session',
    audience: 'staff',
    purpose: {
      fr: "Garde connecté un membre du service des admissions dans l'espace réservé au personnel (/admin) ; les visiteurs ne le reçoivent pas. Sur une connexion sécurisée (HTTPS), il s'appelle « __Host-staff_session » et le navigateur l'envoie à tout le site, qui ne le lit que dans cet espace ; sinon, il n'est envoyé qu'à cet espace.",
      en: 'Keeps a member of the admissions office signed in to the staff area (/admin); visitors never receive it. Over a secure connection (HTTPS) it is named "__Host-staff_session" and the browser sends it to the whole site, which reads it only in that area; otherwise it is only sent to that area.',
      ar: 'يُبقي عضو مصلحة القبول متصلًا بالفضاء المخصص للموظفين (/admin)؛ ولا يتلقاه الزوار. وعلى اتصال آمن (HTTPS) يحمل اسم «__Host-staff_session»، ويرسله المتصفح إلى الموقع كله، الذي لا يقرؤه إلا في هذا الفضاء؛ وفي غير ذلك لا يُرسل إلا إلى هذا الفضاء.',
    },
    lifetime: {
      fr: "10 heures, ou jusqu'à la déconnexion",
      en: 'ten hours, or until signing out',
      ar: '10 ساعات، أو إلى حين تسجيل الخروج',
    },
  },
  {
    kind: 'cookie',
    name: 'staff_device',
    audience: 'staff',
    purpose: {
      fr: "Retient qu'un membre du service des admissions s'est déjà connecté depuis ce navigateur, pour que les mots de passe essayés par d'autres sur son compte ne l'obligent pas à attendre. Il ne contient que l'adresse e-mail du compte, un identifiant tiré au hasard et sa date d'expiration, signés par le serveur ; il n'est envoyé qu'à l'espace réservé au personnel (/admin), et les visiteurs ne le reçoivent pas.",
      en: 'Remembers that a member of the admissions office has signed in from this browser before, so that passwords tried by others on their account do not make them wait. It holds only the e-mail address of the account, a random identifier and its expiry date, signed by the server; it is only sent to the staff area (/admin), and visitors never receive it.',
      ar: 'يحفظ أن عضوًا في مصلحة القبول قد سبق له الاتصال من هذا المتصفح، حتى لا تضطره كلمات المرور التي يجربها آخرون على حسابه إلى الانتظار. ولا يحتوي إلا على عنوان البريد الإلكتروني للحساب ومعرّف مختار عشوائيًا وتاريخ انتهاء صلاحيته، موقَّعة من الخادم؛ ولا يُرسل إلا إلى الفضاء المخصص للموظفين (/admin)، ولا يتلقاه الزوار.',
    },
    lifetime: {
      fr: '180 jours, renouvelé à chaque connexion',
      en: '180 days, renewed at each sign-in',
      ar: '180 يومًا، تُجدَّد عند كل اتصال',
    },
  },
  {
    kind: 'local-storage',
    name: 'lite-mode',
    audience: 'visitors',
    purpose: {
      fr: 'Le même choix du mode économie, pour les scripts de la page (par exemple pour ne pas faire défiler le diaporama).',
      en: 'The same choice of lite mode, for the scripts of the page (for instance so that the slideshow does not advance).',
      ar: 'الاختيار نفسه لوضع توفير البيانات، موجَّه إلى النصوص البرمجية للصفحة (مثلًا حتى لا يتقدم عرض الصور).',
    },
    lifetime: {
      fr: "jusqu'à ce que vous changiez de choix ou effaciez les données du site",
      en: "until you change your choice or clear the site's data",
      ar: 'إلى أن تغيّر اختيارك أو تمسح بيانات الموقع',
    },
  },
  {
    kind: 'local-storage',
    name: 'admission-form-draft',
    audience: 'visitors',
    purpose: {
      fr: "Le brouillon du formulaire de demande d'admission, pour que vous ne perdiez pas votre saisie en cas de coupure. Il reste sur votre appareil et ne nous est pas transmis tant que vous n'envoyez pas le formulaire.",
      en: 'The draft of the admission application form, so that you do not lose what you typed if the connection drops. It stays on your device and is not sent to us until you submit the form.',
      ar: 'مسودة استمارة طلب القبول، حتى لا تفقد ما كتبته إذا انقطع الاتصال. وتبقى على جهازك ولا تُرسل إلينا ما لم ترسل الاستمارة.',
    },
    lifetime: {
      fr: "jusqu'à l'envoi du formulaire, qui l'efface, ou jusqu'à ce que vous effaciez les données du site",
      en: "until the form is sent, which erases it, or until you clear the site's data",
      ar: 'إلى حين إرسال الاستمارة، الذي يمحوها، أو إلى أن تمسح بيانات الموقع',
    },
  },
  {
    kind: 'indexeddb',
    name: 'admission-draft',
    audience: 'visitors',
    purpose: {
      fr: "Les documents que vous choisissez de joindre à votre demande d'admission, et la demande elle-même si vous l'envoyez sans connexion, pour qu'ils partent dès que la connexion revient. Ils restent sur votre appareil jusqu'à leur envoi.",
      en: 'The documents you choose to attach to your admission application, and the application itself if you send it without a connection, so that they go as soon as the connection returns. They stay on your device until they are sent.',
      ar: 'الوثائق التي تختار إرفاقها بطلب القبول، والطلب نفسه إذا أرسلته دون اتصال، حتى تُرسل فور عودة الاتصال. وتبقى على جهازك إلى حين إرسالها.',
    },
    lifetime: {
      fr: "jusqu'à ce que la demande et ses documents soient enregistrés, ce qui les efface, ou jusqu'à ce que vous effaciez les données du site",
      en: "until the application and its documents are stored, which erases them, or until you clear the site's data",
      ar: 'إلى أن يُسجَّل الطلب ووثائقه، وهو ما يمحوها، أو إلى أن تمسح بيانات الموقع',
    },
  },
  {
    kind: 'local-storage',
    name: 'admission-draft-files',
    audience: 'visitors',
    purpose: {
      fr: "Indique que des documents ou une demande attendent d'être envoyés, pour que les autres pages n'ouvrent pas la base de données du navigateur.",
      en: 'Tells that documents or an application are waiting to be sent, so that other pages do not open the browser database.',
      ar: 'يشير إلى أن وثائق أو طلبًا في انتظار الإرسال، حتى لا تفتح الصفحات الأخرى قاعدة بيانات المتصفح.',
    },
    lifetime: {
      fr: "jusqu'à l'envoi des documents et de la demande",
      en: 'until the documents and the application are sent',
      ar: 'إلى حين إرسال الوثائق والطلب',
    },
  },
  {
    kind: 'cache',
    name: 'serwist-precache-v2-*',
    audience: 'visitors',
    purpose: {
      fr: "Le service worker y garde l'essentiel du site (accueil, page hors ligne, feuille de style) pour qu'il s'ouvre même sans connexion.",
      en: 'The service worker keeps the essentials of the site there (home page, offline page, stylesheet) so that it opens even without a connection.',
      ar: 'يحفظ فيها عامل الخدمة (service worker) أساسيات الموقع (الصفحة الرئيسية، وصفحة عدم الاتصال، وورقة الأنماط) حتى يُفتح حتى دون اتصال.',
    },
    lifetime: {
      fr: 'remplacé à chaque nouvelle version du site',
      en: 'replaced with each new version of the site',
      ar: 'تُستبدل مع كل إصدار جديد للموقع',
    },
  },
  {
    kind: 'cache',
    name: 'pages',
    audience: 'visitors',
    purpose: {
      fr: 'Les pages que vous avez visitées et celles des formations, pour les relire hors connexion.',
      en: 'The pages you have visited and the programme pages, so that you can read them offline.',
      ar: 'الصفحات التي زرتها وصفحات البرامج الدراسية، لتتمكن من قراءتها دون اتصال.',
    },
    lifetime: {
      fr: 'les 80 pages les plus récentes',
      en: 'the 80 most recent pages',
      ar: 'أحدث 80 صفحة',
    },
  },
  {
    kind: 'cache',
    name: 'pages-rsc',
    audience: 'visitors',
    purpose: {
      fr: "Les données des pages chargées en naviguant d'une page à l'autre, pour le même usage.",
      en: 'The page data loaded as you move from page to page, for the same purpose.',
      ar: 'بيانات الصفحات المحمَّلة أثناء التنقل من صفحة إلى أخرى، للغرض نفسه.',
    },
    lifetime: {
      fr: 'les 60 plus récentes',
      en: 'the 60 most recent',
      ar: 'أحدث 60 منها',
    },
  },
  {
    kind: 'cache',
    name: 'images',
    audience: 'visitors',
    purpose: {
      fr: 'Les images du site déjà affichées, pour ne pas les télécharger à nouveau.',
      en: 'Images of the site already shown, so that they are not downloaded again.',
      ar: 'صور الموقع التي سبق عرضها، حتى لا تُنزَّل من جديد.',
    },
    lifetime: {
      fr: '60 jours, 150 images au plus',
      en: '60 days, 150 images at most',
      ar: '60 يومًا، و150 صورة على الأكثر',
    },
  },
  {
    kind: 'cache',
    name: 'static',
    audience: 'visitors',
    purpose: {
      fr: 'Les scripts et feuilles de style du site, qui ne changent jamais sous un même nom.',
      en: 'The scripts and stylesheets of the site, which never change under the same name.',
      ar: 'النصوص البرمجية وأوراق الأنماط الخاصة بالموقع، وهي لا تتغير أبدًا تحت الاسم نفسه.',
    },
    lifetime: {
      fr: 'un an, 300 fichiers au plus',
      en: 'one year, 300 files at most',
      ar: 'سنة واحدة، و300 ملف على الأكثر',
    },
  },
  {
    kind: 'indexeddb',
    name: 'serwist-expiration',
    audience: 'visitors',
    purpose: {
      fr: 'Le service worker y note quand chaque image et chaque page a été mise en cache, pour effacer les plus anciennes. Elle ne contient que des adresses du site et des dates.',
      en: 'The service worker notes there when each image and page was cached, so as to delete the oldest. It holds only addresses of the site and dates.',
      ar: 'يسجل فيها عامل الخدمة وقت حفظ كل صورة وكل صفحة في ذاكرة التخزين المؤقت، لمحو أقدمها. ولا تحتوي إلا على عناوين من الموقع وتواريخ.',
    },
    lifetime: {
      fr: "autant que les caches qu'elle décrit",
      en: 'as long as the caches it describes',
      ar: 'ما دامت ذاكرات التخزين المؤقت التي تصفها موجودة',
    },
  },
] as const satisfies readonly StoredItem[];

/** Whether a name the browser shows is the item's (a trailing `*` matches any ending). */
export function namesItem(item: Pick<StoredItem, 'name'>, name: string): boolean {
  return item.name.endsWith('*') ? name.startsWith(item.name.slice(0, -1)) : name === item.name;
}
