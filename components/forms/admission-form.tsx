'use client';

import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { programmeTypes, type ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import type { ProgrammeOption } from '@/lib/forms/admission-choices';
import type { Admission, AdmissionInput } from '@/lib/validation/admission';
import type { FormErrorTexts } from '@/lib/validation/messages';
import { controlClass, Field } from './field';
import { FormFrame } from './form-frame';
import { lazyResolver } from './lazy-resolver';
import type { FormCommonTexts } from '@/lib/forms/common-texts';
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
const DRAFT_DELAY_MS = 400;

function readDraft(): Partial<Values> {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(ADMISSION_DRAFT_KEY) ?? 'null');
    if (!draft || typeof draft !== 'object') return {};
    return Object.fromEntries(
      Object.entries(draft).filter(([key, value]) => key in empty && typeof value === 'string'),
    );
  } catch {
    return {};
  }
}

function saveDraft(values: Partial<Values>) {
  const filled = Object.values(values).some((v) => typeof v === 'string' && v.trim() !== '');
  try {
    if (filled) localStorage.setItem(ADMISSION_DRAFT_KEY, JSON.stringify(values));
    else localStorage.removeItem(ADMISSION_DRAFT_KEY);
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

function isProgramType(value: unknown): value is ProgrammeType {
  return (programmeTypes as readonly unknown[]).includes(value);
}

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
  const { register, reset, setValue, control: formControl, subscribe } = form;
  const programType = useWatch({ control: formControl, name: 'programType' });

  const { frame, restored, field, input, control } = useFormPost({
    form,
    idPrefix: 'admission',
    endpoint: '/api/admissions',
    locale,
    empty,
    common,
    errorTexts,
    success: { title: texts.successTitle, text: texts.successText },
    // The application is stored: its draft is no longer needed.
    onStored: () => saveDraft(empty),
  });

  // On arrival: the saved draft, then the programme named in the link (?programType=&program=).
  useEffect(() => {
    const draft = readDraft();
    const query = new URLSearchParams(window.location.search);
    const type = query.get('programType');
    // Nothing to restore: leave alone what may have been typed before hydration.
    if (Object.keys(draft).length === 0 && !isProgramType(type)) return;
    const values = { ...empty, ...draft };
    if (isProgramType(type)) {
      values.programType = type;
      const program = query.get('program');
      values.program = options[type].some((o) => o.slug === program) ? (program ?? '') : '';
    }
    if (
      !isProgramType(values.programType) ||
      !options[values.programType].some((o) => o.slug === values.program)
    ) {
      values.program = '';
    }
    if (!isProgramType(values.programType)) values.programType = '';
    reset(values);
    // Typed on an earlier visit: the time spent on this one says nothing about who filled it.
    if (Object.keys(draft).length > 0) restored();
  }, [options, reset, restored]);

  // Save the draft as the visitor types.
  // The reset after a successful send saves an empty form, which erases the draft.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => saveDraft(values), DRAFT_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [subscribe]);

  const typeOptions = options[isProgramType(programType) ? programType : 'licence'];
  // Until a type is chosen the programme list is disabled, and says why.
  const programHint = isProgramType(programType) ? undefined : texts.programDisabledHint;
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
              // A programme belongs to one type: changing the type clears it (spec §4).
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
            disabled={!isProgramType(programType)}
            className={controlClass}
          >
            <option value="">{texts.programPlaceholder}</option>
            {isProgramType(programType) &&
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
