/** Texts every form receives from its (server) page. */
export interface FormCommonTexts {
  required: string;
  requiredNote: string;
  submitting: string;
  errorTitle: string;
  errorText: string;
  /** Template with a `{reference}` placeholder. */
  reference: string;
  toasts: string;
}

export function withReference(template: string, reference: string): string {
  return template.replace('{reference}', reference);
}
