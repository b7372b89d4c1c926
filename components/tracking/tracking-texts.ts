import type { DocumentKind } from '@/lib/documents/limits';
import type { DocumentTexts } from '@/lib/forms/document-strings';

/** The tracking page's words, given by the server page to its one client component. */
export interface TrackingTexts {
  formTitle: string;
  reference: string;
  referenceHint: string;
  email: string;
  required: string;
  submit: string;
  searching: string;
  notFound: string;
  limited: string;
  unavailable: string;
  network: string;
  /** 'Demande {reference}': the placeholder is replaced in the browser. */
  resultTitle: string;
  programme: string;
  sentAt: string;
  status: string;
  history: string;
  documents: string;
  noDocuments: string;
  missing: string;
  missingLead: string;
  noneMissing: string;
  /** Shown instead of the uploaders while staff have not cleared an application flagged as a robot's. */
  documentsHeld: string;
  /** '{kind} : {name} ({size})' */
  documentLine: string;
  /** '{date} : {status}' */
  historyLine: string;
  kinds: Record<DocumentKind, string>;
  /** The document uploader's words (shared with the admission form). */
  upload: DocumentTexts;
}

/** What POST /api/admissions/status answers (lib/documents/status-lookup.ts). */
export interface TrackedApplication {
  reference: string;
  programName: string;
  sentAt: string;
  status: string;
  statusLabel: string;
  history: { status: string; label: string; at: string }[];
  documents: { id: string; kind: DocumentKind; name: string; size: number; receivedAt: string }[];
  missing: DocumentKind[];
  /** Null while the application is flagged as a robot's: it takes no documents until staff clear it. */
  uploadToken: string | null;
}
