import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';

function get(path: string, cookie?: string) {
  return proxy(new NextRequest(`http://localhost${path}`, cookie ? { headers: { cookie } } : {}));
}

describe('staff addresses in the proxy', () => {
  it('serve an address Next.js cannot decode as the staff area\'s "Introuvable" page, not a bare 500', () => {
    for (const path of [
      '/admin/admissions/%E0%A4%A',
      '/admin/%ZZ',
      '/admin/contact/%C3%28/statut',
      '/admin/x/%FF.pdf',
    ]) {
      const response = get(path, 'staff_session=token');
      expect(response.headers.get('x-middleware-rewrite'), path).toBe('http://localhost/admin/introuvable');
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-/);
    }
    const valid = get('/admin/admissions/ADM-2026-7K3Q9X', 'staff_session=token');
    expect(valid.headers.get('x-middleware-rewrite')).toBeNull();
    // Without a session, the login page first, whatever the address.
    expect(get('/admin/admissions/%E0%A4%A').headers.get('location')).toBe(
      'http://localhost/admin/connexion',
    );
  });

  it('see every staff address, whatever it ends with', () => {
    for (const url of [
      '/admin',
      '/admin/admissions/%FF.pdf',
      '/admin/contact/exporter',
      '/admin/connexion',
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    }
    expect(unstable_doesMiddlewareMatch({ config, url: '/images/logo.png' })).toBe(false);
  });
});
