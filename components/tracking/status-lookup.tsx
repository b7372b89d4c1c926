'use client';

import { useState, type FormEvent } from 'react';
import { controlClass, Field } from '@/components/forms/field';
import type { Locale } from '@/i18n/locales';
import { useHydrated } from '@/lib/use-client-value';
import { TrackedResult } from './tracked-result';
import type { TrackedApplication, TrackingTexts } from './tracking-texts';

type Outcome =
  { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'found'; application: TrackedApplication };

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
          // Another application looked up starts afresh (its own uploads, its own missing list).
          key={outcome.application.reference}
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
