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
import type { ReplyLocale } from './reply-links';

export { replyTemplateKeys, type ReplyTemplateKey } from '@/content/reply-templates';

export const replyTemplateLocales = ['fr', 'en'] as const satisfies readonly ReplyLocale[];

/**
 * A subject line stays short; a body is sent inside a `mailto:` link, which some mail programs cut
 * beyond about 2,000 characters once encoded.
 */
export const replyTemplateLimits = { subject: 200, body: 1500 } as const;

export interface ReplyTemplateView {
  key: ReplyTemplateKey;
  label: string;
  fr: ReplyTemplateText;
  en: ReplyTemplateText;
  /** When the office last saved it; undefined while it holds its default text. */
  updatedAt?: Date;
}

export function isReplyTemplateKey(value: string): value is ReplyTemplateKey {
  return (replyTemplateKeys as readonly string[]).includes(value);
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
        key,
        label: defaults.label,
        fr: text('fr'),
        en: text('en'),
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

const languageNames: Record<ReplyLocale, string> = { fr: 'français', en: 'anglais' };

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

/** The typed fields, or each field's first error in French. */
export function parseReplyTemplate(
  fields: Record<string, string>,
): { ok: true; value: ReplyTemplateInput } | { ok: false; errors: Record<string, string> } {
  const parsed = replyTemplateSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const data = parsed.data;
  return {
    ok: true,
    value: {
      fr: { subject: data['fr.subject']!, body: data['fr.body']! },
      en: { subject: data['en.subject']!, body: data['en.body']! },
    },
  };
}

/** Saves both languages of a template, recording who saved it. */
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
