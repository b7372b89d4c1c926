'use client';

import type { Locale } from '@/i18n/locales';
import { formatBytes } from '@/i18n/format';
import type { DocumentKind } from '@/lib/forms/document-rules';
import { fill, type DocumentTexts } from '@/lib/forms/document-strings';
import type { DocumentItem } from './use-documents';

/** What the file input accepts; the first bytes decide anyway (a wrong file gets its message). */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf';

interface DocumentFieldProps {
  idPrefix: string;
  kind: DocumentKind;
  /** Id of the text that says which files are taken. */
  describedBy?: string;
  locale: Locale;
  texts: DocumentTexts;
  items: DocumentItem[];
  /** Called with the files picked (the input is shown only with it). */
  onPick?: (kind: DocumentKind, files: File[]) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One kind of document: its file input and the files chosen for it, each with its state. */
export function DocumentField({
  idPrefix,
  kind,
  describedBy,
  locale,
  texts,
  items,
  onPick,
  onRetry,
  onRemove,
}: DocumentFieldProps) {
  const id = `${idPrefix}-document-${kind}`;
  const mine = items.filter((item) => item.kind === kind);
  return (
    <div className="space-y-2" data-testid={`document-${kind}`}>
      {onPick ? (
        <label htmlFor={id} className="block font-medium text-slate-900">
          {texts.kinds[kind]}
        </label>
      ) : (
        <p className="font-medium text-slate-900">{texts.kinds[kind]}</p>
      )}
      {onPick && (
        <div>
          {/* The browser's own file button speaks the browser's language: this one, the page's. */}
          <input
            id={id}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-describedby={describedBy}
            className="peer sr-only"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              // Emptied so that the same file can be picked again after removing it.
              event.currentTarget.value = '';
              if (files.length > 0) onPick(kind, files);
            }}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-primary-700 bg-white px-4 font-semibold text-primary-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700 hover:bg-primary-50"
          >
            {texts.choose}
          </label>
        </div>
      )}
      {mine.length > 0 && (
        <ul className="space-y-2">
          {mine.map((item) => (
            <DocumentRow
              key={item.id}
              item={item}
              locale={locale}
              texts={texts}
              onRetry={onRetry}
              onRemove={onPick || item.status === 'refused' ? onRemove : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface DocumentRowProps {
  item: DocumentItem;
  locale: Locale;
  texts: DocumentTexts;
  onRetry: (id: string) => void;
  onRemove?: (id: string) => void;
}

function statusText(item: DocumentItem, locale: Locale, texts: DocumentTexts): string {
  const size = formatBytes(item.size, locale);
  switch (item.status) {
    case 'preparing':
      return texts.preparing;
    case 'ready':
      return fill(texts.ready, { size });
    case 'uploading':
      return fill(texts.uploading, { percent: item.percent });
    case 'sent':
      return fill(texts.sent, { size });
    case 'failed':
      return item.error ?? texts.failed;
    case 'refused':
      return item.error ?? texts.failed;
  }
}

function DocumentRow({ item, locale, texts, onRetry, onRemove }: DocumentRowProps) {
  const problem = item.status === 'failed' || item.status === 'refused';
  const showBar = item.status === 'uploading' || item.status === 'sent';
  return (
    <li
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
      data-testid="document-item"
      data-status={item.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all font-medium text-slate-900">{item.name}</span>
        <span className="flex gap-2">
          {item.status === 'failed' && (
            <button
              type="button"
              onClick={() => onRetry(item.id)}
              className="min-h-11 rounded-md bg-primary-700 px-3 font-semibold text-white hover:bg-primary-800"
            >
              {texts.retry}
            </button>
          )}
          {onRemove && item.status !== 'uploading' && item.status !== 'sent' && (
            <button
              type="button"
              onClick={() => onRemove(item.id)}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-800 hover:bg-slate-100"
            >
              {texts.remove}
            </button>
          )}
        </span>
      </div>
      {showBar && (
        <div
          role="progressbar"
          aria-label={item.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
          className="mt-2 h-2 overflow-hidden rounded bg-slate-200"
        >
          <div className="h-full bg-primary-700 transition-[width]" style={{ width: `${item.percent}%` }} />
        </div>
      )}
      <p
        className={problem ? 'mt-1 font-medium text-red-800' : 'mt-1 text-slate-700'}
        role={problem ? 'alert' : undefined}
        data-testid="document-status"
      >
        {statusText(item, locale, texts)}
      </p>
    </li>
  );
}
