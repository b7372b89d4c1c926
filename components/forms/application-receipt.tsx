'use client';

import type { Locale } from '@/i18n/locales';
import { useState } from 'react';
import { DocumentField } from './documents/document-field';
import { documentKinds } from '@/lib/forms/document-rules';
import type { DocumentTexts } from '@/lib/forms/document-strings';
import type { DocumentItem } from './documents/use-documents';

export interface ReceiptTexts {
  title: string;
  referenceLabel: string;
  keepIt: string;
  copy: string;
  copied: string;
  print: string;
  track: string;
  documentsTitle: string;
  /** Instead of uploads, for an application flagged as a robot's: it takes no documents yet. */
  documentsHeld: string;
}

interface ApplicationReceiptProps {
  reference: string;
  locale: Locale;
  texts: ReceiptTexts;
  documentTexts: DocumentTexts;
  /** The tracking page in the visitor's language. */
  trackingHref: string;
  items: DocumentItem[];
  /** No upload token came with the reference: the office checks the application first. */
  held: boolean;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * What the applicant keeps once the application is stored: the reference, large, to copy or print,
 * the way to the tracking page, and each document's state as the server answered it.
 */
export function ApplicationReceipt({
  reference,
  locale,
  texts,
  documentTexts,
  trackingHref,
  items,
  held,
  onRetry,
  onRemove,
}: ApplicationReceiptProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // No clipboard (plain http, refused): the reference stays selectable on screen.
      const range = document.createRange();
      const node = document.getElementById('application-reference');
      if (node) {
        range.selectNodeContents(node);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
    }
  };
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-md border border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50 print:hidden';
  return (
    <section
      aria-labelledby="application-receipt-title"
      data-testid="application-receipt"
      className="mb-8 space-y-4 rounded-lg border border-emerald-300 bg-emerald-50 p-5"
    >
      <h3 id="application-receipt-title" className="text-lg font-bold text-emerald-950">
        {texts.title}
      </h3>
      <div>
        <p className="text-sm text-slate-700">{texts.referenceLabel}</p>
        <p
          id="application-reference"
          data-testid="application-reference"
          className="font-mono text-2xl font-bold tracking-wide break-words text-primary-900 select-all sm:text-3xl"
        >
          {reference}
        </p>
      </div>
      <p className="text-slate-800">{texts.keepIt}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button} onClick={() => void copy()}>
          {texts.copy}
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          {texts.print}
        </button>
        <a
          href={trackingHref}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 print:hidden"
        >
          {texts.track}
        </a>
      </div>
      <p role="status" className="text-sm text-emerald-900">
        {copied ? texts.copied : ''}
      </p>
      {items.length > 0 && (
        <div className="space-y-3">
          <h4 className="font-semibold text-slate-900">{texts.documentsTitle}</h4>
          {held && (
            <p role="note" className="rounded bg-amber-50 p-3 text-amber-900" data-testid="documents-held">
              {texts.documentsHeld}
            </p>
          )}
          {documentKinds
            .filter((kind) => items.some((item) => item.kind === kind))
            .map((kind) => (
              <DocumentField
                key={kind}
                idPrefix="receipt"
                kind={kind}
                locale={locale}
                texts={documentTexts}
                items={items}
                onRetry={onRetry}
                onRemove={onRemove}
              />
            ))}
        </div>
      )}
    </section>
  );
}
