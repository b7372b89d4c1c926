'use client';

import { useCallback, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { isProgrammeType, type ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import type { ProgrammeOption } from '@/lib/forms/admission-choices';
import type { Admission, AdmissionInput } from '@/lib/validation/admission';
import type { FormErrorTexts } from '@/lib/validation/messages';
import { controlClass, Field } from './field';
import { FormFrame } from './form-frame';
import { lazyResolver } from './lazy-resolver';
import { programmeFromQuery, withValidProgramme } from './programme-preselection';
import type { FormCommonTexts } from '@/lib/forms/common-texts';
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

interface AdmissionFormProps {
  locale: Locale;
  options: Record<ProgrammeType, ProgrammeOption[]>;
  texts: AdmissionFormTexts;
  common: FormCommonTexts;
  errorTexts: FormErrorTexts;
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

export function AdmissionForm({ locale, options, texts, common, errorTexts }: AdmissionFormProps) {
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

  const { frame, field, input, control } = useFormPost({
    form,
    idPrefix: 'admission',
    endpoint: '/api/admissions',
    locale,
    empty,
    common,
    errorTexts,
    success: { title: texts.successTitle, text: texts.successText },
  });
  useFormDraft({ key: ADMISSION_DRAFT_KEY, form, empty, arrival });

  const typeOptions = options[isProgrammeType(programType) ? programType : 'licence'];
  // Until a type is chosen the programme list is disabled, and says why.
  const programHint = isProgrammeType(programType) ? undefined : texts.programDisabledHint;
  return (
    <FormFrame {...frame} submitLabel={texts.submit} onActivate={validation.warm}>
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
      <p className="rounded-md bg-primary-50 px-4 py-3 text-sm text-primary-900">{texts.draftNote}</p>
    </FormFrame>
  );
}
