import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the site's target (WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const structureRules = Object.fromEntries(
  [
    'page-has-heading-one',
    'heading-order',
    'empty-heading',
    'landmark-one-main',
    'landmark-unique',
    'landmark-no-duplicate-banner',
    'landmark-no-duplicate-contentinfo',
    'region',
  ].map((rule) => [rule, { enabled: true }]),
);

/** Waits for the page's entry animations (the CSS `.reveal` fades), so contrast is read at rest. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One line per failing node: rule, impact, target and axe's summary. Empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Only violations are read: collecting every passing node would double the time of a run.
  // Legacy mode runs axe.run() in the page itself; the default mode merges per-frame results in a
  // second, new page, which took 3–4 times as long here. The site has no iframes to merge.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Besides WCAG's rules, axe's structure checks we hold pages to: one h1, headings in order,
    // one main landmark, all content inside landmarks, landmarks told apart by their names.
    .options({ resultTypes: ['violations'], rules: structureRules })
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/** The gate: fails, naming every violation, unless axe finds none on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}
