import type { ReactNode } from 'react';

export interface FieldLabels {
  /** Screen-reader text of the required mark, e.g. 'obligatoire'. */
  required: string;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  /** Shown under the control, linked to it through aria-describedby. */
  hint?: string;
  /** Already translated message. */
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Ids a control lists in aria-describedby: its hint and its error, when present. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const controlClass =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-1 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'scroll-mt-32 aria-[invalid=true]:border-red-700 border-slate-400';

/** Label, required mark, control, hint and error of one form field. */
export function Field({ id, label, required, requiredLabel, hint, error, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
