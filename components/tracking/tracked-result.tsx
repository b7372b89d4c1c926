'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { formatBytes, formatDateTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { DocumentKind } from '@/lib/documents/limits';
import { fill } from '@/lib/forms/document-strings';
import type { TrackedApplication, TrackingTexts } from './tracking-texts';

// The uploader (and its photo resizing) loads only for an application with documents missing.
const DocumentUploader = lazy(() =>
  import('@/components/forms/documents/document-uploader').then((module) => ({
    default: module.DocumentUploader,
  })),
);

type TrackedDocument = TrackedApplication['documents'][number];

const documentElementId = (document: TrackedDocument) => `tracking-document-${document.id}`;

/**
 * An application found: its programme, status and steps, the documents received, and an uploader
 * for each kind still missing. A kind whose files have all arrived during the visit leaves the
 * missing list for the received one, as the next lookup would show it; focus that was in its
 * uploader follows the file there.
 */
export function TrackedResult({
  application,
  locale,
  texts,
  onStored,
}: {
  application: TrackedApplication;
  locale: Locale;
  texts: TrackingTexts;
  onStored: (document: Omit<TrackedDocument, 'receivedAt'>) => void;
}) {
  // A screen reader hears the result: focus moves to its heading once it is there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [application.reference]);

  const [received, setReceived] = useState<DocumentKind[]>([]);
  // The kind whose uploader held the focus as it left (or whose retry button, gone once pressed,
  // left it nowhere): its last file takes it once rendered, without scrolling in the second case.
  const focusKind = useRef<{ kind: DocumentKind; scroll: boolean } | null>(null);
  const missingList = useRef<HTMLUListElement>(null);
  const allArrived = useCallback((kind: DocumentKind) => {
    const item = missingList.current?.querySelector(`li[data-kind="${kind}"]`);
    const active = document.activeElement;
    if (item?.contains(active)) focusKind.current = { kind, scroll: true };
    else if (!active || active === document.body) focusKind.current = { kind, scroll: false };
    setReceived((kinds) => (kinds.includes(kind) ? kinds : [...kinds, kind]));
  }, []);
  useEffect(() => {
    const target = focusKind.current;
    if (!target) return;
    focusKind.current = null;
    const ofKind = application.documents.filter((document) => document.kind === target.kind);
    const last = ofKind[ofKind.length - 1];
    if (last) document.getElementById(documentElementId(last))?.focus({ preventScroll: !target.scroll });
  }, [received, application.documents]);
  const missing = application.missing.filter((kind) => !received.includes(kind));

  return (
    <section
      aria-labelledby="tracking-result"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="tracking-result" ref={heading} className="text-xl font-bold text-primary-900" tabIndex={-1}>
        {fill(texts.resultTitle, { reference: application.reference })}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{texts.programme}</dt>
        <dd data-testid="tracking-programme">{application.programName}</dd>
        <dt className="font-semibold text-slate-700">{texts.sentAt}</dt>
        <dd>{formatDateTime(application.sentAt, locale)}</dd>
        <dt className="font-semibold text-slate-700">{texts.status}</dt>
        <dd data-testid="tracking-status" className="font-semibold text-primary-900">
          {application.statusLabel}
        </dd>
      </dl>
      <h3 className="mt-6 font-semibold text-slate-800">{texts.history}</h3>
      <ol className="mt-2 space-y-1 text-slate-700" data-testid="tracking-history">
        {application.history.map((step) => (
          <li key={`${step.at}-${step.status}`}>
            <time dateTime={step.at}>
              {fill(texts.historyLine, { date: formatDateTime(step.at, locale), status: step.label })}
            </time>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-slate-800">{texts.documents}</h3>
      {application.documents.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.noDocuments}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-slate-700" data-testid="tracking-documents">
          {application.documents.map((document) => (
            <li key={document.id} id={documentElementId(document)} tabIndex={-1} className="break-words">
              {fill(texts.documentLine, {
                kind: texts.kinds[document.kind],
                name: document.name,
                size: formatBytes(document.size, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-semibold text-slate-800">{texts.missing}</h3>
      {missing.length === 0 ? (
        <p className="mt-2 text-slate-700" data-testid="tracking-none-missing">
          {texts.noneMissing}
        </p>
      ) : !application.uploadToken ? (
        <p className="mt-2 text-slate-700" data-testid="tracking-documents-held">
          {texts.documentsHeld}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{texts.missingLead}</p>
          <ul ref={missingList} className="mt-3 space-y-4" data-testid="tracking-missing">
            {missing.map((kind) => (
              <li key={kind} data-kind={kind}>
                <Suspense fallback={<p className="font-semibold text-slate-800">{texts.kinds[kind]}</p>}>
                  <DocumentUploader
                    kind={kind}
                    uploadToken={application.uploadToken}
                    locale={locale}
                    texts={texts.upload}
                    idPrefix="tracking"
                    onStored={onStored}
                    onAllStored={allArrived}
                  />
                </Suspense>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
