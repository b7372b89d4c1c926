import { formatOfficeDateTime } from '@/lib/admin/labels';

/** What the staff detail page shows of a document: everything but its bytes. */
export interface StaffDocument {
  id: string;
  kind: string;
  fileName: string;
  mediaType: string;
  size: number;
  createdAt: Date;
}

const kindLabels: Record<string, string> = {
  transcripts: 'Relevés de notes',
  diploma: 'Diplôme',
  identity: "Pièce d'identité",
};

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
};

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** An application's documents, each downloaded (never opened in the page) through `hrefOf`. */
export function DocumentList({
  documents,
  hrefOf,
}: {
  documents: StaffDocument[];
  hrefOf: (id: string) => string;
}) {
  if (documents.length === 0) return <p className="mt-2 text-sm text-slate-600">Aucun document joint.</p>;
  return (
    <table className="mt-2 w-full text-left text-sm" data-testid="documents">
      <thead className="text-slate-600">
        <tr>
          <th className="py-1 pr-3 font-semibold">Pièce</th>
          <th className="py-1 pr-3 font-semibold">Fichier</th>
          <th className="py-1 pr-3 font-semibold">Type</th>
          <th className="py-1 pr-3 font-semibold">Taille</th>
          <th className="py-1 font-semibold">Reçu le</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id} className="border-t border-slate-200" data-document={document.fileName}>
            <td className="py-1.5 pr-3">{kindLabels[document.kind] ?? document.kind}</td>
            <td className="py-1.5 pr-3 break-all">
              <a href={hrefOf(document.id)} download className="text-primary-800 underline">
                {document.fileName}
              </a>
            </td>
            <td className="py-1.5 pr-3">{typeLabels[document.mediaType] ?? document.mediaType}</td>
            <td className="py-1.5 pr-3" data-testid="document-size">
              {sizeLabel(document.size)}
            </td>
            <td className="py-1.5">{formatOfficeDateTime(document.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
