import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadSite() {
  vi.resetModules();
  return (await import('@/content/site')).site;
}

describe('institution identity', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('defaults to clearly fictional contact details', async () => {
    const site = await loadSite();
    expect(site.email).toMatch(/@[a-z.]+\.example$/);
    expect(site.phone).toBe('+235 00 00 00 00');
    expect(site.foundedYear).toBe(2003);
  });

  it('takes every identity fact from the environment when set', async () => {
    vi.stubEnv('SITE_NAME', 'Université du Test');
    vi.stubEnv('SITE_SHORT_NAME', 'UT');
    vi.stubEnv('SITE_PHONE', '+235 66 12 34 56');
    vi.stubEnv('SITE_EMAIL', 'info@ut.td');
    vi.stubEnv('SITE_ADDRESS_STREET', 'Avenue Mobutu');
    vi.stubEnv('SITE_FACEBOOK_URL', 'https://facebook.com/ut');
    vi.stubEnv('SITE_AGENCY_NAME', 'Studio Sahel');
    vi.stubEnv('SITE_URL', 'https://www.ut.td/');
    const site = await loadSite();
    expect(site.name).toBe('Université du Test');
    expect(site.shortName).toBe('UT');
    expect(site.phone).toBe('+235 66 12 34 56');
    expect(site.email).toBe('info@ut.td');
    expect(site.address.street).toBe('Avenue Mobutu');
    expect(site.social.facebook).toBe('https://facebook.com/ut');
    expect(site.agency.name).toBe('Studio Sahel');
    expect(site.url).toBe('https://www.ut.td');
  });

  it('treats an empty variable as unset', async () => {
    vi.stubEnv('SITE_NAME', '');
    vi.stubEnv('SITE_EMAIL', '');
    vi.stubEnv('DATABASE_URL', '');
    const site = await loadSite();
    expect(site.name).toBe("Université Horizon de N'Djamena");
    expect(site.email).toBe('contact@universite.example');
    expect((await import('@/lib/core/env')).env.DATABASE_URL).toBeUndefined();
  });

  it('refuses an invalid override instead of publishing it', async () => {
    vi.stubEnv('SITE_EMAIL', 'not-an-email');
    await expect(loadSite()).rejects.toThrow(/SITE_EMAIL/);
  });

  it('gives the name its article and contractions, in French and English', async () => {
    const site = await loadSite();
    expect(site.nameForms.fr).toEqual({
      subject: "L'Université Horizon de N'Djamena",
      the: "l'Université Horizon de N'Djamena",
      of: "de l'Université Horizon de N'Djamena",
      to: "à l'Université Horizon de N'Djamena",
      by: "par l'Université Horizon de N'Djamena",
    });
    expect(site.nameForms.en.by).toBe("by the Université Horizon de N'Djamena");
    expect(site.nameForms.en.subject).toBe("The Université Horizon de N'Djamena");
    expect(site.shortNameForms.fr.the).toBe("l'UHN");
    expect(site.shortNameForms.en.the).toBe('UHN');
  });

  it("takes the name's articles from the environment", async () => {
    vi.stubEnv('SITE_NAME', 'Collège supérieur du Chari');
    vi.stubEnv('SITE_NAME_ARTICLE', 'le');
    vi.stubEnv('SITE_NAME_ARTICLE_EN', 'none');
    vi.stubEnv('SITE_SHORT_NAME', 'CSC');
    const site = await loadSite();
    expect(site.nameForms.fr).toMatchObject({
      subject: 'Le Collège supérieur du Chari',
      of: 'du Collège supérieur du Chari',
      to: 'au Collège supérieur du Chari',
      by: 'par le Collège supérieur du Chari',
    });
    expect(site.nameForms.en.by).toBe('by Collège supérieur du Chari');
    // No article configured, a consonant: the short name stays bare.
    expect(site.shortNameForms.fr.of).toBe('de CSC');
  });

  it('refuses an article the grammar does not know', async () => {
    vi.stubEnv('SITE_NAME_ARTICLE', 'der');
    await expect(loadSite()).rejects.toThrow(/SITE_NAME_ARTICLE/);
  });

  it('derives the years of existence from the founding year', async () => {
    vi.resetModules();
    const { yearsOfExistence } = await import('@/content/site');
    expect(yearsOfExistence(new Date('2025-06-01'))).toBe(22);
    expect(yearsOfExistence(new Date('2030-01-01'))).toBe(27);
  });
});
