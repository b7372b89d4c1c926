// The office's reply templates: read (a template never saved gives its default text) and saved.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { replyTemplates } from '@/db/schema';
import {
  defaultReplyTemplates,
  replyTemplateKeys,
  type ReplyTemplateKey,
  type ReplyTemplateText,
} from '@/content/reply-templates';
import { locales } from '@/i18n/locales';
import type { ReplyLocale } from './reply-links';

export { replyTemplateKeys, type ReplyTemplateKey } from '@/content/reply-templates';

export const replyTemplateLocales: readonly ReplyLocale[] = locales;

/**
 * A subject line stays short; a body is sent inside a `mailto:` link, which some mail programs cut
 * beyond about 2,000 characters once encoded.
 */
export const replyTemplateLimits = { subject: 200, body: 1500 } as const;

/** A template's texts, by language (`template.fr`…), with its name and when it was saved. */
export type ReplyTemplateView = Record<ReplyLocale, ReplyTemplateText> & {
  key: ReplyTemplateKey;
  label: string;
  /** When the office last saved it; undefined while it holds its default text. */
  updatedAt?: Date;
};

export function isReplyTemplateKey(value: string): value is ReplyTemplateKey {
  return (replyTemplateKeys as readonly string[]).includes(value);
}

function byLocale<T>(value: (locale: ReplyLocale) => T): Record<ReplyLocale, T> {
  return Object.fromEntries(replyTemplateLocales.map((locale) => [locale, value(locale)])) as Record<
    ReplyLocale,
    T
  >;
}

/** Every template, in the order of `replyTemplateKeys`, as last saved or else by default. */
export function listReplyTemplates(db: Database): Promise<ReplyTemplateView[]> {
  return withRedactedErrors(async () => {
    const rows = await db.select().from(replyTemplates);
    return replyTemplateKeys.map((key) => {
      const defaults = defaultReplyTemplates[key];
      const saved = (locale: ReplyLocale) => rows.find((row) => row.key === key && row.locale === locale);
      const text = (locale: ReplyLocale): ReplyTemplateText => {
        const row = saved(locale);
        return row ? { subject: row.subject, body: row.body } : defaults[locale];
      };
      const dates = replyTemplateLocales.flatMap((locale) => saved(locale)?.updatedAt ?? []);
      return {
        ...byLocale(text),
        key,
        label: defaults.label,
        updatedAt: dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined,
      };
    });
  });
}

/** No control characters but line breaks and tabs: a template goes into e-mails. */
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function textField(label: string, max: number, multiline: boolean) {
  return z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} : ce champ est obligatoire.` })
        .max(max, { error: `${label} : ${max} caractères au plus.` })
        .refine((value) => !controlCharacters.test(value) && (multiline || !value.includes('\n')), {
          error: multiline
            ? `${label} : caractère de contrôle non autorisé.`
            : `${label} : une seule ligne, sans caractère de contrôle.`,
        }),
    );
}

/** The languages in the office's words, as the edit form heads its parts. */
export const replyLanguageNames: Record<ReplyLocale, string> = { fr: 'Français', en: 'Anglais', ar: 'Arabe' };
const languageNames = byLocale((locale) => replyLanguageNames[locale].toLowerCase());

/** The edit form's fields, as their `name` attributes: `fr.subject`, `fr.body`, `en.subject`… */
export const replyTemplateFieldNames = replyTemplateLocales.flatMap((locale) => [
  `${locale}.subject`,
  `${locale}.body`,
]);

export const replyTemplateSchema = z.object(
  Object.fromEntries(
    replyTemplateLocales.flatMap((locale) => [
      [
        `${locale}.subject`,
        textField(`Objet (${languageNames[locale]})`, replyTemplateLimits.subject, false),
      ],
      [`${locale}.body`, textField(`Message (${languageNames[locale]})`, replyTemplateLimits.body, true)],
    ]),
  ) as Record<string, ReturnType<typeof textField>>,
);

export type ReplyTemplateInput = Record<ReplyLocale, ReplyTemplateText>;

/** The edit form's fields, checked, as every language's texts. */
export const replyTemplateFields = replyTemplateSchema.transform((data): ReplyTemplateInput =>
  byLocale((locale) => ({ subject: data[`${locale}.subject`]!, body: data[`${locale}.body`]! })),
);

/** Each refused field's first error, in French, by field name. */
function replyTemplateErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** The typed fields, or each field's first error in French. */
export function parseReplyTemplate(
  fields: Record<string, string>,
): { ok: true; value: ReplyTemplateInput } | { ok: false; errors: Record<string, string> } {
  const parsed = replyTemplateFields.safeParse(fields);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: replyTemplateErrors(parsed.error.issues) };
}

/** Saves every language of a template, recording who saved it. */
export function saveReplyTemplate(
  db: Database,
  key: ReplyTemplateKey,
  value: ReplyTemplateInput,
  staffId: string,
): Promise<void> {
  return withRedactedErrors(async () => {
    await db
      .insert(replyTemplates)
      .values(
        replyTemplateLocales.map((locale) => ({
          key,
          locale,
          subject: value[locale].subject,
          body: value[locale].body,
          updatedBy: staffId,
        })),
      )
      .onConflictDoUpdate({
        target: [replyTemplates.key, replyTemplates.locale],
        set: {
          subject: sql`excluded.subject`,
          body: sql`excluded.body`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  });
}
