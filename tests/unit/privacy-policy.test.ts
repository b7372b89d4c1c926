import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storedInBrowser } from '@/content/browser-storage';
import { privacyPolicy } from '@/content/legal';
import { DEVICE_COOKIE, DEVICE_DAYS } from '@/lib/admin/device-cookie';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_MAX_AGE_SECONDS } from '@/lib/security/form-token';
import { SESSION_COOKIE } from '@/lib/admin/staff-cookies';
import { SESSION_HOURS } from '@/lib/admin/staff';
import { liteModeStorageKey } from '@/lib/connection/lite-mode';
import { liteCookie } from '@/lib/lite/rules.mjs';
import { strings } from '../support/site-texts';

const item = (name: string) => storedInBrowser.find((i) => i.name === name);

describe('the privacy policy', () => {
  const worker = readFileSync('app/sw.ts', 'utf8');
  /** The worker's string constants, by name: cache names are written as one or the other. */
  const constants = Object.fromEntries(
    [...worker.matchAll(/const (\w+) = '([^']+)'/g)].map(([, name, value]) => [name, value]),
  );

  it('lists every cache the service worker opens, and no other', () => {
    const opened = [...worker.matchAll(/cacheName: (?:'([^']+)'|(\w+))/g)].map(
      ([, literal, constant]) => literal ?? constants[constant ?? ''],
    );
    const listed = storedInBrowser
      .filter((i) => i.kind === 'cache' && !i.name.endsWith('*'))
      .map((i) => i.name);
    expect(opened.sort()).toEqual([...listed].sort());
  });

  it('gives each cache the size the service worker keeps it to', () => {
    const bounded = [...worker.matchAll(/cacheName: (?:'([^']+)'|(\w+)),[^}]*?maxEntries: (\d+)/g)].map(
      ([, literal, constant, entries]) => [literal ?? constants[constant ?? ''], entries] as const,
    );
    expect(bounded.length).toBeGreaterThanOrEqual(4);
    for (const [name, entries] of bounded) {
      expect(item(name ?? '')?.lifetime.fr, name).toContain(` ${entries} `);
      expect(item(name ?? '')?.lifetime.en, name).toContain(` ${entries} `);
    }
  });

  it('gives the cookies the names and lifetimes the code sets', () => {
    expect(item(liteCookie.name)).toMatchObject({ kind: 'cookie', audience: 'visitors' });
    expect(liteCookie.attributes).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(item(liteCookie.name)?.lifetime).toEqual({ fr: 'un an', en: 'one year', ar: 'سنة واحدة' });

    expect(item(SESSION_COOKIE)).toMatchObject({ kind: 'cookie', audience: 'staff' });
    expect(item(SESSION_COOKIE)?.lifetime.fr).toMatch(new RegExp(`^${SESSION_HOURS} heures`));
    expect(item(DEVICE_COOKIE)).toMatchObject({ kind: 'cookie', audience: 'staff' });
    expect(item(DEVICE_COOKIE)?.lifetime.fr).toMatch(new RegExp(`^${DEVICE_DAYS} jours`));
    expect(item(FORM_TOKEN_COOKIE)).toMatchObject({ kind: 'cookie', audience: 'visitors' });
    expect(item(FORM_TOKEN_COOKIE)?.lifetime.fr).toMatch(
      new RegExp(`^${FORM_TOKEN_MAX_AGE_SECONDS / 86_400} jours`),
    );
    expect(item(liteModeStorageKey)?.kind).toBe('local-storage');
  });

  it('shows each item, with its name, in both languages', () => {
    const text = strings(privacyPolicy).map((s) => s.text);
    for (const stored of storedInBrowser) {
      const name = stored.name.replace(/\*$/, '…');
      expect(
        text.some((t) => t.includes(`« ${name} »`) && t.includes(stored.purpose.fr.slice(1))),
        stored.name,
      ).toBe(true);
      expect(
        text.some((t) => t.includes(`"${name}"`) && t.includes(stored.purpose.en.slice(1))),
        stored.name,
      ).toBe(true);
    }
    // It once said « Ce site ne dépose aucun cookie », while lite mode and the staff area set theirs.
    expect(text.join(' ')).not.toMatch(/ne dépose aucun cookie,|sets no cookies,/);
  });
});
