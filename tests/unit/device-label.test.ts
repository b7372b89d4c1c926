import { describe, expect, it } from 'vitest';
import { deviceLabel } from '@/lib/admin/device-label';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome sur Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge sur Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox sur Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari sur iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari sur macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox sur Linux'],
    ['curl/8.5.0', 'Appareil inconnu'],
    ['', 'Appareil inconnu'],
    [null, 'Appareil inconnu'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('keeps a short label, never the header', () => {
    const long = `Mozilla/5.0 (Windows NT 10.0) Chrome/1.0 ${'x'.repeat(5000)}`;
    expect(deviceLabel(long)).toBe('Chrome sur Windows');
  });
});
