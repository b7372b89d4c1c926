// The building blocks of the content files' schemas (content/schemas/*.ts). Each file of content/
// is YAML (data) with its texts in every language side by side: `title: { fr: …, en: …, ar: … }`. The
// compile step (scripts/content.ts) validates every file with these schemas; a problem stops the
// build with one line naming the file, the field and the language (see formatIssue there).
import { z } from 'zod';
import type { DepartmentId, MentionId, ProgrammeIcon, ProgrammeType } from '../types';

/** Every value of a union type, listed once at run time; `satisfies` fails the typecheck if one is missing. */
function allOf<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)) => list;
}

export const departmentIds = allOf<DepartmentId>()([
  'sciences-juridiques',
  'sciences-techniques',
  'sciences-humaines-sociales',
  'sciences-economiques',
  'sciences-gestion',
  'sciences-communication',
  'sante',
  'management-gouvernance',
]);

export const mentionIds = allOf<MentionId>()([
  'droit',
  'informatique',
  'sociologie',
  'economie',
  'banque-finance-comptabilite',
  'management',
  'transport-logistique',
  'communication',
]);

export const programmeIcons = allOf<ProgrammeIcon>()([
  'briefcase',
  'scale',
  'network',
  'code',
  'users',
  'chart',
  'globe',
  'bank',
  'calculator',
  'people',
  'building',
  'truck',
  'laptop',
  'megaphone',
  'pill',
  'stethoscope',
  'microscope',
  'baby',
  'shield',
  'leaf',
  'handshake',
  'landmark',
  'heart',
]);

export const programmeTypeIds = allOf<ProgrammeType>()(['licence', 'master']);

/** An enumeration whose message lists the accepted values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? 'required'
        : `${JSON.stringify(issue.input)} is not one of: ${values.join(', ')}`,
  });
}

/** A text: a string that is not blank, kept without the spaces around it. */
export const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a text') })
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { error: 'required' });

/** A text in every language, each required: `{ fr: …, en: …, ar: … }`. */
export const localized = z.strictObject(
  { fr: text, en: text, ar: text },
  { error: (issue) => (issue.input === undefined ? 'required' : 'must give fr:, en: and ar:') },
);

/** A path under public/, e.g. /images/team/someone.svg. */
export const imagePath = text.refine(
  (value) => /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/.test(value),
  {
    error: 'must be an image under /images/ (svg, png, jpg, webp or avif)',
  },
);

/** Whether `value` is a day of the calendar written YYYY-MM-DD (2027-02-31 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day, YYYY-MM-DD, that exists in the calendar. */
export const isoDate = z
  .string({
    error: (issue) => (issue.input === undefined ? 'required' : `${String(issue.input)} is not a date`),
  })
  .check((ctx) => {
    if (!isCalendarDate(ctx.value))
      ctx.issues.push({ code: 'custom', message: `${ctx.value} is not a date`, input: ctx.value });
  })
  .transform((value) => value as `${number}-${number}-${number}`);

/** A whole number (amounts in FCFA, percentages, years). */
export const whole = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a whole number') })
  .int({ error: 'must be a whole number' })
  .nonnegative({ error: 'must not be negative' });

/** Where an entry of a collection comes in its list: smaller first, then by file name. */
export const order = whole;

export const flag = z.boolean({
  error: (issue) => (issue.input === undefined ? 'required' : 'must be true or false'),
});

/** A list of exactly `count` items. */
export function exactly<T extends z.ZodType>(item: T, count: number) {
  return z
    .array(item, { error: (issue) => (issue.input === undefined ? 'required' : 'must be a list') })
    .length(count, { error: `must have exactly ${count} items` });
}

/** An identifier as addresses and anchors use it: lower case, digits and hyphens. */
export const slug = text.refine((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), {
  error: 'must be lower case letters, digits and hyphens',
});
