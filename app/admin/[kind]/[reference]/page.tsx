import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { StatusForm } from '@/components/admin/status-form';
import { StatusBadge } from '@/components/admin/status-badge';
import { StaffWorkspace } from '@/components/admin/staff-workspace';
import { DocumentList, type StaffDocument } from '@/components/admin/document-list';
import { DuplicateNotice } from '@/components/admin/duplicate-notice';
import { ReplyPanel, type ReplyTarget } from '@/components/admin/reply-panel';
import { getDatabase } from '@/db';
import { listDocuments } from '@/db/documents';
import { requireStaff } from '@/lib/admin/auth';
import { inboxKinds } from '@/lib/admin/inbox-kinds';
import { getAdmission, getContactMessage, type HistoryEntry } from '@/lib/admin/inbox-queries';
import { markOpened } from '@/lib/admin/opened';
import { submissionPath } from '@/lib/admin/paths';
import { referenceOf } from '@/lib/admin/references';
import { admissionFields, contactFields } from '@/lib/admin/submission-fields';
import { listReplyTemplates } from '@/lib/admin/reply-templates';
import { formatOfficeDateTime } from '@/i18n/format';
import { statusLabels, suspicionLabels } from '@/lib/admin/labels';
import type { ConfirmationWithheld, SuspicionReason } from '@/db/schema';
import type { SubmissionStatus } from '@/lib/admin/statuses';
import { applicantMailEnabled } from '@/lib/notify/outbox';
import { withheldExplanation } from '@/lib/notify/confirmation-limits';

interface DetailPageProps {
  params: Promise<{ kind: string; reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: DetailPageProps): Promise<Metadata> {
  const { kind: segment, reference } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  return { title: (kind && referenceOf(kind, reference)) ?? 'Introuvable' };
}

/** Every field of one submission, as typed (React escapes it: markup shows as text), and its status. */
export default async function SubmissionPage({ params, searchParams }: DetailPageProps) {
  const staff = await requireStaff();
  const { kind: segment, reference: encoded } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  if (!kind) notFound();
  const reference = referenceOf(kind, encoded);
  if (!reference) notFound();
  const { db } = await getDatabase();

  let heading: string;
  let fields: [string, string][];
  let longText: [string, string];
  let status: SubmissionStatus;
  let history: HistoryEntry[];
  let suspected: SuspicionReason | null;
  let withheld: ConfirmationWithheld | null = null;
  let documents: StaffDocument[] | undefined;
  let workspace: { submissionId: string; assignedTo: string | null };
  let reply: ReplyTarget;
  if (kind === 'admissions') {
    const found = await getAdmission(db, reference);
    if (!found) notFound();
    const { row } = found;
    heading = "Demande d'admission";
    ({ fields, longText } = admissionFields(row));
    status = row.status;
    history = found.history;
    suspected = row.suspectedReason;
    withheld = row.confirmationWithheld;
    documents = await listDocuments(db, row.id);
    workspace = { submissionId: row.id, assignedTo: row.assignedTo };
    reply = {
      kind,
      reference,
      name: row.fullName,
      email: row.email,
      locale: row.locale,
      phone: row.phone,
      programme: row.programName,
    };
  } else {
    const found = await getContactMessage(db, reference);
    if (!found) notFound();
    const { row } = found;
    heading = 'Message de contact';
    ({ fields, longText } = contactFields(row));
    status = row.status;
    history = found.history;
    suspected = row.suspectedReason;
    workspace = { submissionId: row.id, assignedTo: row.assignedTo };
    reply = { kind, reference, name: row.name, email: row.email, locale: row.locale };
  }
  await markOpened(db, kind, reference, staff.id);
  const query = await searchParams;
  const { saved, cleared } = query;
  const templates = await listReplyTemplates(db);

  return (
    <AdminShell staff={staff} current={kind}>
      <p className="text-sm">
        <Link href={`/admin/${kind}`} prefetch={false} className="underline">
          ← Retour à la liste
        </Link>{' '}
        ·{' '}
        <Link
          href={`/admin/${kind}/${encodeURIComponent(reference)}/imprimer`}
          prefetch={false}
          className="underline"
        >
          Version imprimable
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold">
        {heading} <span className="font-mono text-xl">{reference}</span> <StatusBadge status={status} />
      </h1>
      {suspected && (
        <p role="note" className="mt-4 rounded bg-amber-50 p-3 text-amber-900" data-testid="suspected">
          Envoi suspect : {suspicionLabels[suspected]}. Il est tenu hors de la liste par défaut et n&apos;a
          pas été notifié ; il peut venir d&apos;une personne sur une connexion lente.
          {kind === 'admissions' && (
            <> Le candidat ne peut pas envoyer de documents tant que le signalement n&apos;est pas levé.</>
          )}
        </p>
      )}
      {suspected && kind === 'admissions' && (
        <form method="post" action={submissionPath(kind, reference, 'cleared')} className="mt-2">
          <button
            type="submit"
            className="rounded border border-amber-700 px-3 py-1 text-amber-900 underline-offset-2 hover:underline"
          >
            Ce n&apos;est pas un robot : lever le signalement
          </button>
        </form>
      )}
      {cleared === '1' && !suspected && (
        <p role="status" className="mt-4 rounded bg-green-50 p-3 text-green-900" data-testid="cleared">
          Signalement levé : le candidat peut envoyer ses documents.
        </p>
      )}
      {withheld && (
        <p
          role="note"
          className="mt-4 rounded bg-amber-50 p-3 text-amber-900"
          data-testid="confirmation-withheld"
        >
          {withheldExplanation(withheld)}
        </p>
      )}
      <DuplicateNotice kind={kind} reference={reference} />
      {saved === '1' && (
        <p role="status" className="mt-4 rounded bg-green-50 p-3 text-green-900">
          Statut enregistré.
        </p>
      )}
      <div className="mt-6">
        <ReplyPanel target={reply} templates={templates} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {/* min-w-0: a long e-mail or the documents' table wraps or scrolls inside its card, never
            widening the page past a phone's screen. */}
        <section aria-label="Contenu" className="min-w-0 rounded-lg bg-white p-6 shadow-sm">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="break-words" data-field={label} dir="auto">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-6 font-semibold text-slate-700">{longText[0]}</h2>
          <p className="mt-2 whitespace-pre-wrap break-words" data-testid="submission-text" dir="auto">
            {longText[1]}
          </p>
          {documents && (
            <>
              <h2 className="mt-6 font-semibold text-slate-700">Documents joints</h2>
              <DocumentList
                documents={documents}
                hrefOf={(id) => `/admin/${kind}/${encodeURIComponent(reference)}/documents/${id}`}
              />
            </>
          )}
        </section>
        <section aria-labelledby="status-heading" className="min-w-0 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="status-heading" className="font-semibold">
            Suivi
          </h2>
          <StatusForm
            kind={kind}
            action={submissionPath(kind, reference, 'status')}
            status={status}
            canInform={kind === 'admissions' && applicantMailEnabled()}
          />
          <h3 className="mt-6 font-semibold text-slate-700">Historique</h3>
          {history.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Aucun changement de statut.</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-2 text-sm" data-testid="status-history">
              {history.map((change) => (
                <li key={`${change.changedAt.toISOString()}-${change.toStatus}`}>
                  <time dateTime={change.changedAt.toISOString()}>
                    {formatOfficeDateTime(change.changedAt)}
                  </time>{' '}
                  : {statusLabels[change.fromStatus]} → {statusLabels[change.toStatus]}, par{' '}
                  {change.changedBy}
                </li>
              ))}
            </ol>
          )}
          <StaffWorkspace kind={kind} reference={reference} {...workspace} searchParams={query} />
        </section>
      </div>
    </AdminShell>
  );
}
