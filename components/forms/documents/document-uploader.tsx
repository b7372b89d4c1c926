'use client';

import type { Locale } from '@/i18n/locales';
import { useEffect } from 'react';
import { DocumentField } from './document-field';
import type { DocumentKind } from '@/lib/forms/document-rules';
import type { DocumentTexts } from '@/lib/forms/document-strings';
import type { StoredDocument } from './upload-document';
import { useDocuments } from './use-documents';

export interface DocumentUploaderProps {
  kind: DocumentKind;
  /** The application's upload token; null until there is one (nothing is uploaded before). */
  uploadToken: string | null;
  locale: Locale;
  texts: DocumentTexts;
  /** Prefix of the input's id. */
  idPrefix?: string;
  /** Called after each file the server stored. */
  onStored?: (document: StoredDocument) => void;
  /**
   * Called once every file picked has been stored: none preparing, uploading, failed or refused
   * (a refusal stays in view, with its reason, until the visitor removes it).
   */
  onAllStored?: (kind: DocumentKind) => void;
}

/**
 * Picks, checks, compresses and uploads the documents of one kind for an application already
 * stored (the tracking page's missing documents): each file uploads as soon as it is ready.
 */
export function DocumentUploader({
  kind,
  uploadToken,
  locale,
  texts,
  idPrefix = 'tracking',
  onStored,
  onAllStored,
}: DocumentUploaderProps) {
  const documents = useDocuments({ locale, texts, persist: false, onStored });
  const { setToken } = documents;
  useEffect(() => setToken(uploadToken), [setToken, uploadToken]);
  const allStored = documents.items.length > 0 && documents.items.every((item) => item.status === 'sent');
  useEffect(() => {
    if (allStored) onAllStored?.(kind);
  }, [allStored, kind, onAllStored]);
  return (
    <DocumentField
      idPrefix={idPrefix}
      kind={kind}
      locale={locale}
      texts={texts}
      items={documents.items}
      onPick={(k, files) => void documents.pick(k, files)}
      onRetry={(id) => void documents.retry(id)}
      onRemove={documents.remove}
    />
  );
}
