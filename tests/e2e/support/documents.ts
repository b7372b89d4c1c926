import { expect, type Locator, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { query } from './admin';

/**
 * A phone's photo of a paper document: 10 megapixels, a page with lines of "ink" and sensor noise,
 * so that it really weighs about 4 MB as a JPEG (a flat picture would compress to nothing).
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 2736;
  const height = 3648;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = 225 + 20 * Math.sin(x / 300);
      const ink = Math.floor(y / 40) % 2 === 0 && (x * 7 + y) % 23 < 9 ? -150 : 0;
      const value = Math.max(0, Math.min(255, paper + ink + (random() - 0.5) * 44));
      const i = (y * width + x) * 3;
      raw[i] = value;
      raw[i + 1] = value * 0.98;
      raw[i + 2] = value * 0.93;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A small PDF-looking file: what matters to the site is its first bytes. */
export function smallPdf(size = 20_000): Buffer {
  const head = Buffer.from('%PDF-1.4\n% test document\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** A Windows executable's first bytes ("MZ"), whatever the file is named. */
export function executable(): Buffer {
  return Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(4000, 0x41)]);
}

/**
 * The file a resumable upload's creation names (its `Upload-Metadata`), or undefined for any other
 * request: the requests that follow go to the upload's own address.
 */
export function uploadCreating(request: Request): string | undefined {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/admissions/uploads'))
    return undefined;
  const name = (request.headers()['upload-metadata'] ?? '')
    .split(',')
    .map((pair) => pair.trim().split(' '))
    .find(([key]) => key === 'name')?.[1];
  return name ? Buffer.from(name, 'base64').toString('utf8') : undefined;
}

/** The admission form's documents part. */
export class DocumentsSection {
  constructor(readonly page: Page) {}

  input(kind: 'transcripts' | 'diploma' | 'identity'): Locator {
    return this.page.locator(`#admission-document-${kind}`);
  }

  /** The row of a file, in the form or the receipt, by its name. */
  item(name: string): Locator {
    return this.page.getByTestId('document-item').filter({ hasText: name });
  }

  async attach(kind: 'transcripts' | 'diploma' | 'identity', name: string, mimeType: string, buffer: Buffer) {
    await this.input(kind).setInputFiles({ name, mimeType, buffer });
  }
}

/** The applications stored with this e-mail. */
export function applicationsOf(email: string) {
  return query<{ reference: string; suspected_reason: string | null }>(
    'SELECT reference, suspected_reason FROM admission_requests WHERE email = $1',
    [email],
  );
}

/** The documents stored with the applications of this e-mail. */
export function documentsOf(email: string) {
  return query<{ kind: string; file_name: string; size: number; media_type: string }>(
    `SELECT d.kind, d.file_name, d.size, d.media_type FROM application_documents d
       JOIN admission_requests a ON a.id = d.admission_request_id
      WHERE a.email = $1 ORDER BY d.file_name`,
    [email],
  );
}

export async function expectNoDraftLeft(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-draft-files'))).toBeNull();
}
