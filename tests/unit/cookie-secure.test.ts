import { describe, expect, it } from 'vitest';
import { staffCookieRule } from '@/lib/admin/staff-cookies';
import { cookieSecure, type CookieSettings } from '@/lib/security/cookie-secure';
import { formTokenSetCookie } from '@/lib/security/form-token';

const settings = (
  SITE_URL: string,
  NODE_ENV: CookieSettings['NODE_ENV'] = 'production',
  ADMIN_COOKIE_SECURE: CookieSettings['ADMIN_COOKIE_SECURE'] = 'auto',
): CookieSettings => ({ SITE_URL, NODE_ENV, ADMIN_COOKIE_SECURE });

describe("every cookie's Secure flag", () => {
  it('is set whenever SITE_URL is https, in any mode, even to this machine', () => {
    expect(cookieSecure(settings('https://universite.example'))).toBe(true);
    expect(cookieSecure(settings('https://universite.example', 'development'))).toBe(true);
    expect(cookieSecure(settings('https://localhost:3000'))).toBe(true);
  });

  it('is not set over http to this machine, where a local npm start has no certificate', () => {
    for (const address of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://site.localhost',
    ]) {
      expect(cookieSecure(settings(address)), address).toBe(false);
    }
  });

  it('is set in production for any other http SITE_URL (TLS ends at a proxy), not in development', () => {
    expect(cookieSecure(settings('http://universite.example'))).toBe(true);
    expect(cookieSecure(settings('http://universite.example', 'development'))).toBe(false);
  });

  it('follows ADMIN_COOKIE_SECURE when it says always or never', () => {
    expect(cookieSecure(settings('http://localhost:3000', 'production', 'always'))).toBe(true);
    expect(cookieSecure(settings('https://universite.example', 'production', 'never'))).toBe(false);
  });

  it('is the one the staff cookies and the form token follow', () => {
    const cases: CookieSettings[] = [
      settings('https://universite.example'),
      settings('http://universite.example'),
      settings('http://localhost:3000'),
      settings('http://universite.example', 'development'),
      settings('https://universite.example', 'production', 'never'),
    ];
    for (const setting of cases) {
      const site = setting.SITE_URL;
      const secure = cookieSecure(setting);
      expect(staffCookieRule(setting).secure, site).toBe(secure);
      expect(formTokenSetCookie('t', secure).split('; ').includes('Secure'), site).toBe(secure);
    }
  });
});
