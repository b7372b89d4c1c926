import type { DocumentKind } from '@/lib/forms/document-rules';

/** The documents' interface strings, translated on the server (lib/forms/document-texts.ts). */
export interface DocumentTexts {
  kinds: Record<DocumentKind, string>;
  formats: string;
  choose: string;
  /** Template with `{size}`. */
  ready: string;
  preparing: string;
  /** Template with `{percent}`. */
  uploading: string;
  /** Template with `{size}`. */
  sent: string;
  failed: string;
  retry: string;
  remove: string;
  tooLarge: string;
  wrongType: string;
  tooMany: string;
  notFound: string;
  limited: string;
  network: string;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
