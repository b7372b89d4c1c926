import 'server-only';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Database } from '@/db/client';
import {
  appendChunk,
  createUpload,
  deleteExpiredUploads,
  findUpload,
  removeUpload,
  uploadHead,
} from '@/db/document-uploads';
import { isDocumentKind, UPLOAD_EXPIRY_MS } from './limits';
import { sniffDocumentType, SNIFF_BYTES } from './file-type';

/** Bytes gathered before they are written as one row: a cut request loses at most this much. */
const PIECE_BYTES = 32 * 1024;

/** An error the tus server answers with as it is: a status and a JSON body saying why. */
export class UploadRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

/**
 * The resumable uploads' store (tus `DataStore`): partial uploads live in PostgreSQL (or PGlite),
 * so any server instance can take the next request of an upload another one began. Bytes are
 * written as they arrive, a piece at a time, so a request cut by a dropped connection or the
 * server's 60 s limit keeps what it delivered, and the browser resumes from there.
 *
 * The application an upload belongs to comes in its metadata, set by the route after checking
 * the upload token (lib/documents/upload-server.ts); it is never shown back.
 */
export class PostgresUploadStore extends DataStore {
  constructor(
    private readonly database: () => Promise<Database>,
    private readonly refuseWrongType: () => UploadRefusal,
  ) {
    super();
    this.extensions = ['creation', 'expiration', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const db = await this.database();
    const { application, kind, name, key } = upload.metadata ?? {};
    if (!application || !isDocumentKind(kind) || !name || !key || upload.size === undefined)
      throw ERRORS.INVALID_METADATA;
    const row = await createUpload(db, {
      id: upload.id,
      applicationId: application,
      kind,
      fileName: name,
      idempotencyKey: key,
      size: upload.size,
      expiresAt: new Date(Date.now() + UPLOAD_EXPIRY_MS),
    });
    upload.creation_date = row.createdAt.toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const db = await this.database();
    const row = await findUpload(db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size,
      offset: row.offset,
      metadata: { kind: row.kind, name: row.fileName },
      creation_date: row.createdAt.toISOString(),
    });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const db = await this.database();
    let at = offset;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let checked = offset >= SNIFF_BYTES;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const content = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const next = await appendChunk(db, id, at, content);
      if (next === undefined) throw ERRORS.INVALID_OFFSET;
      at = next;
    };
    // A file that is not a document is refused at its first bytes, not after 5 MB of them.
    const check = async (final: boolean) => {
      if (checked) return;
      const head = Buffer.concat([
        at > 0 ? await uploadHead(db, id, SNIFF_BYTES) : Buffer.alloc(0),
        ...pending,
      ]);
      if (head.byteLength < SNIFF_BYTES && !final) return;
      checked = true;
      if (!sniffDocumentType(head.subarray(0, SNIFF_BYTES))) {
        await removeUpload(db, id);
        throw this.refuseWrongType();
      }
    };
    try {
      for await (const piece of stream) {
        const bytes = piece as Buffer;
        pending.push(bytes);
        pendingBytes += bytes.byteLength;
        await check(false);
        if (pendingBytes >= PIECE_BYTES) await flush();
      }
      const upload = await findUpload(db, id);
      await check(upload !== undefined && at + pendingBytes >= upload.size);
      await flush();
    } catch (error) {
      // The connection dropped (or the server's time limit cut it): keep what did arrive.
      if (!(error instanceof UploadRefusal) && error !== ERRORS.INVALID_OFFSET && checked) {
        await flush().catch(() => {});
      }
      throw error;
    }
    return at;
  }

  override async remove(id: string): Promise<void> {
    await removeUpload(await this.database(), id);
  }

  override async deleteExpired(): Promise<number> {
    return deleteExpiredUploads(await this.database());
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }
}
