import { formatBytes } from '@/i18n/format';
import { isPreviewable, previewHref } from '@/lib/admin/document-preview';
import { formatOfficeDateTime } from '@/i18n/format';
import { DocumentChecklist } from './document-checklist';
import { documentKindLabels } from './document-labels';
import { TableScroller } from './table-scroller';

/** What the staff detail page shows of a document: everything but its bytes. */
export interface StaffDocument {
  id: string;
  kind: string;
  fileName: string;
  mediaType: string;
  size: number;
  createdAt: Date;
}

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
};

/**
 * An application's documents: which of the asked ones are missing, then each file, downloaded
 * (never opened in the page) through `hrefOf`; a JPEG or PNG also shows as a thumbnail, opened
 * in a tab of its own. `previews={false}` leaves thumbnails out (the print view).
 */
export function DocumentList({
  documents,
  hrefOf,
  previews = true,
}: {
  documents: StaffDocument[];
  hrefOf: (id: string) => string;
  previews?: boolean;
}) {
  const checklist = <DocumentChecklist documents={documents} />;
  if (documents.length === 0) {
    return (
      <>
        {checklist}
        <p className="mt-2 text-sm text-slate-600">Aucun document joint.</p>
      </>
    );
  }
  return (
    <>
      {checklist}
      <TableScroller label="Documents joints" framed={false} className="mt-2">
        <table className="w-full text-start text-sm" data-testid="documents">
          <thead className="text-slate-600">
            <tr>
              <th className="py-1 pe-3 font-semibold">Pièce</th>
              <th className="py-1 pe-3 font-semibold">Fichier</th>
              <th className="py-1 pe-3 font-semibold">Type</th>
              <th className="py-1 pe-3 font-semibold">Taille</th>
              <th className="py-1 pe-3 font-semibold">Reçu le</th>
              {previews && <th className="py-1 font-semibold">Aperçu</th>}
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id} className="border-t border-slate-200" data-document={document.fileName}>
                <td className="py-1.5 pe-3">{documentKindLabels[document.kind] ?? document.kind}</td>
                <td className="py-1.5 pe-3 break-all">
                  <a href={hrefOf(document.id)} download className="text-primary-800 underline">
                    {document.fileName}
                  </a>
                </td>
                <td className="py-1.5 pe-3">{typeLabels[document.mediaType] ?? document.mediaType}</td>
                <td className="py-1.5 pe-3" data-testid="document-size">
                  {formatBytes(document.size, 'fr')}
                </td>
                <td className="py-1.5 pe-3">{formatOfficeDateTime(document.createdAt)}</td>
                {previews && (
                  <td className="py-1.5">
                    {isPreviewable(document.mediaType) && (
                      <a href={previewHref(hrefOf(document.id))} target="_blank" rel="noopener">
                        {/* eslint-disable-next-line @next/next/no-img-element -- a staff-only file, not an optimisable asset */}
                        <img
                          src={previewHref(hrefOf(document.id))}
                          alt={`Aperçu de ${document.fileName}`}
                          loading="lazy"
                          className="h-16 w-16 rounded border border-slate-200 object-cover"
                        />
                      </a>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
