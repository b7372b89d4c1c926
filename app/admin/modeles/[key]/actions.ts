'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/db';
import { currentStaff, LOGIN_PATH, sameOrigin } from '@/lib/admin/auth';
import {
  isReplyTemplateKey,
  parseReplyTemplate,
  replyTemplateFieldNames,
  saveReplyTemplate,
} from '@/lib/admin/reply-templates';
import { logEvent } from '@/lib/core/log';
import type { ReplyTemplateFormState } from '@/components/admin/reply-template-form';

/**
 * The template edit form's action. A refused save answers with every field as typed and each
 * error in French, so the form shows them again and nothing typed is lost.
 */
export async function saveReplyTemplateAction(
  key: string,
  _previous: ReplyTemplateFormState,
  form: FormData,
): Promise<ReplyTemplateFormState> {
  const values = Object.fromEntries(
    replyTemplateFieldNames.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  // The same CSRF defence as the staff area's route handlers, on top of Next.js's own check.
  if (!sameOrigin({ headers: await headers() })) {
    return { values, errors: {}, problem: "L'enregistrement a été refusé. Rechargez la page et réessayez." };
  }
  const staff = await currentStaff();
  if (!staff) redirect(LOGIN_PATH);
  if (!isReplyTemplateKey(key)) return { values, errors: {}, problem: "Ce modèle n'existe pas." };
  const parsed = parseReplyTemplate(values);
  if (!parsed.ok) {
    return {
      values,
      errors: parsed.errors,
      problem: "Le modèle n'a pas été enregistré : corrigez les champs signalés.",
    };
  }
  try {
    const { db } = await getDatabase();
    await saveReplyTemplate(db, key, parsed.value, staff.id);
  } catch {
    return {
      values,
      errors: {},
      problem: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    };
  }
  logEvent('reply_template_saved', { template: key, staff: staff.id });
  redirect(`/admin/modeles?saved=${key}`);
}
