import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/components/admin/admin-shell';
import { getDatabase } from '@/db';
import { requireStaff } from '@/lib/admin/auth';
import { formatOfficeDateTime } from '@/i18n/format';
import { listReplyTemplates } from '@/lib/admin/reply-templates';

export const metadata: Metadata = { title: 'Modèles de réponse' };

interface TemplatesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The office's reply templates: each one's French subject, when it was last saved, its edit link. */
export default async function ReplyTemplatesPage({ searchParams }: TemplatesPageProps) {
  const staff = await requireStaff();
  const { db } = await getDatabase();
  const templates = await listReplyTemplates(db);
  const { saved } = await searchParams;
  const savedLabel = templates.find((template) => template.key === saved)?.label;
  return (
    <AdminShell staff={staff} current="modeles">
      <h1 className="text-2xl font-bold">Modèles de réponse</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Chaque demande propose « Répondre avec un modèle » : le message s&apos;ouvre dans votre messagerie,
        dans la langue du candidat, avec {'{nom}'}, {'{reference}'} et {'{programme}'} remplacés par les
        siens.
      </p>
      {savedLabel && (
        <p role="status" className="mt-4 rounded bg-green-50 p-3 text-green-900">
          Modèle « {savedLabel} » enregistré.
        </p>
      )}
      <ul className="mt-6 flex flex-col gap-3" data-testid="reply-templates">
        {templates.map((template) => (
          <li key={template.key} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="font-semibold">{template.label}</h2>
            <p className="mt-1 text-sm text-slate-700">
              Objet : <span data-testid="template-subject">{template.fr.subject}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {template.updatedAt
                ? `Modifié le ${formatOfficeDateTime(template.updatedAt)}`
                : 'Texte par défaut'}
            </p>
            <p className="mt-2 text-sm">
              <Link href={`/admin/modeles/${template.key}`} prefetch={false} className="underline">
                Modifier « {template.label} »
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
