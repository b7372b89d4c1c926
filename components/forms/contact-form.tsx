'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/i18n/locales';
import type { FormCommonTexts } from '@/lib/forms/common-texts';
import type { Contact, ContactInput } from '@/lib/validation/contact';
import type { FormErrorTexts } from '@/lib/validation/messages';
import { subjectFromQuery } from './contact-subject';
import { controlClass, Field } from './field';
import { FormFrame } from './form-frame';
import { lazyResolver } from './lazy-resolver';
import { useFormPost } from './use-form-post';

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

const validation = lazyResolver<ContactInput, Contact>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/contact'),
  ]);
  return zodResolver(contactSchema);
});

export function ContactForm({ locale, texts, common, errorTexts }: ContactFormProps) {
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { frame, field, input } = useFormPost({
    form,
    idPrefix: 'contact',
    endpoint: '/api/contact',
    locale,
    empty,
    common,
    errorTexts,
    success: { title: texts.successTitle, text: texts.successText },
  });
  const { getValues, setValue } = form;

  // A link that names its subject fills it in, unless the visitor has already written one.
  useEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    if (subject && !getValues('subject')) setValue('subject', subject);
  }, [getValues, setValue]);

  return (
    <FormFrame {...frame} submitLabel={texts.submit} onActivate={validation.warm}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('name', texts.name)}>
          <input {...input('name')} type="text" autoComplete="name" className={controlClass} />
        </Field>
        <Field {...field('email', texts.email)}>
          <input
            {...input('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={controlClass}
          />
        </Field>
      </div>
      <Field {...field('subject', texts.subject)}>
        <input {...input('subject')} type="text" className={controlClass} />
      </Field>
      <Field {...field('message', texts.message)}>
        <textarea {...input('message')} rows={6} className={controlClass} />
      </Field>
    </FormFrame>
  );
}
