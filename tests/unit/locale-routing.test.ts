import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defineLocales,
  locales,
  siteLocales,
  type Locale,
  type LocaleRouting,
} from '@/i18n/locale-routing.mjs';
import { liteRewrites } from '@/lib/lite/rules.mjs';
import { prerenderedFile, prerenderedFileOfPath } from '@/lib/prerendered';
import { redirectRules, rewriteRules } from '@/lib/routing/rules.mjs';
import { notFoundFiles } from '@/lib/security/csp';

/**
 * The site's locales, and the same without Arabic: every rule below follows from the list alone
 * (adding Arabic edited nothing else in the routing).
 */
const site: LocaleRouting = siteLocales;
const withoutArabic = defineLocales({
  locales: site.locales.filter((locale) => locale !== 'ar'),
  defaultLocale: site.defaultLocale,
});

interface Rule {
  source: string;
  destination: string;
}

/** Where the first rule matching `path` sends it, matched as Next.js matches config rules. */
function route(rules: readonly Rule[], path: string): string | undefined {
  for (const { source, destination } of rules) {
    const params = getPathMatch(source, { strict: true, removeUnnamedParams: true })(path);
    if (!params) continue;
    return destination.replace(/:(\w+)\*?/g, (_, name: string) => {
      const value: unknown = params[name];
      return Array.isArray(value) ? value.join('/') : String(value ?? '');
    });
  }
  return undefined;
}

const redirect = (l: LocaleRouting, path: string) => route(redirectRules(l), path);
const pageRewrite = (l: LocaleRouting, path: string) => route(rewriteRules(l).afterFiles, path);
const fallback = (l: LocaleRouting, path: string) => route(rewriteRules(l).fallback, path);
/** Lite mode's rewrites as `?lite=1` triggers them. */
const lite = (l: LocaleRouting, path: string) =>
  route(
    liteRewrites(l).filter((rule) => rule.has.some((c) => c.type === 'query' && c.value === '1')),
    path,
  );

describe('locale module', () => {
  it('declares in its types the locales it defines', () => {
    // A locale added to locale-routing.mjs but not to its .d.mts (or the reverse) fails here.
    const typed = { fr: true, en: true, ar: true } satisfies Record<Locale, true>;
    expect([...locales]).toEqual(Object.keys(typed));
  });

  it('serves the default locale unprefixed and every other under its code', () => {
    const [other = ''] = site.prefixedLocales;
    expect(site.localizedPath(site.defaultLocale, '/about')).toBe('/about');
    expect(site.localizedPath(other, '/about')).toBe(`/${other}/about`);
    expect(site.localizedPath(other, '/')).toBe(`/${other}`);
    expect(site.localizedPath(other, '/?q=x')).toBe(`/${other}?q=x`);
    expect(site.unlocalizedPath(`/${other}/news/x`)).toBe('/news/x');
    expect(site.localeOfPath(`/${other}/news/x`)).toBe(other);
    expect(site.localeOfPath('/news/x')).toBe(site.defaultLocale);
  });

  it('routes the site as its rules say', () => {
    const [other = ''] = site.prefixedLocales;
    const home = site.defaultLocale;
    expect(redirect(site, `/${home}/about`)).toBe('/about');
    expect(redirect(site, `/${other}/licence/droit`)).toBe(`/${other}/licences/droit`);
    expect(pageRewrite(site, '/about')).toBe(`/${home}/about`);
    expect(pageRewrite(site, `/${other}/about`)).toBeUndefined();
    expect(pageRewrite(site, '/admin/connexion')).toBeUndefined();
    expect(lite(site, '/about')).toBe(`/lite/${home}/about`);
    expect(lite(site, `/${other}/about`)).toBe(`/lite/${other}/about`);
    expect(lite(site, `/${other}/admissions`)).toBeUndefined();
    expect(fallback(site, `/${other}/news/x`)).toBe(`/${other}/news/unknown`);
  });
});

describe('Arabic, the third locale: routed from the locale list alone', () => {
  it('gets its own addresses', () => {
    expect(site.prefixedLocales).toContain('ar');
    expect(site.localizedPath('ar', '/about')).toBe('/ar/about');
    expect(site.unlocalizedPath('/ar/about')).toBe('/about');
    expect(site.localeOfPath('/ar/about')).toBe('ar');
    expect(withoutArabic.localeOfPath('/ar/about')).toBe(site.defaultLocale);
    expect(site.isLocale('ar')).toBe(true);
    expect(withoutArabic.isLocale('ar')).toBe(false);
    expect(site.directionOf('ar')).toBe('rtl');
    expect(site.directionOf(site.defaultLocale)).toBe('ltr');
  });

  it("gets the old programme addresses' redirects", () => {
    expect(redirect(withoutArabic, '/ar/licence/droit')).toBeUndefined();
    expect(redirect(site, '/ar/licence/droit')).toBe('/ar/licences/droit');
    expect(redirect(site, '/ar/master/droit')).toBe('/ar/masters/droit');
    // The others' are kept.
    expect(redirectRules(site)).toEqual(expect.arrayContaining(redirectRules(withoutArabic)));
  });

  it("is not taken for a path of the default locale's", () => {
    const home = site.defaultLocale;
    expect(pageRewrite(withoutArabic, '/ar/about')).toBe(`/${home}/ar/about`);
    expect(pageRewrite(site, '/ar/about')).toBeUndefined();
    expect(pageRewrite(site, '/about')).toBe(`/${home}/about`);
  });

  it("gets the unknown news id's 404 in its language", () => {
    expect(fallback(withoutArabic, '/ar/news/x')).toBeUndefined();
    expect(fallback(site, '/ar/news/x')).toBe('/ar/news/unknown');
  });

  it('gets lite mode', () => {
    const home = site.defaultLocale;
    expect(lite(withoutArabic, '/ar/about')).toBe(`/lite/${home}/ar/about`);
    expect(lite(site, '/ar/about')).toBe('/lite/ar/about');
    expect(lite(site, '/ar')).toBe('/lite/ar');
    expect(lite(site, '/ar/contact')).toBeUndefined();
  });

  it('has its pages read from its own pre-rendered files', () => {
    const home = site.defaultLocale;
    expect(prerenderedFileOfPath('/ar/licences/droit', withoutArabic)).toBe(`${home}/ar/licences/droit.html`);
    expect(prerenderedFileOfPath('/ar/licences/droit', site)).toBe('ar/licences/droit.html');
    expect(prerenderedFileOfPath('/ar', site)).toBe('ar.html');
    expect(prerenderedFile(['ar', 'about'], withoutArabic)).toBeUndefined();
    expect(prerenderedFile(['ar', 'about'], site)).toBe('ar/about.html');
  });

  it("has its missing pages' policy allow its own article 404", () => {
    const home = site.defaultLocale;
    expect(notFoundFiles('/ar/news/x', withoutArabic)).toContain(`${home}/news/unknown.html`);
    expect(notFoundFiles('/ar/news/x', site)).toContain('ar/news/unknown.html');
  });

  it('is named in its own language and script', () => {
    expect(site.ownName('ar')).toBe('العربية');
    expect(site.locales.map((locale) => site.ownName(locale))).toEqual(['Français', 'English', 'العربية']);
  });
});

describe('the site code', () => {
  /**
   * Where a prefixed language may be named: the locale module, the messages and the content. French,
   * the default, is also the language the texts are written in first, so code may name it.
   */
  const codeFolders = ['app', 'components', 'lib', 'i18n', 'scripts', 'db', 'bench'];
  const codeFiles = ['proxy.ts', 'next.config.mjs', 'instrumentation.ts'];
  const localeLiteral = new RegExp(
    site.prefixedLocales.map((locale) => `['"\`]/?${locale}[/'"\`]`).join('|'),
  );

  function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs|mts)$/.test(file))
      .map((file) => path.join(folder, file));
  }

  it('names no language outside the locale module', () => {
    const files = [...codeFolders.flatMap(sourceFiles), ...codeFiles].filter(
      (file) => !file.startsWith(path.join('i18n', 'locale-routing')),
    );
    const naming = files.filter((file) => localeLiteral.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
