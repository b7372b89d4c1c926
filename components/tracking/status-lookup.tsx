'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { controlClass, Field } from '@/components/forms/field';
import type { Locale } from '@/i18n/locales';
import { useHydrated } from '@/lib/use-client-value';
import type { TrackedApplication, TrackingTexts } from './tracking-texts';

// The uploader (and its photo resizing) loads only for an application with documents missing.
const DocumentUploader = lazy(() =>
  import('@/components/forms/documents/document-uploader').then((module) => ({
    default: module.DocumentUploader,
  })),
);

type Outcome =
  { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'found'; application: TrackedApplication };

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Ndjamena',
  }).format(new Date(iso));
}

function formatSize(bytes: number, locale: Locale): string {
  const format = (value: number, unit: string) =>
    `${value.toLocaleString(locale, { maximumFractionDigits: 1 })}\u00a0${unit}`;
  if (bytes < 1024 * 1024)
    return format(Math.max(1, Math.round(bytes / 1024)), locale === 'fr' ? 'Ko' : 'KB');
  return format(bytes / 1024 / 1024, locale === 'fr' ? 'Mo' : 'MB');
}

/** A message with its `{name}` placeholders filled (the catalogue's words, formatted here). */
function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The tracking page's lookup: reference + e-mail → where the application stands. The page around
 * it is static; only this form runs in the browser, and asks POST /api/admissions/status.
 */
export function StatusLookup({ locale, texts }: { locale: Locale; texts: TrackingTexts }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [pending, setPending] = useState(false);
  // Before hydration the form cannot be sent (it posts JSON): a native send would only reload the
  // page with the reference and the e-mail in its address. A disabled button sends nothing, and
  // pressing Enter in a field neither.
  const hydrated = useHydrated();

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!reference || !email) return setOutcome({ kind: 'error', message: texts.required });
    setPending(true);
    try {
      const response = await fetch('/api/admissions/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference, email, locale }),
      });
      if (response.ok) {
        setOutcome({ kind: 'found', application: (await response.json()) as TrackedApplication });
      } else {
        const message =
          response.status === 404
            ? texts.notFound
            : response.status === 429
              ? texts.limited
              : texts.unavailable;
        setOutcome({ kind: 'error', message });
      }
    } catch {
      setOutcome({ kind: 'error', message: texts.network });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-8">
      <form
        onSubmit={lookUp}
        noValidate
        aria-labelledby="tracking-form-title"
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="tracking-form-title" className="text-xl font-bold text-primary-900">
          {texts.formTitle}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id="tracking-reference" label={texts.reference} requiredLabel="" hint={texts.referenceHint}>
            <input
              id="tracking-reference"
              name="reference"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="tracking-reference-hint"
              className={controlClass}
            />
          </Field>
          <Field id="tracking-email" label={texts.email} requiredLabel="">
            <input
              id="tracking-email"
              name="email"
              type="email"
              autoComplete="email"
              className={controlClass}
            />
          </Field>
        </div>
        <button
          type="submit"
          disabled={!hydrated || pending}
          className="mt-5 rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
        >
          {pending ? texts.searching : texts.submit}
        </button>
        <p role="status" aria-live="polite" className="mt-4 empty:hidden">
          {outcome.kind === 'error' && (
            <span className="block rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {outcome.message}
            </span>
          )}
        </p>
      </form>
      {outcome.kind === 'found' && (
        <TrackedResult
          application={outcome.application}
          locale={locale}
          texts={texts}
          onStored={(document) =>
            setOutcome((current) =>
              current.kind === 'found'
                ? {
                    kind: 'found',
                    application: {
                      ...current.application,
                      documents: [
                        ...current.application.documents,
                        { ...document, receivedAt: new Date().toISOString() },
                      ],
                    },
                  }
                : current,
            )
          }
        />
      )}
    </div>
  );
}

function TrackedResult({
  application,
  locale,
  texts,
  onStored,
}: {
  application: TrackedApplication;
  locale: Locale;
  texts: TrackingTexts;
  onStored: (document: Omit<TrackedApplication['documents'][number], 'receivedAt'>) => void;
}) {
  // A screen reader hears the result: focus moves to its heading once it is there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [application.reference]);
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
        <dd>{formatDate(application.sentAt, locale)}</dd>
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
              {fill(texts.historyLine, { date: formatDate(step.at, locale), status: step.label })}
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
            <li key={document.id} className="break-words">
              {fill(texts.documentLine, {
                kind: texts.kinds[document.kind],
                name: document.name,
                size: formatSize(document.size, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-semibold text-slate-800">{texts.missing}</h3>
      {application.missing.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.noneMissing}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{texts.missingLead}</p>
          <ul className="mt-3 space-y-4" data-testid="tracking-missing">
            {application.missing.map((kind) => (
              <li key={kind} data-kind={kind}>
                <Suspense fallback={<p className="font-semibold text-slate-800">{texts.kinds[kind]}</p>}>
                  <DocumentUploader
                    kind={kind}
                    uploadToken={application.uploadToken}
                    locale={locale}
                    texts={texts.upload}
                    idPrefix="tracking"
                    onStored={onStored}
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
