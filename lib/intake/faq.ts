import { locales, type Locale } from '@/i18n/locales';
import {
  academicYear,
  formatDay,
  formatDays,
  formatFcfa,
  formatLabel,
  formatList,
  formatMonth,
  formatPercent,
} from '@/i18n/format';
import { aidSchemes, largestReduction } from '@/content/aid';
import { intakeEvents, intakeYear } from '@/content/calendar';
import { writtenFaqTopics } from '@/content/faq';
import { feeTiers, instalmentSchedule, registrationFees, tuitionRange } from '@/content/fees';
import type { FaqQuestion, FaqTopic, InfoBlock } from '@/content/info-types';
import { programmeTypes, type Localized, type ProgrammeType } from '@/content/types';
import { roundsText } from './window-texts';

/*
 * The FAQ's answers on cost, aid and deadlines, written from the intake's files
 * (content/calendar.yaml, fees.yaml, aid.yaml) when the site is built: no figure or date is copied into the prose, so the FAQ cannot disagree with the admissions
 * page or the programme pages. They state every date of the intake, never "the next one": the
 * page is read on days after its build, and a stated date stays true.
 */

const both = (text: (locale: Locale) => string): Localized =>
  Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Localized;
const paragraph = (text: (locale: Locale) => string): InfoBlock => ({ kind: 'paragraph', text: both(text) });
/** A text written once per language: a language missing here fails the typecheck. */
const inEach = <A extends unknown[]>(texts: Record<Locale, (...args: A) => string>) => texts;

/** What ends a list item: French puts a space before its semicolon, Arabic uses its own. */
const itemEnd: Record<Locale, string> = { fr: ' ;', en: ';', ar: '؛' };

/** List items punctuated as French lists are: a semicolon after each, a full stop after the last. */
function list(items: readonly ((locale: Locale) => string)[]): InfoBlock {
  return {
    kind: 'list',
    items: items.map((item, index) =>
      both((l) => `${item(l)}${index === items.length - 1 ? '.' : itemEnd[l]}`),
    ),
  };
}

const colon = (locale: Locale) => formatLabel('', locale).trimEnd();

const amountRange = inEach<[string, string]>({
  fr: (min, max) => `de ${min} à ${max}`,
  en: (min, max) => `between ${min} and ${max}`,
  ar: (min, max) => `بين ${min} و${max}`,
});
const oneAmount = inEach<[string]>({
  fr: (amount) => `de ${amount}`,
  en: (amount) => amount,
  ar: (amount) => amount,
});

/** "de 450 000 FCFA à 650 000 FCFA" / "between … and …", or the one amount ("de 50 000 FCFA"). */
function amounts(values: readonly number[], locale: Locale): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max
    ? oneAmount[locale](formatFcfa(min, locale))
    : amountRange[locale](formatFcfa(min, locale), formatFcfa(max, locale));
}

function tuitionAmounts(type: ProgrammeType, locale: Locale): string {
  const { min, max } = tuitionRange(type);
  return amounts([min, max], locale);
}

const instalmentDue = inEach<[string, string, boolean]>({
  fr: (part, due, atRegistration) =>
    atRegistration ? `${part} à l'inscription (${due})` : `${part} au plus tard le ${due}`,
  en: (part, due, atRegistration) => (atRegistration ? `${part} on enrolment (${due})` : `${part} by ${due}`),
  ar: (part, due, atRegistration) =>
    atRegistration ? `${part} عند التسجيل (${due})` : `${part} في أجل أقصاه ${due}`,
});

function instalmentPlan(locale: Locale): string {
  return formatList(
    instalmentSchedule().map(({ share, due, atRegistration }) => {
      const part = formatPercent(share, locale);
      const when = atRegistration ? formatMonth(due, locale) : formatDay(due, locale);
      return instalmentDue[locale](part, when, Boolean(atRegistration));
    }),
    locale,
  );
}

const tuitionTexts = {
  intro: inEach<[string, string, string]>({
    fr: (year, licence, master) =>
      `Pour l'année ${year}, les frais de scolarité sont ${licence} par an en Licence et ${master} par an en Master, selon la formation :`,
    en: (year, licence, master) =>
      `For ${year}, tuition fees are ${licence} a year for a bachelor's degree and ${master} a year for a master's, depending on the programme:`,
    ar: (year, licence, master) =>
      `للسنة الجامعية ${year}، تتراوح الرسوم الدراسية السنوية ${licence} في الليسانس و${master} في الماستر، حسب البرنامج:`,
  }),
  perYear: inEach<[string]>({
    fr: (amount) => `${amount} par an`,
    en: (amount) => `${amount} a year`,
    ar: (amount) => `${amount} في السنة`,
  }),
  rest: inEach<[string, string, number, string]>({
    fr: (licence, master, count, plan) =>
      `Les frais d'inscription sont ${licence} par an en Licence et ${master} en Master. Les frais de scolarité se règlent en ${count} versements : ${plan}. Chaque page de formation donne son montant et ses versements.`,
    en: (licence, master, count, plan) =>
      `The registration fee is ${licence} a year for a bachelor's degree and ${master} for a master's. Tuition is paid in ${count} instalments: ${plan}. Each programme's page gives its amount and instalments.`,
    ar: (licence, master, count, plan) =>
      `رسوم التسجيل ${licence} في السنة في الليسانس و${master} في الماستر. وتُدفع الرسوم الدراسية على أقساط عددها ${count}: ${plan}. وتبيّن صفحة كل برنامج مبلغه وأقساطه.`,
  }),
};

function tuition(): FaqQuestion {
  const count = instalmentSchedule().length;
  return {
    id: 'tuition',
    question: {
      fr: 'Combien coûtent les études ?',
      en: 'How much does it cost to study?',
      ar: 'كم تكلّف الدراسة؟',
    },
    answer: [
      paragraph((l) =>
        tuitionTexts.intro[l](
          academicYear(intakeYear),
          tuitionAmounts('licence', l),
          tuitionAmounts('master', l),
        ),
      ),
      list(
        feeTiers().map(
          (tier) => (l) =>
            `${tier.name[l]}${colon(l)} ${tuitionTexts.perYear[l](formatFcfa(tier.tuition, l))}`,
        ),
      ),
      paragraph((l) =>
        tuitionTexts.rest[l](
          amounts(registrationFees('licence'), l),
          amounts(registrationFees('master'), l),
          count,
          instalmentPlan(l),
        ),
      ),
    ],
  };
}

const scholarshipTexts = {
  intro: inEach<[number]>({
    fr: (count) =>
      `Oui. Les frais de scolarité se paient en ${count} versements, et l'Université accorde les aides suivantes :`,
    en: (count) =>
      `Yes. Tuition is paid in ${count} instalments, and the University grants the following aid:`,
    ar: (count) => `نعم. تُدفع الرسوم الدراسية على أقساط عددها ${count}، وتمنح الجامعة المساعدات التالية:`,
  }),
  shareOfTuition: inEach<[readonly string[]]>({
    fr: (shares) => `${shares.join(' ou ')} des frais de scolarité`,
    en: (shares) => `${shares.join(' or ')} of tuition`,
    ar: (shares) => `${shares.join(' أو ')} من الرسوم الدراسية`,
  }),
  closingDay: inEach<[string]>({ fr: (day) => `le ${day}`, en: (day) => day, ar: (day) => day }),
  rules: inEach<[string, string]>({
    fr: (largest, closes) =>
      `Les réductions ne se cumulent pas et vont jusqu'à ${largest} des frais de scolarité. La page Admissions précise qui peut demander chaque aide et comment ; une demande d'aide sociale s'adresse au service de la scolarité avant la clôture des candidatures de votre session (${closes}).`,
    en: (largest, closes) =>
      `Reductions cannot be combined and go up to ${largest} of tuition. The Admissions page says who can apply for each kind of aid and how; a request for a need-based grant goes to the Registrar's Office before the application deadline of your round (${closes}).`,
    ar: (largest, closes) =>
      `لا تُجمع التخفيضات، وتصل إلى ${largest} من الرسوم الدراسية. وتبيّن صفحة القبول من يحق له طلب كل مساعدة وكيف؛ ويُوجَّه طلب المساعدة الاجتماعية إلى مصلحة الشؤون الطلابية قبل اختتام الترشحات في دورتكم (${closes}).`,
  }),
};

function scholarships(): FaqQuestion {
  const largest = Math.max(0, ...aidSchemes().map((scheme) => largestReduction(scheme) ?? 0));
  const closes = intakeEvents().filter((event) => event.kind === 'applications-close');
  return {
    id: 'scholarships',
    question: {
      fr: 'Existe-t-il des bourses ou des facilités de paiement ?',
      en: 'Are there scholarships or payment arrangements?',
      ar: 'هل توجد منح أو تسهيلات في الدفع؟',
    },
    answer: [
      paragraph((l) => scholarshipTexts.intro[l](instalmentSchedule().length)),
      list(
        aidSchemes().map((scheme) => (l) => {
          const shares = scheme.steps.map((step) => formatPercent(step.percent, l));
          const what =
            shares.length === 0 ? (scheme.covers?.[l] ?? '') : scholarshipTexts.shareOfTuition[l](shares);
          return `${scheme.name[l]}${colon(l)} ${what}`;
        }),
      ),
      paragraph((l) =>
        scholarshipTexts.rules[l](
          formatPercent(largest, l),
          formatList(
            closes.map((event) => scholarshipTexts.closingDay[l](formatDay(event.start, l))),
            l,
          ),
        ),
      ),
    ],
  };
}

const levelNames = inEach<[ProgrammeType | 'both']>({
  fr: (level) => ({ both: 'Licence et Master', licence: 'Licence', master: 'Master' })[level],
  en: (level) => ({ both: "Bachelor's and master's", licence: "Bachelor's", master: "Master's" })[level],
  ar: (level) => ({ both: 'الليسانس والماستر', licence: 'الليسانس', master: 'الماستر' })[level],
});

/** The levels that apply in the same rounds share one line; otherwise each has its own. */
function roundLines(): ((locale: Locale) => string)[] {
  const [first, ...others] = programmeTypes;
  if (others.every((type) => roundsText(type, 'fr') === roundsText(first, 'fr')))
    return [(l) => `${levelNames[l]('both')}${colon(l)} ${roundsText(first, l)}`];
  return programmeTypes.map((type) => (l) => `${levelNames[l](type)}${colon(l)} ${roundsText(type, l)}`);
}

const deadlineTexts = {
  intro: inEach<[number, number]>({
    fr: (year, rounds) =>
      `Pour la rentrée ${year}, le formulaire en ligne reçoit les candidatures en ${rounds} sessions, premier et dernier jour compris :`,
    en: (year, rounds) =>
      `For the ${year} intake, the online form takes applications in ${rounds} rounds, first and last days included:`,
    ar: (year, rounds) =>
      `للدخول الجامعي ${year}، تستقبل الاستمارة الإلكترونية الترشحات في دورات عددها ${rounds}، بما في ذلك اليوم الأول والأخير:`,
  }),
  outside: inEach<[string]>({
    fr: (starts) =>
      `En dehors de ces dates, le formulaire ne reçoit pas de candidature ; le formulaire de contact reste ouvert pour vos questions. ${starts}`,
    en: (starts) =>
      `Outside these dates the form takes no application; the contact form stays open for your questions. ${starts}`,
    ar: (starts) =>
      `خارج هذه المواعيد لا تستقبل الاستمارة أي ترشح؛ وتبقى استمارة الاتصال مفتوحة لأسئلتكم. ${starts}`,
  }),
  calendar: inEach<[]>({
    fr: () =>
      "Le calendrier complet, avec les journées portes ouvertes et les résultats, est sur la page Admissions, d'où vous pouvez l'ajouter à l'agenda de votre téléphone.",
    en: () =>
      "The full calendar, with the open days and results, is on the Admissions page, where you can add it to your phone's calendar.",
    ar: () =>
      'المواعيد كاملة، مع أيام الأبواب المفتوحة والنتائج، في صفحة القبول، ومنها يمكنكم إضافتها إلى تقويم هاتفكم.',
  }),
};

function deadlines(): FaqQuestion {
  const starts = intakeEvents().filter((event) => event.kind === 'classes-start');
  return {
    id: 'deadlines',
    question: {
      fr: 'Quelles sont les dates limites de candidature ?',
      en: 'What are the application deadlines?',
      ar: 'ما هي آخر آجال الترشح؟',
    },
    answer: [
      paragraph((l) => deadlineTexts.intro[l](intakeYear, applicationRounds())),
      list(roundLines()),
      paragraph((l) =>
        deadlineTexts.outside[l](
          starts
            .map((event) => `${event.title[l]}${colon(l)} ${formatDays(event.start, event.end, l)}.`)
            .join(' '),
        ),
      ),
      paragraph((l) => deadlineTexts.calendar[l]()),
    ],
  };
}

/** How many rounds the calendar opens (the most of any level). */
function applicationRounds(): number {
  return intakeEvents().filter((event) => event.kind === 'applications-open').length;
}

/** The FAQ topic on fees, aid and dates. */
export function intakeFaqTopic(): FaqTopic {
  return {
    id: 'fees',
    title: {
      fr: 'Frais de scolarité, bourses et calendrier',
      en: 'Tuition fees, scholarships and dates',
      ar: 'الرسوم الدراسية والمنح والمواعيد',
    },
    questions: [tuition(), scholarships(), deadlines()],
  };
}

/**
 * Every FAQ topic in the order the page shows them: the written topics of content/faq/, with the
 * topic on cost, aid and dates (derived here from the intake content) after the admissions topic.
 */
export function allFaqTopics(): readonly FaqTopic[] {
  const topics = [...writtenFaqTopics()];
  const after = topics.findIndex((topic) => topic.id === 'admissions');
  topics.splice(after + 1, 0, intakeFaqTopic());
  return topics;
}
