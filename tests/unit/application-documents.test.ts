import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftFile, Outbox } from '@/components/forms/documents/draft-store';
import { encodingAttempts, FIRST_LONG_SIDE, scaledSize } from '@/components/forms/documents/image-sizing';
import { formatBytes } from '@/i18n/format';

describe('the size a document photo is re-encoded at', () => {
  it('brings a 12-megapixel phone photo to 2000 px on its long side, keeping its proportions', () => {
    expect(scaledSize(3024, 4032, FIRST_LONG_SIDE)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(4032, 3024, FIRST_LONG_SIDE)).toEqual({ width: 2000, height: 1500 });
  });

  it('never enlarges a smaller picture', () => {
    expect(scaledSize(1200, 900, FIRST_LONG_SIDE)).toEqual({ width: 1200, height: 900 });
  });

  it('tries the best quality first, lowers it, then the long side, and never goes below 1280 px', () => {
    const attempts = encodingAttempts();
    expect(attempts[0]).toEqual({ longSide: 2000, quality: 0.82 });
    expect(attempts.at(-1)).toEqual({ longSide: 1280, quality: 0.42 });
    for (let i = 1; i < attempts.length; i++) {
      const [before, now] = [attempts[i - 1]!, attempts[i]!];
      expect(
        now.longSide < before.longSide || (now.longSide === before.longSide && now.quality < before.quality),
      ).toBe(true);
    }
  });

  it('says sizes in the visitor’s language', () => {
    expect(formatBytes(4.2 * 1024 * 1024, 'fr')).toBe('4,2\u00a0Mo');
    expect(formatBytes(480 * 1024, 'en')).toBe('480\u00a0KB');
  });
});

// The service worker's send, against a draft store and a server kept in memory.
const memory: { outbox?: Outbox; files: DraftFile[] } = { files: [] };
vi.mock('@/components/forms/documents/draft-store', () => ({
  readOutbox: async () => memory.outbox,
  saveOutbox: async (outbox: Outbox) => {
    memory.outbox = structuredClone(outbox);
  },
  readFiles: async () => memory.files.map((file) => ({ ...file })),
  saveFile: async (file: DraftFile) => {
    memory.files = memory.files.map((f) => (f.id === file.id ? file : f));
  },
}));

const { sendOutboxInBackground, BACKGROUND_SEND_WINDOW_MS } =
  await import('@/components/forms/documents/background-send');

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe("the service worker's send of an application kept offline", () => {
  const now = Date.UTC(2026, 10, 26, 12);
  let calls: { url: string; init: RequestInit }[];

  beforeEach(() => {
    calls = [];
    memory.outbox = {
      body: { fullName: 'Hawa', locale: 'fr', idempotencyKey: 'key-0123456789abcdef' },
      queuedAt: now - 60_000,
      pageLoadedAt: now - 120_000,
    };
    memory.files = [
      {
        id: 'file-1',
        kind: 'identity',
        name: 'cni.pdf',
        type: 'application/pdf',
        blob: new Blob(['%PDF-1.4']),
        originalSize: 8,
      },
    ];
    vi.stubGlobal('self', { location: new URL('https://universite.example/admissions') });
    const stored = encodeURIComponent(
      JSON.stringify({ id: 'd1', kind: 'identity', name: 'cni.pdf', size: 8 }),
    );
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/admissions') return json({ reference: 'ADM-2026-AAAAAA', uploadToken: 'token' }, 201);
      // The resumable upload: created, then its bytes from the offset the server holds.
      if (url === 'https://universite.example/api/admissions/uploads' && init.method === 'POST')
        return new Response(null, { status: 201, headers: { Location: '/api/admissions/uploads/u1' } });
      if (url === 'https://universite.example/api/admissions/uploads/u1' && init.method === 'HEAD')
        return new Response(null, { status: 200, headers: { 'Upload-Offset': '4', 'Upload-Length': '8' } });
      if (url === 'https://universite.example/api/admissions/uploads/u1' && init.method === 'PATCH')
        return new Response(null, { status: 204, headers: { 'Upload-Offset': '8', 'X-Document': stored } });
      return new Response(null, { status: 202 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the kept body under its own key, then the file under its own key, then asks for the confirmation', async () => {
    await sendOutboxInBackground(now);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/admissions',
      'POST https://universite.example/api/admissions/uploads',
      'PATCH https://universite.example/api/admissions/uploads/u1',
      'POST /api/admissions/confirmation',
    ]);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(memory.outbox!.body);
    const created = new Headers(calls[1]!.init.headers);
    // The file's own id is the upload's key.
    expect(created.get('Upload-Metadata')).toContain(`key ${btoa('file-1')}`);
    expect(created.get('X-Upload-Token')).toBe('token');
    expect(new Headers(calls[2]!.init.headers).get('Upload-Offset')).toBe('0');
    expect(memory.outbox).toMatchObject({ reference: 'ADM-2026-AAAAAA', confirmed: true });
    expect(memory.files[0]!.stored?.id).toBe('d1');

    // A second sync finds everything done and sends nothing.
    await sendOutboxInBackground(now);
    expect(calls).toHaveLength(4);
  });

  it("resumes a file's upload from the bytes the server holds", async () => {
    memory.outbox = { ...memory.outbox!, reference: 'ADM-2026-AAAAAA', uploadToken: 'token' };
    memory.files[0] = {
      ...memory.files[0]!,
      uploadUrl: 'https://universite.example/api/admissions/uploads/u1',
    };
    await sendOutboxInBackground(now);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'HEAD https://universite.example/api/admissions/uploads/u1',
      'PATCH https://universite.example/api/admissions/uploads/u1',
      'POST /api/admissions/confirmation',
    ]);
    expect(new Headers(calls[1]!.init.headers).get('Upload-Offset')).toBe('4');
    expect(await (calls[1]!.init.body as Blob).text()).toBe('-1.4');
    expect(memory.files[0]!.stored?.id).toBe('d1');
  });

  it('leaves a send older than a day after its page was loaded to the next visit', async () => {
    await sendOutboxInBackground(now + BACKGROUND_SEND_WINDOW_MS + 1);
    expect(calls).toEqual([]);
  });

  it('throws while the connection is down, so the browser tries again, and keeps everything', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendOutboxInBackground(now)).rejects.toThrow();
    expect(memory.outbox?.reference).toBeUndefined();
    expect(memory.files[0]!.stored).toBeUndefined();
  });
});
