export interface ReplyTemplateFormState {
  /** Every field as typed, by its name (`fr.subject`, `fr.body`, `en.subject`, `en.body`). */
  values: Record<string, string>;
  /** Each refused field's error, in French. */
  errors: Record<string, string>;
  problem?: string;
}

interface ReplyTemplateFormProps {
  /** Where the form posts (app/admin/modeles/[key]/enregistrer). */
  action: string;
  state: ReplyTemplateFormState;
  limits: { subject: number; body: number };
  /** Each language's part of the form, in order. */
  languages: readonly { locale: string; heading: string }[];
}

/**
 * A template's edit form: every language at once, posted without scripts. A refused save comes
 * back with what was typed, so the fields are filled again from the answer.
 */
export function ReplyTemplateForm({ action, state, limits, languages }: ReplyTemplateFormProps) {
  const field = (name: string) => ({
    name,
    id: name,
    defaultValue: state.values[name] ?? '',
    'aria-invalid': state.errors[name] ? true : undefined,
    'aria-describedby': state.errors[name] ? `${name}-error` : undefined,
  });
  return (
    <form method="post" action={action} className="mt-4 flex flex-col gap-6">
      {state.problem && (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
          {state.problem}
        </p>
      )}
      {languages.map(({ locale, heading }) => (
        <fieldset key={locale} className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
          <legend className="font-semibold">{heading}</legend>
          <label htmlFor={`${locale}.subject`} className="font-medium">
            Objet ({heading.toLowerCase()})
          </label>
          <input
            type="text"
            maxLength={limits.subject}
            className="rounded border border-slate-300 px-3 py-2"
            {...field(`${locale}.subject`)}
          />
          {state.errors[`${locale}.subject`] && (
            <p id={`${locale}.subject-error`} className="text-sm text-red-800">
              {state.errors[`${locale}.subject`]}
            </p>
          )}
          <label htmlFor={`${locale}.body`} className="font-medium">
            Message ({heading.toLowerCase()})
          </label>
          <textarea
            rows={12}
            maxLength={limits.body}
            className="rounded border border-slate-300 px-3 py-2 font-mono text-sm"
            {...field(`${locale}.body`)}
          />
          {state.errors[`${locale}.body`] && (
            <p id={`${locale}.body-error`} className="text-sm text-red-800">
              {state.errors[`${locale}.body`]}
            </p>
          )}
        </fieldset>
      ))}
      <p>
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
        >
          Enregistrer le modèle
        </button>
      </p>
    </form>
  );
}
