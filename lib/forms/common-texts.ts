/** Texts every form receives from its (server) page. */
export interface FormCommonTexts {
  required: string;
  requiredNote: string;
  submitting: string;
  errorTitle: string;
  errorText: string;
  /** Template with a `{reference}` placeholder. */
  reference: string;
  /** The notification area's name (with its Alt+T shortcut), and each notification's close button. */
  toasts: string;
  closeToast: string;
  rateLimitedTitle: string;
  /** Template with a `{minutes}` placeholder. */
  rateLimitedText: string;
}

export function withReference(template: string, reference: string): string {
  return template.replace('{reference}', reference);
}

export function withMinutes(template: string, seconds: number): string {
  return template.replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60))));
}
