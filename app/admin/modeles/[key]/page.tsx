import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { ReplyTemplateForm } from '@/components/admin/reply-template-form';
import { getDatabase } from '@/db';
import { requireStaff } from '@/lib/admin/auth';
import {
  isReplyTemplateKey,
  listReplyTemplates,
  replyLanguageNames,
  replyTemplateLimits,
  replyTemplateLocales,
} from '@/lib/admin/reply-templates';
import { saveReplyTemplateAction } from './actions';

export const metadata: Metadata = { title: 'Modifier un modèle de réponse' };

/** One reply template's edit form, both languages. */
export default async function ReplyTemplatePage({ params }: { params: Promise<{ key: string }> }) {
  const staff = await requireStaff();
  const { key } = await params;
  if (!isReplyTemplateKey(key)) notFound();
  const { db } = await getDatabase();
  const template = (await listReplyTemplates(db)).find((candidate) => candidate.key === key)!;
  const values = Object.fromEntries(
    replyTemplateLocales.flatMap((locale) => [
      [`${locale}.subject`, template[locale].subject],
      [`${locale}.body`, template[locale].body],
    ]),
  );
  return (
    <AdminShell staff={staff} current="modeles">
      <p className="text-sm">
        <Link href="/admin/modeles" prefetch={false} className="underline">
          ← Retour aux modèles
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Modèle « {template.label} »</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Champs remplacés à l&apos;envoi : {'{nom}'} (nom du candidat), {'{reference}'} (référence de la
        demande), {'{programme}'} (programme demandé). Objet : {replyTemplateLimits.subject} caractères au
        plus ; message : {replyTemplateLimits.body}.
      </p>
      <ReplyTemplateForm
        action={saveReplyTemplateAction.bind(null, key)}
        initial={{ values, errors: {} }}
        limits={replyTemplateLimits}
        languages={replyTemplateLocales.map((locale) => ({ locale, heading: replyLanguageNames[locale] }))}
      />
    </AdminShell>
  );
}
