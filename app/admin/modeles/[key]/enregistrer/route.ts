import { z } from 'zod';
import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { templatePath, TEMPLATES_PATH } from '@/lib/admin/paths';
import {
  replyTemplateFields,
  replyTemplateKeys,
  saveReplyTemplate,
  type ReplyTemplateKey,
} from '@/lib/admin/reply-templates';
import { staffPost } from '@/lib/admin/staff-post';
import { encodeTemplateDraft } from '@/lib/admin/template-draft';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * Back to the edit form with every field as typed (`brouillon`) and why the save was refused
 * (`refus`): the page shows each field's error again, so nothing typed is lost.
 */
function backToForm(key: ReplyTemplateKey, form: URLSearchParams, refusal: 'champs' | 'indisponible') {
  const query = new URLSearchParams({ refus: refusal, brouillon: encodeTemplateDraft(form) });
  return seeOther(`${templatePath(key)}?${query}`);
}

/** A reply template's edit form: every language saved at once, recording who saved them. */
export const POST = staffPost({
  segments: z.object({ key: z.enum(replyTemplateKeys) }),
  fields: replyTemplateFields,
  invalid: ({ segments: { key }, form }) => backToForm(key, form, 'champs'),
  async handle({ who, segments: { key }, form, data }) {
    try {
      const { db } = await getDatabase();
      await saveReplyTemplate(db, key, data, who.staff.id);
    } catch {
      return backToForm(key, form, 'indisponible');
    }
    logEvent('reply_template_saved', { template: key, staff: who.staff.id });
    return seeOther(`${TEMPLATES_PATH}?saved=${key}`);
  },
});
