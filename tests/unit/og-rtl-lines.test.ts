import { describe, expect, it } from 'vitest';
import { rightToLeftLines } from '@/lib/seo/og-rtl-lines';

describe('right-to-left lines of a share card', () => {
  it('keeps each Arabic word apart and a Latin run whole, in reading order', () => {
    expect(rightToLeftLines('الليسانس (Bac +3) · العلوم القانونية', 80)).toEqual([
      ['الليسانس', '(Bac +3)', '·', 'العلوم', 'القانونية'],
    ]);
  });

  it('cuts between pieces, never inside one', () => {
    expect(rightToLeftLines('هندسة البرمجيات والأنظمة المعلوماتية', 16)).toEqual([
      ['هندسة', 'البرمجيات'],
      ['والأنظمة'],
      ['المعلوماتية'],
    ]);
  });
});
