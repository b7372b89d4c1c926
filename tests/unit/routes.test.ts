import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPathActive } from '@/components/layout/nav-model';
import { allProgrammes } from '@/content/programmes';
import { programmePath, programmeTypeOfSegment, routeTrail, staticRoutes } from '@/lib/routes';

const appDir = path.join(process.cwd(), 'app', '[locale]');

/** Folders under app/[locale] holding a page.tsx, as locale-free paths. */
function pageFolders(dir = appDir, prefix = ''): string[] {
  const here = existsSync(path.join(dir, 'page.tsx')) ? [prefix || '/'] : [];
  const children = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => pageFolders(path.join(dir, entry.name), `${prefix}/${entry.name}`));
  return [...here, ...children];
}

describe('route registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(staticRoutes.map((r) => r.id)).size).toBe(staticRoutes.length);
    expect(new Set(staticRoutes.map((r) => r.path)).size).toBe(staticRoutes.length);
  });

  it('matches the page folders one for one (besides the dynamic ones)', () => {
    const notPages = [
      // The finder's server-rendered results (noindex), not a page of the site map.
      '/programs/search',
      // No page of its own: unknown news ids are rewritten to it to get their 404.
      '/news/unknown',
      // The 404 page pre-rendered per language, for lite mode (app/global-not-found.tsx serves 404s).
      '/page-not-found',
      // The service worker's fallback, deliberately outside the route table and the site map.
      '/offline',
    ];
    const folders = pageFolders().filter((p) => !p.includes('[') && !notPages.includes(p));
    expect(folders.sort()).toEqual(staticRoutes.map((r) => r.path).sort());
  });

  it('covers every screen of the product route table', () => {
    const paths = staticRoutes.map((r) => r.path);
    for (const spec of [
      '/',
      '/university',
      '/about',
      '/rector-message',
      '/missions',
      '/organization',
      '/team',
      '/programs',
      '/licences',
      '/masters',
      '/master-programs',
      '/admissions',
      '/contact',
      '/gallery',
      '/news',
      '/site-map',
    ]) {
      expect(paths).toContain(spec);
    }
  });

  it('builds breadcrumbs from home down', () => {
    expect(routeTrail('about').map((r) => r.id)).toEqual(['home', 'university', 'about']);
    expect(routeTrail('masterPrograms').map((r) => r.id)).toEqual(['home', 'programs', 'masterPrograms']);
    expect(routeTrail('home').map((r) => r.id)).toEqual(['home']);
  });

  it('gives each programme a canonical path under its listing', () => {
    for (const p of allProgrammes()) {
      const [, segment, slug] = programmePath(p).split('/');
      expect(programmeTypeOfSegment(segment ?? '')).toBe(p.type);
      expect(slug).toBe(p.slug);
    }
    expect(programmeTypeOfSegment('about')).toBeUndefined();
  });
});

describe('active navigation', () => {
  it('matches a path and the pages below it, home only itself', () => {
    expect(isPathActive('/licences', '/licences')).toBe(true);
    expect(isPathActive('/licences/genie-logiciel', '/licences')).toBe(true);
    expect(isPathActive('/licences-old', '/licences')).toBe(false);
    expect(isPathActive('/about', '/')).toBe(false);
    expect(isPathActive('/', '/')).toBe(true);
  });
});
