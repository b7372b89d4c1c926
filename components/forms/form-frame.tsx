'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { withReference, type FormCommonTexts } from '@/lib/forms/common-texts';
import { useHydrated } from '@/lib/use-client-value';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { FormToaster, loadToasts } from './toasts';

/** A line shown above the send button: a refusal, and where to turn instead. */
export type FormNotice = string | { text: string; link?: { href: string; label: string } };

/** The frame's part of a form's state, as `useFormPost` returns it (`frame`). */
export interface FormFrameState {
  /** Prefix of the form's ids, e.g. 'contact'. */
  idPrefix: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  common: FormCommonTexts;
  submitting: boolean;
  /** Public reference of the message just stored, if any. */
  reference: string | null;
  /** Why the server refuses to store for now (too many sends, applications closed), above the button. */
  notice?: FormNotice | null;
}

interface FormFrameProps extends FormFrameState {
  submitLabel: string;
  /** Called on the form's first focus: what the send will need starts loading then. */
  onActivate?: () => void;
  children: ReactNode;
}

/**
 * What surrounds the fields of both forms: the required-fields note, the send button, the line
 * that announces the stored message's reference, and the toasts.
 */
export function FormFrame({
  idPrefix,
  onSubmit,
  common,
  submitLabel,
  submitting,
  reference,
  onActivate,
  notice,
  children,
}: FormFrameProps) {
  const hydrated = useHydrated();
  const noteId = `${idPrefix}-required-note`;
  return (
    <>
      <form
        id={`${idPrefix}-form`}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => {
          void loadToasts();
          onActivate?.();
        }}
        data-ready={hydrated ? 'true' : undefined}
        aria-describedby={noteId}
        className="space-y-5"
      >
        <p id={noteId} className="text-sm text-slate-600">
          {common.requiredNote}
        </p>
        {children}
        <Honeypot />
        <p
          role="alert"
          data-testid="form-notice"
          className={notice ? 'rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900' : 'sr-only'}
        >
          {typeof notice === 'string' ? notice : notice?.text}
          {typeof notice === 'object' && notice?.link && (
            <>
              {' '}
              <a href={notice.link.href} className="font-semibold underline underline-offset-4">
                {notice.link.label}
              </a>
            </>
          )}
        </p>
        <SubmitButton
          label={submitLabel}
          submittingLabel={common.submitting}
          submitting={submitting}
          ready={hydrated}
        />
        <FormReference text={reference && withReference(common.reference, reference)} />
      </form>
      <FormToaster label={common.toasts} closeLabel={common.closeToast} />
    </>
  );
}

interface SubmitButtonProps {
  label: string;
  submittingLabel: string;
  submitting: boolean;
  /** Before hydration the form cannot be sent yet (it posts JSON). */
  ready: boolean;
}

/** The send button: disabled and reading 'Envoi en cours...' while a send is under way. */
export function SubmitButton({ label, submittingLabel, submitting, ready }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={!ready || submitting}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {submitting ? submittingLabel : label}
    </button>
  );
}

/** The stored message's public reference, announced politely once it is known. */
export function FormReference({ text }: { text: string | null }) {
  return (
    <p role="status" className="text-base font-semibold text-primary-900" data-testid="form-reference">
      {text}
    </p>
  );
}

/**
 * The robots' trap: a field people never see, reach or hear (off-screen, out of the tab order,
 * hidden from assistive technology, never autofilled). A post with it filled is not stored.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -inset-s-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
