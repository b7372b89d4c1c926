import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/security/client-address';
import { inlineScriptHashes, pagePolicy } from '@/lib/security/csp';
import { prerenderedFileOfPath } from '@/lib/prerendered';
import { isCrossSiteRequest } from '@/lib/security/origin';
import { isJsonContentType } from '@/lib/http';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('reads the entry the trusted proxies wrote, ignoring what the client wrote before it', () => {
    expect(clientAddress(forwarded('10.0.0.9, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(forwarded('10.0.0.9, 203.0.113.5, 172.16.0.2'), 2)).toBe('203.0.113.5');
    // Directly reached: next start's own entry (the socket) is the last one.
    expect(clientAddress(forwarded('198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(new Headers(), 1)).toBe('unknown');
  });

  it('groups IPv6 clients by /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientAddress(forwarded('2001:db8:1:2:aaaa::1'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(forwarded('2001:db8:1:2:bbbb:cccc:dddd:eeee'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(forwarded('::ffff:192.0.2.1'), 0)).toBe('192.0.2.1');
  });
});

describe('isCrossSiteRequest', () => {
  const site = ['https://universite.example'];
  const headers = (h: Record<string, string>) => new Headers({ host: 'universite.example', ...h });
  it('lets same-origin posts and non-browser clients through', () => {
    expect(
      isCrossSiteRequest(
        headers({ 'sec-fetch-site': 'same-origin', origin: 'https://universite.example' }),
        site,
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(headers({}), site)).toBe(false);
    expect(
      isCrossSiteRequest(
        new Headers({ host: 'proxy.internal:3000', origin: 'https://universite.example' }),
        site,
      ),
    ).toBe(false);
  });
  it('refuses other sites, sibling sites and opaque origins', () => {
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'same-site' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'https://evil.example' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'null' }), site)).toBe(true);
  });
});

describe('isJsonContentType', () => {
  it('accepts JSON in UTF-8 only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('application/json; charset="UTF-8"')).toBe(true);
    expect(isJsonContentType('application/json; charset=utf-16')).toBe(false);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe('page CSP', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<SCRIPT>$RC("B:0","S:0")</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('import("/x.js")'),
      sha('$RC("B:0","S:0")'),
    ]);
  });

  it('allows no inline script or eval beyond the hashes', () => {
    const policy = pagePolicy(["'sha256-abc'"]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
  });

  it('maps addresses to their pre-rendered file, never outside the build folder', () => {
    expect(prerenderedFileOfPath('/')).toBe('fr.html');
    expect(prerenderedFileOfPath('/about')).toBe('fr/about.html');
    expect(prerenderedFileOfPath('/en')).toBe('en.html');
    expect(prerenderedFileOfPath('/en/licences/genie-logiciel/')).toBe('en/licences/genie-logiciel.html');
    // No page path has other letters: such an address can only miss.
    expect(prerenderedFileOfPath('/%C3%A9cole')).toBeUndefined();
    expect(prerenderedFileOfPath('/en/Licences')).toBeUndefined();
    expect(prerenderedFileOfPath('/..%2F..%2Fetc/passwd')).toBeUndefined();
    expect(prerenderedFileOfPath('/%E0%A4%A')).toBeUndefined();
  });
});
