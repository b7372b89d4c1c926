'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const SAVE_DELAY_MS = 400;

interface FormDraftOptions<Values extends FieldValues> {
  /** The localStorage key the draft is kept under. */
  key: string;
  form: Pick<UseFormReturn<Values>, 'reset' | 'subscribe'>;
  /** The form's empty values: their keys are the fields a draft may hold. */
  empty: Values;
  /**
   * The values the form takes on arrival, given the saved draft (`{}` when there is none); null
   * leaves the form as it is. By default: the saved draft, if any.
   */
  arrival?: (draft: Partial<Values>) => Values | null;
}

/** The saved draft's text fields that the form still has. */
function readDraft<Values extends FieldValues>(key: string, empty: Values): Partial<Values> {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!draft || typeof draft !== 'object') return {};
    return Object.fromEntries(
      Object.entries(draft).filter(([name, value]) => name in empty && typeof value === 'string'),
    ) as Partial<Values>;
  } catch {
    return {};
  }
}

const isFilled = (values: FieldValues) =>
  Object.values(values).some((v) => typeof v === 'string' && v.trim() !== '');

function saveDraft(key: string, values: FieldValues) {
  try {
    if (isFilled(values)) localStorage.setItem(key, JSON.stringify(values));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

/**
 * A form's draft, kept in the browser until the form is sent (a bad connection loses nothing):
 * restored on arrival, saved as the visitor types, and erased at once when the form is emptied,
 * as useFormPost empties it once the server has stored it.
 */
export function useFormDraft<Values extends FieldValues>({
  key,
  form,
  empty,
  arrival,
}: FormDraftOptions<Values>) {
  const { reset, subscribe } = form;

  useEffect(() => {
    const saved = readDraft(key, empty);
    const restoring = Object.keys(saved).length > 0;
    const values = arrival ? arrival(saved) : restoring ? { ...empty, ...saved } : null;
    // Nothing to restore: leave alone what may have been typed before hydration.
    if (!values) return;
    reset(values);
  }, [key, arrival, empty, reset]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        if (isFilled(values)) timer = setTimeout(() => saveDraft(key, values), SAVE_DELAY_MS);
        else saveDraft(key, values);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [key, subscribe]);
}
