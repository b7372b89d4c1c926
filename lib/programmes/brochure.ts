import { createTranslator } from 'next-intl';
import { intakeEvents, intakeYear } from '@/content/calendar';
import { getDepartment } from '@/content/departments';
import { feeTierOf, instalmentsOf } from '@/content/fees';
import { academicYear, formatDay, formatDays, formatFcfa, formatMonth } from '@/i18n/format';
import { windowDatesText } from '@/lib/intake/window-texts';
import { site } from '@/content/site';
import type { Programme } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { accreditationFacts } from './accreditation-facts';
import { curriculumYearKeys, levelKey } from './labels';

/** One block of a brochure, laid out by `renderBrochurePdf`. */
export type BrochureBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'facts'; rows: readonly { label: string; value: string }[] }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] };

export interface Brochure {
  /** Document title (PDF metadata) */
  title: string;
  language: Locale;
  /** Running footer of every page, before the page number. */
  footer: string;
  blocks: BrochureBlock[];
  pageLabel: (page: number, pages: number) => string;
}

export interface BrochureUrls {
  /** Absolute URL of the programme's page. */
  page: string;
  /** Absolute URL of the admission form with this programme chosen (the contact form when closed). */
  apply: string;
}

/** File name the brochure downloads under, e.g. 'brochure-genie-logiciel-fr.pdf'. */
export function brochureFileName(programme: Pick<Programme, 'slug'>, locale: Locale): string {
  return `brochure-${programme.slug}-${locale}.pdf`;
}

/** Locale-free path of a programme's brochure (served by app/[locale]/brochures/[file]). */
export function brochurePath(programme: Pick<Programme, 'slug'>): string {
  return `/brochures/${programme.slug}.pdf`;
}

/**
 * Everything a programme's brochure says, in reading order, from the registry and the same
 * messages as the detail page: title, level, department, accreditation, about, objectives,
 * careers, curriculum per year and the institution's contact details.
 */
export function brochureContent(programme: Programme, locale: Locale, urls: BrochureUrls): Brochure {
  const messages = catalogues[locale];
  const t = createTranslator({ locale, messages, namespace: 'Brochure' });
  const tp = createTranslator({ locale, messages, namespace: 'Programme' });
  const department = getDepartment(programme.department);
  const duration =
    programme.type === 'master'
      ? t('masterDuration')
      : programme.level === 'bac+2/bac+3'
        ? t('licenceDurationWithExit')
        : t('licenceDuration');
  const { street, district, city, country } = site.address;

  return {
    title: `${programme.title[locale]} | ${site.names[locale]}`,
    language: locale,
    footer: site.names[locale],
    pageLabel: (page, pages) => t('page', { page, pages }),
    blocks: [
      { kind: 'subtitle', text: `${site.names[locale]} | ${t('subtitle')}` },
      { kind: 'title', text: programme.title[locale] },
      { kind: 'paragraph', text: programme.description[locale] },
      {
        kind: 'facts',
        rows: [
          { label: t('level'), value: tp(levelKey(programme.type)) },
          { label: t('duration'), value: duration },
          { label: t('department'), value: department.name[locale] },
          { label: t('trainingType'), value: t('trainingTypeValue') },
          // As on the page: an accreditation row only where CAMES accredits the programme.
          ...accreditationFacts(programme, locale),
        ],
      },
      { kind: 'heading', text: tp('about') },
      { kind: 'paragraph', text: programme.about[locale] },
      { kind: 'heading', text: tp('objectives') },
      { kind: 'paragraph', text: tp('objectivesIntro') },
      { kind: 'bullets', items: programme.objectives.map((o) => o[locale]) },
      { kind: 'heading', text: tp('careers') },
      { kind: 'paragraph', text: tp('careersIntro') },
      { kind: 'bullets', items: programme.careers.map((c) => c[locale]) },
      { kind: 'heading', text: tp('curriculum') },
      ...curriculumYearKeys(programme).flatMap(({ key, courses }): BrochureBlock[] => [
        { kind: 'subheading', text: tp(key) },
        { kind: 'bullets', items: courses.map((c) => c[locale]) },
      ]),
      ...feesAndDates(programme, locale),
      { kind: 'heading', text: t('contact') },
      {
        kind: 'facts',
        rows: [
          { label: t('phone'), value: site.phone },
          { label: t('email'), value: site.email },
          { label: t('address'), value: `${street}, ${district}, ${city}, ${country[locale]}` },
          { label: t('web'), value: urls.page },
          { label: programme.applicationsOpen ? t('apply') : t('nextIntake'), value: urls.apply },
        ],
      },
      { kind: 'paragraph', text: t('generated') },
    ],
  };
}

/**
 * The brochure's "fees and dates": the programme's fees and instalments (its fee tier), and the
 * intake's rounds of applications and start of classes, from the same content as its page. A
 * brochure is printed and kept: it states the dates, never "the next deadline".
 */
function feesAndDates(programme: Programme, locale: Locale): BrochureBlock[] {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Intake' });
  const tier = feeTierOf(programme);
  const instalments = instalmentsOf(tier.tuition).map((instalment) => {
    const amount = formatFcfa(instalment.amount, locale);
    return instalment.atRegistration
      ? t('instalmentAtRegistration', { amount, month: formatMonth(instalment.due, locale) })
      : t('instalmentBy', { amount, date: formatDay(instalment.due, locale) });
  });
  const classes = intakeEvents().find(
    (event) => event.kind === 'classes-start' && (!event.for || event.for === programme.type),
  );
  return [
    { kind: 'heading', text: `${t('cardTitle')} ${academicYear(intakeYear)}` },
    {
      kind: 'facts',
      rows: [
        { label: t('registration'), value: t('perYear', { amount: formatFcfa(tier.registration, locale) }) },
        { label: t('tuition'), value: t('perYear', { amount: formatFcfa(tier.tuition, locale) }) },
        { label: t('instalments', { count: instalments.length }), value: instalments.join(' ; ') },
        ...(programme.applicationsOpen
          ? [
              { label: t('applications'), value: windowDatesText(programme.type, locale) },
              ...(classes
                ? [{ label: t('classesStart'), value: formatDays(classes.start, classes.end, locale) }]
                : []),
            ]
          : [{ label: t('applications'), value: t('notOpen', { year: academicYear(intakeYear) }) }]),
      ],
    },
  ];
}
