import { describe, expect, it } from 'vitest';
import { contentDisposition, savedFileName } from '@/lib/documents/file-name';

describe('the name a document is saved under', () => {
  it('takes the extension of the type read from its bytes', () => {
    expect(savedFileName('releve.html', 'application/pdf')).toBe('releve.pdf');
    expect(savedFileName('scan.pdf', 'image/png')).toBe('scan.png');
    expect(savedFileName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(savedFileName('.pdf', 'application/pdf')).toBe('document.pdf');
    expect(savedFileName('...', 'application/pdf')).toBe('document.pdf');
  });

  it('drops bidi overrides and control characters, and the extensions they hid', () => {
    expect(savedFileName('releve\u202Eatm.pdf.hta', 'application/pdf')).toBe('releveatm.pdf');
    expect(savedFileName('diplo\u2066me\u2069\u0007.pdf', 'application/pdf')).toBe('diplome.pdf');
  });

  it('keeps a name whose one extension already names its type, as written', () => {
    expect(savedFileName('IMG_0042.HEIC', 'image/heic')).toBe('IMG_0042.HEIC');
    expect(savedFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(savedFileName('Relevé de notes 2024.pdf', 'application/pdf')).toBe('Relevé de notes 2024.pdf');
  });
});

describe('Content-Disposition of a download', () => {
  it('carries an ASCII filename and the whole name in RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', "relevé l'an (2).pdf")).toBe(
      `attachment; filename="releve l'an (2).pdf"; filename*=UTF-8''relev%C3%A9%20l%27an%20%282%29.pdf`,
    );
    expect(contentDisposition('inline', '"x";\\y.png')).toBe(
      `inline; filename="xy.png"; filename*=UTF-8''%22x%22%3B%5Cy.png`,
    );
  });
});
