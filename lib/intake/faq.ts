import { locales, type Locale } from '@/i18n/locales';
import {
  academicYear,
  formatDay,
  formatDays,
  formatFcfa,
  formatList,
  formatMonth,
  formatPercent,
} from './format';
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

/** List items punctuated as French lists are: a semicolon after each, a full stop after the last. */
function list(items: readonly ((locale: Locale) => string)[]): InfoBlock {
  return {
    kind: 'list',
    items: items.map((item, index) =>
      both((l) => `${item(l)}${index === items.length - 1 ? '.' : l === 'fr' ? ' ;' : ';'}`),
    ),
  };
}

const colon = (locale: Locale) => (locale === 'fr' ? ' :' : ':');

/** "de 450 000 FCFA à 650 000 FCFA" / "between … and …", or the one amount ("de 50 000 FCFA"). */
function amounts(values: readonly number[], locale: Locale): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (locale === 'fr')
    return min === max ? `de ${formatFcfa(min)}` : `de ${formatFcfa(min)} à ${formatFcfa(max)}`;
  return min === max ? formatFcfa(min) : `between ${formatFcfa(min)} and ${formatFcfa(max)}`;
}

function tuitionAmounts(type: ProgrammeType, locale: Locale): string {
  const { min, max } = tuitionRange(type);
  return amounts([min, max], locale);
}

function instalmentPlan(locale: Locale): string {
  return formatList(
    instalmentSchedule().map(({ share, due, atRegistration }) => {
      const part = formatPercent(share, locale);
      if (atRegistration)
        return locale === 'fr'
          ? `${part} à l'inscription (${formatMonth(due, locale)})`
          : `${part} on enrolment (${formatMonth(due, locale)})`;
      return locale === 'fr'
        ? `${part} au plus tard le ${formatDay(due, locale)}`
        : `${part} by ${formatDay(due, locale)}`;
    }),
    locale,
  );
}

function tuition(): FaqQuestion {
  const count = instalmentSchedule().length;
  return {
    id: 'tuition',
    question: { fr: 'Combien coûtent les études ?', en: 'How much does it cost to study?' },
    answer: [
      paragraph((l) =>
        l === 'fr'
          ? `Pour l'année ${academicYear(intakeYear)}, les frais de scolarité sont ${tuitionAmounts('licence', l)} par an en Licence et ${tuitionAmounts('master', l)} par an en Master, selon la formation :`
          : `For ${academicYear(intakeYear)}, tuition fees are ${tuitionAmounts('licence', l)} a year for a bachelor's degree and ${tuitionAmounts('master', l)} a year for a master's, depending on the programme:`,
      ),
      list(
        feeTiers().map(
          (tier) => (l) =>
            `${tier.name[l]}${colon(l)} ${formatFcfa(tier.tuition)} ${l === 'fr' ? 'par an' : 'a year'}`,
        ),
      ),
      paragraph((l) =>
        l === 'fr'
          ? `Les frais d'inscription sont ${amounts(registrationFees('licence'), l)} par an en Licence et ${amounts(registrationFees('master'), l)} en Master. Les frais de scolarité se règlent en ${count} versements : ${instalmentPlan(l)}. Chaque page de formation donne son montant et ses versements.`
          : `The registration fee is ${amounts(registrationFees('licence'), l)} a year for a bachelor's degree and ${amounts(registrationFees('master'), l)} for a master's. Tuition is paid in ${count} instalments: ${instalmentPlan(l)}. Each programme's page gives its amount and instalments.`,
      ),
    ],
  };
}

function scholarships(): FaqQuestion {
  const largest = Math.max(0, ...aidSchemes().map((scheme) => largestReduction(scheme) ?? 0));
  const closes = intakeEvents().filter((event) => event.kind === 'applications-close');
  return {
    id: 'scholarships',
    question: {
      fr: 'Existe-t-il des bourses ou des facilités de paiement ?',
      en: 'Are there scholarships or payment arrangements?',
    },
    answer: [
      paragraph((l) =>
        l === 'fr'
          ? `Oui. Les frais de scolarité se paient en ${instalmentSchedule().length} versements, et l'Université accorde les aides suivantes :`
          : `Yes. Tuition is paid in ${instalmentSchedule().length} instalments, and the University grants the following aid:`,
      ),
      list(
        aidSchemes().map((scheme) => (l) => {
          const shares = scheme.steps.map((step) => formatPercent(step.percent, l));
          const what =
            shares.length === 0
              ? (scheme.covers?.[l] ?? '')
              : l === 'fr'
                ? `${shares.join(' ou ')} des frais de scolarité`
                : `${shares.join(' or ')} of tuition`;
          return `${scheme.name[l]}${colon(l)} ${what}`;
        }),
      ),
      paragraph((l) =>
        l === 'fr'
          ? `Les réductions ne se cumulent pas et vont jusqu'à ${formatPercent(largest, l)} des frais de scolarité. La page Admissions précise qui peut demander chaque aide et comment ; une demande d'aide sociale s'adresse au service de la scolarité avant la clôture des candidatures de votre session (${formatList(
              closes.map((event) => `le ${formatDay(event.start, l)}`),
              l,
            )}).`
          : `Reductions cannot be combined and go up to ${formatPercent(largest, l)} of tuition. The Admissions page says who can apply for each kind of aid and how; a request for a need-based grant goes to the Registrar's Office before the application deadline of your round (${formatList(
              closes.map((event) => formatDay(event.start, l)),
              l,
            )}).`,
      ),
    ],
  };
}

/** The levels that apply in the same rounds share one line; otherwise each has its own. */
function roundLines(): ((locale: Locale) => string)[] {
  const [first, ...others] = programmeTypes;
  if (others.every((type) => roundsText(type, 'fr') === roundsText(first, 'fr')))
    return [
      (l) =>
        l === 'fr'
          ? `Licence et Master : ${roundsText(first, l)}`
          : `Bachelor's and master's: ${roundsText(first, l)}`,
    ];
  return programmeTypes.map(
    (type) => (l) =>
      `${l === 'fr' ? (type === 'licence' ? 'Licence' : 'Master') : type === 'licence' ? "Bachelor's" : "Master's"}${colon(l)} ${roundsText(type, l)}`,
  );
}

function deadlines(): FaqQuestion {
  const starts = intakeEvents().filter((event) => event.kind === 'classes-start');
  return {
    id: 'deadlines',
    question: {
      fr: 'Quelles sont les dates limites de candidature ?',
      en: 'What are the application deadlines?',
    },
    answer: [
      paragraph((l) =>
        l === 'fr'
          ? `Pour la rentrée ${intakeYear}, le formulaire en ligne reçoit les candidatures en ${applicationRounds()} sessions, premier et dernier jour compris :`
          : `For the ${intakeYear} intake, the online form takes applications in ${applicationRounds()} rounds, first and last days included:`,
      ),
      list(roundLines()),
      paragraph((l) =>
        l === 'fr'
          ? `En dehors de ces dates, le formulaire ne reçoit pas de candidature ; le formulaire de contact reste ouvert pour vos questions. ${starts.map((event) => `${event.title[l]}${colon(l)} ${formatDays(event.start, event.end, l)}.`).join(' ')}`
          : `Outside these dates the form takes no application; the contact form stays open for your questions. ${starts.map((event) => `${event.title[l]}${colon(l)} ${formatDays(event.start, event.end, l)}.`).join(' ')}`,
      ),
      paragraph((l) =>
        l === 'fr'
          ? "Le calendrier complet, avec les journées portes ouvertes et les résultats, est sur la page Admissions, d'où vous pouvez l'ajouter à l'agenda de votre téléphone."
          : "The full calendar, with the open days and results, is on the Admissions page, where you can add it to your phone's calendar.",
      ),
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
    title: { fr: 'Frais de scolarité, bourses et calendrier', en: 'Tuition fees, scholarships and dates' },
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
