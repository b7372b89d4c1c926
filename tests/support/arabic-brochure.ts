import type { Brochure } from '@/lib/programmes/brochure';

/**
 * A programme's brochure written in Arabic, as the renderer gets it: the licence in General
 * Business Administration (L-AGE), with the mixed runs an Arabic brochure holds (programme code,
 * CAMES, an amount in FCFA, an e-mail address, a URL, a phone number, dates in Western digits).
 */
export const arabicBrochure = {
  title: 'الإدارة العامة للمؤسسات | جامعة الأفق بانجمينا',
  // The renderer takes its colon after labels from the language; ': ' is the Arabic one too.
  language: 'en',
  footer: 'جامعة الأفق بانجمينا',
  pageLabel: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
  blocks: [
    { kind: 'subtitle', text: 'جامعة الأفق بانجمينا | دليل التكوين' },
    { kind: 'title', text: 'الإدارة العامة للمؤسسات' },
    {
      kind: 'paragraph',
      text: 'التسيير الإداري والقانوني والجبائي للمؤسسة: ليسانس لتسيير المصالح التي تضمن سيرها اليومي، من الإدارة العامة إلى المشتريات.',
    },
    {
      kind: 'facts',
      rows: [
        { label: 'المستوى', value: 'الليسانس (Bac+3)' },
        { label: 'الرمز', value: 'L-AGE' },
        { label: 'القسم', value: 'علوم التسيير' },
        { label: 'الاعتماد', value: 'برنامج معتمد من المجلس الإفريقي والملغاشي للتعليم العالي (CAMES)' },
      ],
    },
    { kind: 'heading', text: 'حول التكوين' },
    {
      kind: 'paragraph',
      text: 'يكوّن ليسانس الإدارة العامة للمؤسسات (L-AGE) مسيّري وظائف الدعم: أمانة الإدارة، والالتزامات الجبائية والاجتماعية، والعقود، والمشتريات، والأرشفة. يدرس الطلبة قانون الأعمال OHADA وقانون العقود، وجباية المؤسسات التشادية، وإدارة المستخدمين، وإجراءات الشراء والصفقات العمومية. ويمكن منح شهادة Bac+2 في نهاية السنة الثانية، وتُختم السنة الثالثة بتربّص في مصلحة إدارية.',
    },
    { kind: 'heading', text: 'الأهداف' },
    { kind: 'paragraph', text: 'في نهاية هذا التكوين، ستكون قادرًا على:' },
    {
      kind: 'bullets',
      items: [
        'القيام بالالتزامات الإدارية والجبائية والاجتماعية للمؤسسة: التصريحات والسجلات والجمعيات العامة',
        'تحرير العقود الجارية للمؤسسة ومتابعتها وفق قانون OHADA',
        'تنظيم مصلحة إدارية: مسار البريد وتصنيف الوثائق وأرشفتها',
      ],
    },
    { kind: 'heading', text: 'آفاق التشغيل' },
    {
      kind: 'bullets',
      items: ['مساعد(ة) إدارة', 'مسؤول(ة) إداري(ة) في مؤسسة صغيرة أو متوسطة', 'مسيّر(ة) المشتريات'],
    },
    { kind: 'heading', text: 'الرسوم والمواعيد 2027–2028' },
    {
      kind: 'facts',
      rows: [
        { label: 'رسوم التسجيل', value: '50 000 FCFA في السنة' },
        { label: 'الرسوم الدراسية', value: '450 000 FCFA في السنة' },
        { label: 'دورة الترشح', value: 'من 1 مارس 2027 إلى 15 يوليو 2027' },
      ],
    },
    { kind: 'heading', text: 'الاتصال' },
    {
      kind: 'facts',
      rows: [
        { label: 'الهاتف', value: '+235 00 00 00 00' },
        { label: 'البريد الإلكتروني', value: 'contact@universite.example' },
        {
          label: 'الموقع',
          value: 'https://universite.example/ar/licences/administration-generale-entreprises',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'للاستفسار راسلوا contact@universite.example أو اتصلوا بمصلحة القبول؛ الرسوم الدراسية 450 000 FCFA لبرنامج L-AGE المعتمد من CAMES.',
    },
  ],
} satisfies Brochure;
