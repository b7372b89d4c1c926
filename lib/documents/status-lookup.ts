import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { site } from '@/content/site';
import type { Database } from '@/db/client';
import { listDocuments } from '@/db/documents';
import { admissionRequests, statusChanges, type DocumentKind, type AdmissionStatus } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { programmeName } from '@/lib/notify/applicant-mail';
import { catalogues } from '@/messages';
import { documentKinds } from './limits';
import { uploadTokenFor } from './upload-token-key';

/** What the tracking page shows an applicant of their application (POST /api/admissions/status). */
export interface ApplicationStatus {
  reference: string;
  programName: string;
  programType: string;
  sentAt: string;
  status: AdmissionStatus;
  statusLabel: string;
  history: { status: AdmissionStatus; label: string; at: string }[];
  documents: { id: string; kind: DocumentKind; name: string; size: number; receivedAt: string }[];
  missing: DocumentKind[];
  /** Null while the application is flagged as a robot's, until staff clear it. */
  uploadToken: string | null;
  contact: { email: string; phone: string };
}

/** Stands in for the application when the reference is unknown, so that both paths do the same work. */
const NO_APPLICATION = {
  id: '00000000-0000-0000-0000-000000000000',
  reference: 'ADM-0000-000000',
  email: 'nobody@invalid.example',
};

function emailDigest(email: string): Buffer {
  return createHash('sha256').update(email.trim().toLowerCase()).digest();
}

/**
 * The application with this reference, if it was sent with this e-mail address (compared without
 * regard to case); else undefined, the same whether the reference is unknown, the address wrong or
 * both. Both paths run the same queries and comparisons (against a stand-in application when the
 * reference is unknown), so the time taken does not tell them apart either.
 */
export async function lookUpApplication(
  db: Database,
  reference: string,
  email: string,
  locale: Locale,
): Promise<ApplicationStatus | undefined> {
  const [row] = await db
    .select()
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, reference.trim().toUpperCase()))
    .limit(1);
  const candidate = row ?? NO_APPLICATION;
  const emailMatches = timingSafeEqual(emailDigest(candidate.email), emailDigest(email));
  const found = row !== undefined && emailMatches;
  const id = found ? row.id : NO_APPLICATION.id;
  const [changes, documents, uploadToken] = await Promise.all([
    db
      .select({ status: sql<AdmissionStatus>`${statusChanges.toStatus}`, at: statusChanges.changedAt })
      .from(statusChanges)
      .where(eq(statusChanges.admissionRequestId, id))
      .orderBy(asc(statusChanges.changedAt)),
    listDocuments(db, id),
    uploadTokenFor(db, candidate.reference),
  ]);
  if (!found) return undefined;

  const labels = catalogues[locale].Tracking.statuses;
  const history = [{ status: 'new' as AdmissionStatus, at: row.createdAt }, ...changes].map((step) => ({
    status: step.status,
    label: labels[step.status],
    at: step.at.toISOString(),
  }));
  return {
    reference: row.reference,
    programName: programmeName(locale, row.programType, row.programSlug, row.programName),
    programType: row.programType,
    sentAt: row.createdAt.toISOString(),
    status: row.status,
    statusLabel: labels[row.status],
    history,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      name: document.fileName,
      size: document.size,
      receivedAt: document.createdAt.toISOString(),
    })),
    missing: documentKinds.filter((kind) => !documents.some((document) => document.kind === kind)),
    uploadToken: row.suspectedReason ? null : uploadToken,
    contact: { email: site.email, phone: site.phone },
  };
}
