import { expect, test } from '@playwright/test';
import { AdmissionFormPage } from './support/forms';
import { startupScripts } from './support/html';
import { sitePages } from './support/pages';

test.describe("V8's compile hint (scripts/lib/compile-hints.mjs)", () => {
  const hint = '//# allFunctionsCalledOnLoad\n';

  test('every script a page starts with, on every page in both languages, begins with it', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const scripts = new Set<string>();
    for (const { url } of sitePages()) {
      const html = await (await request.get(url)).text();
      for (const src of startupScripts(html)) scripts.add(src);
    }
    // The framework, the runtime and each layout's and page's own client code.
    expect(scripts.size).toBeGreaterThan(8);
    for (const src of scripts) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect((await response.text()).startsWith(hint), src).toBe(true);
    }
  });

  test('the scripts a page imports later (the form validation, on first focus) stay lazy', async ({
    page,
  }) => {
    await page.goto('/admissions');
    const form = new AdmissionFormPage(page);
    await form.ready();
    const later: import('@playwright/test').Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) later.push(response);
    });
    await form.fullName.focus();
    await expect.poll(() => later.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const response of later)
      expect((await response.text()).startsWith(hint), response.url()).toBe(false);
    // The validation they hold runs: an empty send shows the spec's message.
    await form.submit.click();
    expect(await form.errorOf(form.fullName)).toBe('Le nom complet est requis');
  });
});
