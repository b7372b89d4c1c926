'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Locale } from '@/i18n/locales';
import { withMinutes, type FormCommonTexts } from '@/lib/forms/common-texts';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';
import { isFormErrorKey, type FormErrorTexts } from '@/lib/validation/messages';
import { describedBy } from './field';
import type { FormFrameState, FormNotice } from './form-frame';
import { postForm, sendBody, SubmissionTracker } from './send-form';
import { showToast } from './toasts';

interface FieldOptions {
  required?: boolean;
  hint?: string;
}

interface FormPostOptions<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Prefix of the controls' ids, e.g. 'contact' → 'contact-email'. */
  idPrefix: string;
  endpoint: string;
  locale: Locale;
  /** The values the form returns to once a message is stored. */
  empty: Input;
  common: FormCommonTexts;
  errorTexts: FormErrorTexts;
  success: { title: string; text: string };
  /**
   * Keeps a send in the browser before it goes (the admission form's outbox) and answers the body
   * to send: the one kept before, key included, when the fields are the same.
   */
  queue?: (body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * No connection: the send waits (kept by `queue` when the browser could) and goes later; answers
   * the toast that tells the visitor so. Without it, a failure toast.
   */
  onUnreachable?: () => { title: string; text: string };
  /** After the stored answer, with the upload token the admission endpoint adds. */
  onStored?: (reference: string, uploadToken: string | undefined) => void;
  /** Where to turn instead, linked under the server's refusal of the day (the contact form). */
  refusalLink?: { href: string; label: string };
}

/**
 * What both forms share: field errors (translated from the schema's message keys or taken from the
 * server's 422), the accessible wiring of each control, and the send → toast → reset cycle (the
 * reset to `empty` also erases a draft kept by useFormDraft). On any failure the values stay where
 * they are.
 */
export function useFormPost<Input extends FieldValues, Output>({
  form,
  idPrefix,
  endpoint,
  locale,
  empty,
  common,
  errorTexts,
  success,
  queue,
  onUnreachable,
  onStored,
  refusalLink,
}: FormPostOptions<Input, Output>) {
  const [reference, setReference] = useState<string | null>(null);
  /** Shown in the form (not only in a toast) while the server refuses more sends. */
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // Created in the browser when the form hydrates (the pre-rendered form cannot be sent).
  const [tracker] = useState(() => new SubmissionTracker());
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;

  const message = (name: keyof Input & string): string | undefined => {
    const text = errors[name]?.message;
    if (!text) return undefined;
    return isFormErrorKey(text) ? errorTexts[text] : text;
  };

  /** id, aria-invalid and aria-describedby of a control. */
  const control = (name: keyof Input & string, hint?: string) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${idPrefix}-${name}`, { hint, error: message(name) }),
  });

  /** Props of a `Field`: label, required mark, hint and error of one control. */
  const field = (
    name: keyof Input & string,
    label: string,
    { required = true, hint }: FieldOptions = {},
  ) => ({
    id: `${idPrefix}-${name}`,
    label,
    required,
    requiredLabel: common.required,
    hint,
    error: message(name),
  });

  /** A text control registered with the form and wired to its label, hint and error. */
  const input = (name: keyof Input & string, hint?: string) => ({
    ...form.register(name as Path<Input>),
    ...control(name, hint),
  });

  const submit = form.handleSubmit(async (values: Output, event) => {
    setReference(null);
    setNotice(null);
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    let body = sendBody(
      values as object,
      locale,
      tracker.envelope(values as object, formElement, HONEYPOT_FIELD),
    );
    if (queue) body = await queue(body);
    const result =
      onUnreachable && navigator.onLine === false
        ? ({ kind: 'unreachable' } as const)
        : await postForm(endpoint, body);
    if (result.kind === 'stored') {
      tracker.stored();
      form.reset(empty);
      setReference(result.reference);
      onStored?.(result.reference, result.uploadToken);
      void showToast('success', success.title, { description: success.text });
      return;
    }
    if (result.kind === 'unreachable' && onUnreachable) {
      const toast = onUnreachable();
      void showToast('error', toast.title, { description: toast.text });
      return;
    }
    if (result.kind === 'closed') {
      setNotice({ text: result.message, link: refusalLink });
      void showToast('error', common.errorTitle, { description: result.message });
      return;
    }
    if (result.kind === 'limited') {
      const text = withMinutes(common.rateLimitedText, result.retryAfterSeconds);
      setNotice(text);
      void showToast('error', common.rateLimitedTitle, { description: text });
      return;
    }
    if (result.kind === 'failed' && result.status === 409) tracker.keyRefused();
    if (result.kind === 'invalid') {
      let first = true;
      for (const [name, text] of Object.entries(result.errors)) {
        if (name in empty) {
          form.setError(name as Path<Input>, { message: text }, { shouldFocus: first });
          first = false;
        }
      }
    }
    void showToast('error', common.errorTitle, { description: common.errorText });
  });

  /** Everything `FormFrame` needs but its button's label. */
  const frame: FormFrameState = {
    idPrefix,
    onSubmit: submit,
    common,
    submitting: form.formState.isSubmitting,
    reference,
    notice,
  };

  return {
    frame,
    field,
    input,
    control,
  };
}
