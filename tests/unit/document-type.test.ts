import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from '@/lib/documents/file-type';
import { issueUploadToken, UPLOAD_TOKEN_MAX_AGE_MS, verifyUploadToken } from '@/lib/documents/upload-token';

/** An ISO-BMFF file's first box: size, `ftyp`, major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
}

describe('a document type read from its first bytes', () => {
  it('recognises JPEG, PNG, PDF and the HEIC/HEIF brands of phone photos', () => {
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('\x89PNG\r\n\x1a\n\0\0', 'latin1'))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffDocumentType(ftyp('mif1', 'heix'))).toBe('image/heic');
    expect(sniffDocumentType(ftyp('msf1', 'msf1'))).toBe('image/heif');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(sniffDocumentType(Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'))).toBeUndefined(); // .exe
    expect(sniffDocumentType(Buffer.from('\x7fELF\x02\x01', 'latin1'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from('<html><script>'))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from(' %PDF-1.4'))).toBeUndefined();
    expect(sniffDocumentType(ftyp('isom', 'mp41'))).toBeUndefined(); // a video
    expect(sniffDocumentType(new Uint8Array(0))).toBeUndefined();
  });
});

describe('an upload token', () => {
  const key = 'test-key';
  it('names the application it was issued for, until it expires', () => {
    const now = Date.now();
    const token = issueUploadToken(key, 'ADM-2026-7K3Q9X', now);
    expect(verifyUploadToken(key, token, now)).toBe('ADM-2026-7K3Q9X');
    expect(verifyUploadToken(key, token, now + UPLOAD_TOKEN_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('is worthless with another key or another reference', () => {
    const token = issueUploadToken(key, 'ADM-2026-7K3Q9X');
    expect(verifyUploadToken('other-key', token)).toBeUndefined();
    expect(verifyUploadToken(key, token.replace('7K3Q9X', '7K3Q9Y'))).toBeUndefined();
  });
});
