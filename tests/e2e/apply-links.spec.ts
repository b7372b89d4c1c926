import { expect, test } from '@playwright/test';
import { allProgrammes } from '@/content/programmes';
import { localeOfPath } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { AdmissionFormPage, ContactFormPage } from './support/forms';
import { tagsOf } from './support/html';
import { sitePages } from './support/pages';
import { openPage } from './support/site';

/** Every link of the site to a form with something already chosen, and the page it stands on. */
async function formLinks(get: (url: string) => Promise<string>): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const { url } of sitePages()) {
    for (const { attrs } of tagsOf(await get(url), ['a'])) {
      const href = attrs.href ?? '';
      if (/\/(admissions|contact)\?/.test(href) && !links.has(href)) links.set(href, url);
    }
  }
  return links;
}

test('every link to apply, on every page, leads to a form that holds its programme', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const links = await formLinks(async (url) => (await request.get(url)).text());
  const programmes = new Map(allProgrammes().map((p) => [p.slug, p]));
  const closed = allProgrammes().filter((p) => !p.applicationsOpen);
  expect(closed.length).toBeGreaterThan(0);
  const contactSubjects = new Set<string>();

  for (const [href, from] of links) {
    const url = new URL(href, 'http://site');
    const locale = localeOfPath(url.pathname);
    if (url.pathname.endsWith('/admissions')) {
      // The form shows the programme the link names: the link's type and programme are selected.
      const programme = programmes.get(url.searchParams.get('program') ?? '');
      expect(programme, `${href} on ${from} names no programme`).toBeDefined();
      expect(programme!.applicationsOpen, `${href} on ${from}`).toBe(true);
      const form = new AdmissionFormPage(page);
      await openPage(page, href);
      await form.ready();
      await expect(form.programType, `${href} on ${from}`).toHaveValue(programme!.type);
      await expect(form.program, `${href} on ${from}`).toHaveValue(programme!.slug);
    } else {
      // A programme closed this intake: the contact form, its subject naming the programme.
      const subject = url.searchParams.get('subject') ?? '';
      const named = closed.find((p) => subject.includes(p.title[locale]));
      expect(named, `${href} on ${from} names no closed programme`).toBeDefined();
      expect(subject).toBe(
        catalogues[locale].Programme.contactSubject.replace('{programme}', named!.title[locale]),
      );
      const form = new ContactFormPage(page);
      await openPage(page, href);
      await expect(form.form).toBeVisible();
      await expect(form.subject).toHaveValue(subject);
      contactSubjects.add(`${locale} ${named!.slug}`);
    }
  }
  // Every closed programme's page offers the way to write about it, in each language.
  expect(contactSubjects.size).toBe(closed.length * new Set(sitePages().map((p) => p.locale)).size);
});
