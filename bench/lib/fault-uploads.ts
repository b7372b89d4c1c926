// The fault bench's second part: the server is killed (SIGKILL) while documents are on their way as
// resumable uploads, then started again; the uploads resume and finish. Staff must never see a
// partial document: after the kill, and after the resumption, every stored document is whole and
// each file is stored once.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { table, type Server } from './harness';
import { benchUploadToken } from './upload-key';

const FILES = 6;
const FILE_BYTES = 1_000_000;
const PIECE = 16_384;

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Documents as staff would see them: count, and those whose bytes do not match their record. */
async function storedDocuments(databaseUrl: string, checksums: Set<string>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sha256: string; computed: string; size: number; length: number }>(
      `SELECT sha256, encode(sha256(content), 'hex') AS computed, size, length(content) AS length
         FROM application_documents`,
    );
    const partial = rows.filter(
      (row) => row.sha256 !== row.computed || row.size !== row.length || !checksums.has(row.computed),
    ).length;
    return { count: rows.length, partial, distinct: new Set(rows.map((row) => row.computed)).size };
  } finally {
    await client.end();
  }
}

/** One application to upload to; its upload token. */
async function seedApplication(databaseUrl: string, secret: string): Promise<string> {
  const reference = 'ADM-2026-FAULT1';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO admission_requests (reference, full_name, email, phone, diploma, program_type, program_slug,
       program_name, motivation_letter) VALUES ($1, 'Fault Bench', 'fault@example.org', '+235 66 00 00 00',
       'Bac', 'licence', 'droit-public-prive', 'Droit', '')`,
    [reference],
  );
  await client.end();
  return benchUploadToken(secret, reference);
}

/** A PATCH streaming `bytes` slowly from `offset`, as a phone would; settles however it ends. */
async function slowPatch(url: string, token: string, offset: number, bytes: Buffer): Promise<number> {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + PIECE)));
      at += PIECE;
    },
  });
  try {
    const response = await fetch(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'x-upload-token': token,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    return response.status;
  } catch {
    return -1;
  }
}

export async function killMidUpload(
  databaseUrl: string,
  start: () => Promise<Server>,
  secret: string,
): Promise<boolean> {
  const token = await seedApplication(databaseUrl, secret);
  const files = Array.from({ length: FILES }, () =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]),
  );
  const checksums = new Set(files.map((file) => createHash('sha256').update(file).digest('hex')));
  let server = await start();
  const locations: string[] = [];
  for (const [i, file] of files.entries()) {
    const created = await fetch(`${server.url}/api/admissions/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(file.length),
        'upload-metadata': `kind ${b64(['transcripts', 'diploma', 'identity'][i % 3]!)},name ${b64(`piece-${i}.pdf`)},key ${b64(`fault-file-${i}`)}`,
        'x-upload-token': token,
      },
    });
    locations.push(new URL(created.headers.get('location')!, server.url).toString());
  }
  // Half the uploads send only their first half, the others the whole file: the kill cuts them mid-file.
  const sending = files.map((file, i) =>
    slowPatch(locations[i]!, token, 0, i % 2 === 0 ? file : file.subarray(0, FILE_BYTES / 2)),
  );
  await new Promise((resolve) => setTimeout(resolve, 700));
  await server.kill();
  await Promise.all(sending);
  const afterKill = await storedDocuments(databaseUrl, checksums);

  server = await start();
  const resumed: number[] = [];
  for (const [i, file] of files.entries()) {
    const url = locations[i]!.replace(/^http:\/\/[^/]+/, server.url);
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', 'x-upload-token': token },
    });
    const offset = Number(head.headers.get('upload-offset') ?? 0);
    resumed.push(offset);
    const status = await slowPatch(url, token, offset, file.subarray(offset));
    if (status !== 204) console.log(`Resumption of file ${i} from ${offset}: HTTP ${status}`);
  }
  const afterResume = await storedDocuments(databaseUrl, checksums);
  await server.stop();

  console.log(
    `\n${FILES} uploads of ${FILE_BYTES / 1e6} MB, sent in ${PIECE / 1024} kB pieces; the server killed (SIGKILL) 0.7 s in, started again, each upload resumed\n`,
  );
  table([
    {
      moment: 'after the kill',
      documents: afterKill.count,
      'not whole': afterKill.partial,
      'resumed from (kB)': resumed.map((offset) => Math.round(offset / 1024)).join(' '),
    },
    {
      moment: 'after resuming',
      documents: afterResume.count,
      'not whole': afterResume.partial,
      'resumed from (kB)': `${afterResume.distinct} distinct files`,
    },
  ]);
  return (
    afterKill.partial === 0 &&
    afterResume.partial === 0 &&
    afterResume.count === FILES &&
    afterResume.distinct === FILES
  );
}
