/** The reply templates the office edits at /admin/modeles, in the order they are listed. */
export const replyTemplateKeys = ['missing_documents', 'interview', 'decision'] as const;
export type ReplyTemplateKey = (typeof replyTemplateKeys)[number];

export interface ReplyTemplateText {
  subject: string;
  body: string;
}

/**
 * The reply templates' first texts, used until the office saves its own at /admin/modeles.
 * Placeholders: {nom}, {reference}, {programme}.
 */
export const defaultReplyTemplates: Record<
  ReplyTemplateKey,
  { label: string; fr: ReplyTemplateText; en: ReplyTemplateText; ar: ReplyTemplateText }
> = {
  missing_documents: {
    label: 'Documents manquants',
    fr: {
      subject: 'Votre demande {reference} : documents manquants',
      body: `Bonjour {nom},

Nous avons bien reçu votre demande d'admission {reference} pour le programme {programme}.
Pour l'examiner, il nous manque encore certains documents : relevés de notes, diplôme ou pièce d'identité.
Vous pouvez les envoyer en répondant à ce message, en indiquant votre référence.

Cordialement,
Le service des admissions`,
    },
    en: {
      subject: 'Your application {reference}: missing documents',
      body: `Dear {nom},

We have received your application {reference} for the {programme} programme.
Before we can review it, we still need some documents: transcripts, diploma or identity document.
You can send them by replying to this message, quoting your reference.

Kind regards,
The Admissions Office`,
    },
    ar: {
      subject: 'طلبكم {reference}: وثائق ناقصة',
      body: `السيد(ة) {nom}،

تحية طيبة، وبعد،
فقد تلقينا طلب القبول {reference} الذي قدمتموه لبرنامج {programme}.
ولكي ندرسه، ما تزال تنقصنا بعض الوثائق: كشوف النقاط أو الشهادة أو وثيقة الهوية.
يمكنكم إرسالها بالرد على هذه الرسالة، مع ذكر رقمكم المرجعي.

وتفضلوا بقبول فائق الاحترام والتقدير،
مصلحة القبول`,
    },
  },
  interview: {
    label: "Invitation à l'entretien",
    fr: {
      subject: 'Votre demande {reference} : invitation à un entretien',
      body: `Bonjour {nom},

Votre demande d'admission {reference} pour le programme {programme} a retenu notre attention.
Nous vous invitons à un entretien avec l'équipe pédagogique. Merci de nous indiquer vos disponibilités en répondant à ce message.

Cordialement,
Le service des admissions`,
    },
    en: {
      subject: 'Your application {reference}: interview invitation',
      body: `Dear {nom},

Your application {reference} for the {programme} programme has caught our attention.
We would like to invite you to an interview with the academic team. Please reply to this message with your availability.

Kind regards,
The Admissions Office`,
    },
    ar: {
      subject: 'طلبكم {reference}: دعوة إلى مقابلة',
      body: `السيد(ة) {nom}،

تحية طيبة، وبعد،
فقد لفت طلب القبول {reference} الذي قدمتموه لبرنامج {programme} انتباهنا.
ويسرنا أن ندعوكم إلى مقابلة مع الفريق التعليمي. نرجو أن توافونا بالأوقات التي تناسبكم بالرد على هذه الرسالة.

وتفضلوا بقبول فائق الاحترام والتقدير،
مصلحة القبول`,
    },
  },
  decision: {
    label: 'Décision',
    fr: {
      subject: 'Votre demande {reference} : décision',
      body: `Bonjour {nom},

La commission d'admission a examiné votre demande {reference} pour le programme {programme}.
Sa décision : …

Cordialement,
Le service des admissions`,
    },
    en: {
      subject: 'Your application {reference}: decision',
      body: `Dear {nom},

The admissions committee has reviewed your application {reference} for the {programme} programme.
Its decision: …

Kind regards,
The Admissions Office`,
    },
    ar: {
      subject: 'طلبكم {reference}: القرار',
      body: `السيد(ة) {nom}،

تحية طيبة، وبعد،
فقد درست لجنة القبول طلبكم {reference} لبرنامج {programme}.
وقرارها: …

وتفضلوا بقبول فائق الاحترام والتقدير،
مصلحة القبول`,
    },
  },
};
