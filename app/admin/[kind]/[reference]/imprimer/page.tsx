import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DocumentList, type StaffDocument } from '@/components/admin/document-list';
import { PrintButton } from '@/components/admin/print-button';
import { getDatabase } from '@/db';
import { listDocuments } from '@/db/documents';
import { requireStaff } from '@/lib/admin/auth';
import { inboxKinds } from '@/lib/admin/inbox-kinds';
import { getAdmission, getContactMessage, type HistoryEntry } from '@/lib/admin/inbox-queries';
import { formatOfficeDateTime } from '@/i18n/format';
import { statusLabels, suspicionLabels } from '@/lib/admin/labels';
import { listNotes, type NoteEntry } from '@/lib/admin/notes';
import { referenceOf } from '@/lib/admin/references';
import { admissionFields, contactFields } from '@/lib/admin/submission-fields';
import type { SubmissionStatus } from '@/lib/admin/statuses';
import type { SuspicionReason } from '@/db/schema';
import './print.css';

interface PrintPageProps {
  params: Promise<{ kind: string; reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PrintPageProps): Promise<Metadata> {
  const { kind: segment, reference } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  const found = kind && referenceOf(kind, reference);
  return { title: found ? `${found} (impression)` : 'Introuvable' };
}

/**
 * One submission on paper (or as a PDF, from the print dialog): every field, the documents and
 * what is missing, the status and its history. Internal notes are left out unless asked for
 * (`?notes=1`): the paper file may leave the office.
 */
export default async function PrintPage({ params, searchParams }: PrintPageProps) {
  await requireStaff();
  const { kind: segment, reference: encoded } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  if (!kind) notFound();
  const reference = referenceOf(kind, encoded);
  if (!reference) notFound();
  const { db } = await getDatabase();

  let heading: string;
  let shown: { fields: [string, string][]; longText: [string, string] };
  let status: SubmissionStatus;
  let history: HistoryEntry[];
  let suspected: SuspicionReason | null;
  let documents: StaffDocument[] | undefined;
  let submissionId: string;
  if (kind === 'admissions') {
    const found = await getAdmission(db, reference);
    if (!found) notFound();
    heading = "Demande d'admission";
    shown = admissionFields(found.row);
    ({ status, suspectedReason: suspected } = found.row);
    history = found.history;
    documents = await listDocuments(db, found.row.id);
    submissionId = found.row.id;
  } else {
    const found = await getContactMessage(db, reference);
    if (!found) notFound();
    heading = 'Message de contact';
    shown = contactFields(found.row);
    ({ status, suspectedReason: suspected } = found.row);
    history = found.history;
    submissionId = found.row.id;
  }
  const withNotes = (await searchParams).notes === '1';
  const notes: NoteEntry[] = withNotes ? await listNotes(db, kind, submissionId) : [];
  const detailHref = `/admin/${kind}/${encodeURIComponent(reference)}`;
  const printHref = `${detailHref}/imprimer`;

  return (
    <main className="admin-print mx-auto max-w-3xl bg-white px-6 py-6" data-testid="print-view">
      <p className="flex items-center gap-4 text-sm print:hidden">
        <Link href={detailHref} prefetch={false} className="underline">
          {kind === 'admissions' ? '← Retour à la demande' : '← Retour au message'}
        </Link>
        <PrintButton />
        <Link href={withNotes ? printHref : `${printHref}?notes=1`} prefetch={false} className="underline">
          {withNotes ? 'Sans les notes internes' : 'Avec les notes internes'}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        {heading} <span className="font-mono">{reference}</span>
      </h1>
      <p className="mt-1">
        Statut : <strong data-testid="print-status">{statusLabels[status]}</strong>
        <span className="text-sm text-slate-600"> · imprimé le {formatOfficeDateTime(new Date())}</span>
      </p>
      {suspected && <p className="mt-2 text-sm">Envoi suspect : {suspicionLabels[suspected]}.</p>}
      <dl className="mt-6 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2">
        {shown.fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words" data-field={label} dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-semibold">{shown.longText[0]}</h2>
      <p className="mt-2 whitespace-pre-wrap break-words" data-testid="submission-text" dir="auto">
        {shown.longText[1]}
      </p>
      {documents && (
        <section className="print-block">
          <h2 className="mt-6 text-lg font-semibold">Documents joints</h2>
          <DocumentList
            documents={documents}
            hrefOf={(id) => `${detailHref}/documents/${id}`}
            previews={false}
          />
        </section>
      )}
      <section className="print-block">
        <h2 className="mt-6 text-lg font-semibold">Historique du statut</h2>
        {history.length === 0 ? (
          <p className="mt-2 text-sm">Aucun changement de statut.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-1 text-sm" data-testid="status-history">
            {history.map((change) => (
              <li key={`${change.changedAt.toISOString()}-${change.toStatus}`}>
                {formatOfficeDateTime(change.changedAt)} : {statusLabels[change.fromStatus]} →{' '}
                {statusLabels[change.toStatus]}, par {change.changedBy}
              </li>
            ))}
          </ol>
        )}
      </section>
      {withNotes && (
        <section className="print-block" data-testid="print-notes">
          <h2 className="mt-6 text-lg font-semibold">Notes internes</h2>
          {notes.length === 0 ? (
            <p className="mt-2 text-sm">Aucune note.</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-2 text-sm">
              {notes.map((note) => (
                <li key={note.id}>
                  <p className="text-slate-600">
                    {formatOfficeDateTime(note.createdAt)}, {note.author}
                  </p>
                  <p className="whitespace-pre-wrap break-words" dir="auto">
                    {note.body}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </main>
  );
}
