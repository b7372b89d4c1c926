import { documentKinds } from '@/lib/forms/document-rules';
import { documentKindLabels } from './document-labels';

/** Which of the documents an application asks for it holds: each kind ✓ or « manquant ». */
export function DocumentChecklist({ documents }: { documents: { kind: string }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="document-checklist">
      {documentKinds.map((kind) => {
        const present = documents.some((document) => document.kind === kind);
        return (
          <li key={kind} data-kind={kind} data-present={present}>
            {documentKindLabels[kind]} :{' '}
            {present ? (
              <span className="font-semibold text-green-800">✓ reçu</span>
            ) : (
              <span className="font-semibold text-red-800">manquant</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
