import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from '@/lib/admin/search-text';

describe('phoneSearchDigits', () => {
  it("compares a Chad number's eight digits however it is written", () => {
    for (const typed of [
      '+235 66 12 34 56',
      '66123456',
      '0023566123456',
      '235 66-12-34-56',
      '(+235) 66.12.34.56',
    ]) {
      expect(phoneSearchDigits(typed), typed).toBe('66123456');
    }
    expect(phoneSearchDigits('٦٦ ١٢ ٣٤ ٥٦')).toBe('66123456');
  });

  it('keeps a part of a number, and a foreign code', () => {
    expect(phoneSearchDigits('66 12')).toBe('6612');
    expect(phoneSearchDigits('+235 66 12')).toBe('6612');
    expect(phoneSearchDigits('+237 6 12 34 56 78')).toBe('237612345678');
  });

  it('is no phone search for text, or too few digits to mean a number', () => {
    expect(phoneSearchDigits('ADM-2026-000123')).toBeUndefined();
    expect(phoneSearchDigits('Achta 66')).toBeUndefined();
    expect(phoneSearchDigits('+235')).toBeUndefined();
    expect(phoneSearchDigits('123')).toBeUndefined();
  });
});
