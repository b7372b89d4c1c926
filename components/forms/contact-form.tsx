'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Locale } from '@/i18n/locales';
import { useClientValue } from '@/lib/use-client-value';
import { contactSchema, type Contact, type ContactInput } from '@/lib/validation/contact';
import { isFormErrorKey, type FormErrorTexts } from '@/lib/validation/messages';
import { controlClass, describedBy, Field } from './field';
import { FormToaster } from './form-toaster';
import { sendForm } from './send-form';
import { withReference, type FormCommonTexts } from './types';

export interface ContactFormTexts {
  name: string;
  email: string;
  subject: string;
  message: string;
  submit: string;
  successTitle: string;
  successText: string;
}

interface ContactFormProps {
  locale: Locale;
  texts: ContactFormTexts;
  common: FormCommonTexts;
  errorTexts: FormErrorTexts;
}

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

const alwaysTrue = () => true;

export function ContactForm({ locale, texts, common, errorTexts }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(contactSchema), defaultValues: empty });
  const hydrated = useClientValue(alwaysTrue, false);
  const [reference, setReference] = useState<string | null>(null);

  const message = (field: keyof ContactInput): string | undefined => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    return isFormErrorKey(text) ? errorTexts[text] : text;
  };

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`contact-${name}`, { error: message(name) }),
  });

  const onSubmit = async (values: Contact) => {
    setReference(null);
    const result = await sendForm('/api/contact', values, locale);
    if (result.kind === 'stored') {
      reset(empty);
      setReference(result.reference);
      toast.success(texts.successTitle, { description: texts.successText });
      return;
    }
    if (result.kind === 'invalid') {
      let first = true;
      for (const [name, text] of Object.entries(result.errors)) {
        if (name in empty) {
          setError(name as keyof ContactInput, { message: text }, { shouldFocus: first });
          first = false;
        }
      }
    }
    toast.error(common.errorTitle, { description: common.errorText });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        data-ready={hydrated ? 'true' : undefined}
        aria-describedby="contact-required-note"
        className="space-y-5"
      >
        <p id="contact-required-note" className="text-sm text-slate-600">
          {common.requiredNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="contact-name"
            label={texts.name}
            required
            requiredLabel={common.required}
            error={message('name')}
          >
            <input
              {...register('name')}
              {...field('name')}
              type="text"
              autoComplete="name"
              className={controlClass}
            />
          </Field>
          <Field
            id="contact-email"
            label={texts.email}
            required
            requiredLabel={common.required}
            error={message('email')}
          >
            <input
              {...register('email')}
              {...field('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              className={controlClass}
            />
          </Field>
        </div>
        <Field
          id="contact-subject"
          label={texts.subject}
          required
          requiredLabel={common.required}
          error={message('subject')}
        >
          <input {...register('subject')} {...field('subject')} type="text" className={controlClass} />
        </Field>
        <Field
          id="contact-message"
          label={texts.message}
          required
          requiredLabel={common.required}
          error={message('message')}
        >
          <textarea {...register('message')} {...field('message')} rows={6} className={controlClass} />
        </Field>
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? common.submitting : texts.submit}
        </button>
        <p role="status" className="text-base font-semibold text-primary-900" data-testid="form-reference">
          {reference && withReference(common.reference, reference)}
        </p>
      </form>
      <FormToaster label={common.toasts} />
    </>
  );
}
