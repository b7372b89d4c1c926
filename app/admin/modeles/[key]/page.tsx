import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { ReplyTemplateForm } from '@/components/admin/reply-template-form';
import { getDatabase } from '@/db';
import { requireStaff } from '@/lib/admin/auth';
import { saveTemplatePath, TEMPLATES_PATH } from '@/lib/admin/paths';
import { decodeTemplateDraft } from '@/lib/admin/template-draft';
import {
  isReplyTemplateKey,
  listReplyTemplates,
  parseReplyTemplate,
  replyLanguageNames,
  replyTemplateLimits,
  replyTemplateLocales,
} from '@/lib/admin/reply-templates';

export const metadata: Metadata = { title: 'Modifier un modèle de réponse' };

interface ReplyTemplatePageProps {
  params: Promise<{ key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Why a save was refused (`refus`, app/admin/modeles/[key]/enregistrer), as the form says it. */
const refusals: Record<string, string> = {
  champs: "Le modèle n'a pas été enregistré : corrigez les champs signalés.",
  indisponible: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
};

/**
 * One reply template's edit form, every language: the saved texts, or after a refused save what
 * was typed (sent back in the address) with each field's error.
 */
export default async function ReplyTemplatePage({ params, searchParams }: ReplyTemplatePageProps) {
  const staff = await requireStaff();
  const { key } = await params;
  if (!isReplyTemplateKey(key)) notFound();
  const { db } = await getDatabase();
  const template = (await listReplyTemplates(db)).find((candidate) => candidate.key === key)!;
  const query = await searchParams;
  const draft = typeof query.brouillon === 'string' ? decodeTemplateDraft(query.brouillon) : undefined;
  const refusal = draft && typeof query.refus === 'string' ? refusals[query.refus] : undefined;
  const values: Record<string, string> =
    refusal && draft
      ? draft
      : Object.fromEntries(
          replyTemplateLocales.flatMap((locale) => [
            [`${locale}.subject`, template[locale].subject],
            [`${locale}.body`, template[locale].body],
          ]),
        );
  const parsed = refusal && query.refus === 'champs' ? parseReplyTemplate(values) : undefined;
  const errors = parsed && !parsed.ok ? parsed.errors : {};
  return (
    <AdminShell staff={staff} current="modeles">
      <p className="text-sm">
        <Link href={TEMPLATES_PATH} prefetch={false} className="underline">
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
        action={saveTemplatePath(key)}
        state={{ values, errors, problem: refusal }}
        limits={replyTemplateLimits}
        languages={replyTemplateLocales.map((locale) => ({ locale, heading: replyLanguageNames[locale] }))}
      />
    </AdminShell>
  );
}
