'use client';

import { useCallback, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { isProgrammeType, type ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import type { ProgrammeOption } from '@/lib/forms/admission-choices';
import type { Admission, AdmissionInput } from '@/lib/validation/admission';
import type { FormErrorTexts } from '@/lib/validation/messages';
import { ApplicationReceipt, type ReceiptTexts } from './application-receipt';
import { DocumentField } from './documents/document-field';
import { documentKinds } from '@/lib/forms/document-rules';
import type { DocumentTexts } from '@/lib/forms/document-strings';
import { useDocuments } from './documents/use-documents';
import { controlClass, Field } from './field';
import { FormFrame } from './form-frame';
import { lazyResolver } from './lazy-resolver';
import { programmeFromQuery, withValidProgramme } from './programme-preselection';
import type { FormCommonTexts } from '@/lib/forms/common-texts';
import { useApplicationOutbox } from './use-application-outbox';
import { useFormDraft } from './use-form-draft';
import { useFormPost } from './use-form-post';

export interface AdmissionFormTexts {
  fullName: string;
  email: string;
  phone: string;
  diploma: string;
  diplomaPlaceholder: string;
  programType: string;
  programTypePlaceholder: string;
  licence: string;
  master: string;
  program: string;
  programPlaceholder: string;
  programDisabledHint: string;
  message: string;
  messageHint: string;
  submit: string;
  successTitle: string;
  successText: string;
  draftNote: string;
}

export interface OutboxTexts {
  offlineTitle: string;
  offline: string;
  /** No connection, and the browser could not keep the application: it goes only from this page. */
  offlineNotKept: string;
  pending: string;
}

interface AdmissionFormProps {
  locale: Locale;
  options: Record<ProgrammeType, ProgrammeOption[]>;
  texts: AdmissionFormTexts;
  common: FormCommonTexts;
  errorTexts: FormErrorTexts;
  documentTexts: DocumentTexts & { title: string; lead: string };
  receiptTexts: ReceiptTexts;
  outboxTexts: OutboxTexts;
  /** The tracking page in the visitor's language. */
  trackingHref: string;
  /** The contact form, offered instead while applications are closed. */
  contactLink: { href: string; label: string };
}

type Values = Required<{ [K in keyof AdmissionInput]: string }>;

const empty: Values = {
  fullName: '',
  email: '',
  phone: '',
  diploma: '',
  programType: '',
  program: '',
  message: '',
};

/** The draft kept in the browser until the application is sent (a bad connection loses nothing). */
export const ADMISSION_DRAFT_KEY = 'admission-form-draft';

export function AdmissionForm({
  locale,
  options,
  texts,
  common,
  errorTexts,
  documentTexts,
  receiptTexts,
  outboxTexts,
  trackingHref,
  contactLink,
}: AdmissionFormProps) {
  const validation = useMemo(
    () =>
      lazyResolver<Values, Admission>(async () => {
        const [{ zodResolver }, { createAdmissionSchema }] = await Promise.all([
          import('@hookform/resolvers/zod'),
          import('@/lib/validation/admission'),
        ]);
        const schema = createAdmissionSchema({
          licence: options.licence.map((o) => o.slug),
          master: options.master.map((o) => o.slug),
        });
        // The fields hold strings ('' = nothing chosen yet); the schema narrows them on submit.
        return zodResolver(schema) as unknown as Resolver<Values, unknown, Admission>;
      }),
    [options],
  );
  const form = useForm<Values, unknown, Admission>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { register, setValue, control: formControl } = form;
  const programType = useWatch({ control: formControl, name: 'programType' });

  // On arrival: the saved draft, then the programme named in the link.
  const arrival = useCallback(
    (draft: Partial<Values>) => {
      const linked = programmeFromQuery(window.location.search, options);
      if (Object.keys(draft).length === 0 && !linked) return null;
      return withValidProgramme({ ...empty, ...draft, ...linked }, options);
    },
    [options],
  );

  const documents = useDocuments({ locale, texts: documentTexts, persist: true });
  const { reset } = form;
  const clearForm = useCallback(() => reset(empty), [reset]);
  const outbox = useApplicationOutbox({ documents, formId: 'admission-form', onStoredBefore: clearForm });

  const { frame, field, input, control } = useFormPost({
    form,
    idPrefix: 'admission',
    endpoint: '/api/admissions',
    locale,
    empty,
    common,
    errorTexts,
    success: { title: texts.successTitle, text: texts.successText },
    queue: outbox.queue,
    onUnreachable: () => ({
      title: outboxTexts.offlineTitle,
      text: outbox.offline() ? outboxTexts.offline : outboxTexts.offlineNotKept,
    }),
    onStored: (reference, uploadToken) => void outbox.stored(reference, uploadToken),
    refusalLink: contactLink,
  });
  const outboxNotice = {
    idle: null,
    offline: outboxTexts.offline,
    unkept: outboxTexts.offlineNotKept,
    pending: outboxTexts.pending,
  }[outbox.state];
  useFormDraft({ key: ADMISSION_DRAFT_KEY, form, empty, arrival });

  const typeOptions = options[isProgrammeType(programType) ? programType : 'licence'];
  // Until a type is chosen the programme list is disabled, and says why.
  const programHint = isProgrammeType(programType) ? undefined : texts.programDisabledHint;
  return (
    <>
      {outbox.receipt && (
        <ApplicationReceipt
          reference={outbox.receipt.reference}
          locale={locale}
          texts={receiptTexts}
          documentTexts={documentTexts}
          trackingHref={trackingHref}
          items={documents.items}
          held={!outbox.receipt.uploadToken}
          onRetry={(id) => void documents.retry(id)}
          onRemove={documents.remove}
        />
      )}
      <FormFrame
        {...frame}
        notice={frame.notice ?? outboxNotice}
        submitLabel={texts.submit}
        onActivate={validation.warm}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('fullName', texts.fullName)}>
            <input {...input('fullName')} type="text" autoComplete="name" className={controlClass} />
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
          <Field {...field('phone', texts.phone)}>
            <input {...input('phone')} type="tel" autoComplete="tel" className={controlClass} />
          </Field>
          <Field {...field('diploma', texts.diploma)}>
            <input
              {...input('diploma')}
              type="text"
              placeholder={texts.diplomaPlaceholder}
              className={controlClass}
            />
          </Field>
          <Field {...field('programType', texts.programType)}>
            <select
              {...register('programType', {
                // A programme belongs to one type: changing the type clears it.
                onChange: () => setValue('program', '', { shouldValidate: false }),
              })}
              {...control('programType')}
              className={controlClass}
            >
              <option value="">{texts.programTypePlaceholder}</option>
              <option value="licence">{texts.licence}</option>
              <option value="master">{texts.master}</option>
            </select>
          </Field>
          <Field {...field('program', texts.program, { hint: programHint })}>
            <select
              {...input('program', programHint)}
              disabled={!isProgrammeType(programType)}
              className={controlClass}
            >
              <option value="">{texts.programPlaceholder}</option>
              {isProgrammeType(programType) &&
                typeOptions.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.title}
                  </option>
                ))}
            </select>
          </Field>
        </div>
        <Field {...field('message', texts.message, { required: false, hint: texts.messageHint })}>
          <textarea {...input('message', texts.messageHint)} rows={6} className={controlClass} />
        </Field>
        {!outbox.receipt && (
          <fieldset className="space-y-4 rounded-md border border-slate-200 p-4" data-testid="documents">
            <legend className="px-1 font-semibold text-primary-900">{documentTexts.title}</legend>
            <p className="text-sm text-slate-700">{documentTexts.lead}</p>
            <p id="admission-documents-formats" className="text-sm text-slate-600">
              {documentTexts.formats}
            </p>
            {documentKinds.map((kind) => (
              <DocumentField
                key={kind}
                idPrefix="admission"
                kind={kind}
                describedBy="admission-documents-formats"
                locale={locale}
                texts={documentTexts}
                items={documents.items}
                onPick={(k, files) => void documents.pick(k, files)}
                onRetry={(id) => void documents.retry(id)}
                onRemove={documents.remove}
              />
            ))}
          </fieldset>
        )}
        <p className="rounded-md bg-primary-50 px-4 py-3 text-sm text-primary-900">{texts.draftNote}</p>
      </FormFrame>
    </>
  );
}
