import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint's layer rule (eslint.config.mjs), run on planted files: an import that climbs a floor
 * fails `npm run lint`, whether written with the `@/` alias or as a relative path.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

// Linting loads the TypeScript parser and resolver: slow on a busy machine, not a timed check.
describe('the layer rule', { timeout: 120_000 }, () => {
  it.each([
    ['db/planted.ts', "export { statusLabels } from '@/lib/admin/labels';", 'db/ imports only'],
    ['db/planted.ts', "export { statusLabels } from '../lib/admin/labels';", 'db/ imports only'],
    ['db/planted.ts', "export { site } from '@/content/site';", 'db/ imports only'],
    ['lib/planted.ts', "export { StatusBadge } from '@/components/admin/status-badge';", 'lib/'],
    ['lib/seo/planted.ts', "export { JsonLd } from '../../components/seo/json-ld';", 'lib/'],
    ['components/planted.tsx', "export { default } from '@/app/[locale]/layout';", 'app/'],
    ['components/ui/planted.tsx', "export const load = () => import('../../app/sitemap');", 'app/'],
    ['components/admin/planted.tsx', "export { submissionStatuses } from '@/db/schema';", 'lib/'],
    ['content/planted.ts', "export { getRoute } from '@/lib/routes';", 'content/ is data'],
    ['content/planted.ts', "export { routing } from '@/i18n/routing';", 'content/ is data'],
    ['i18n/planted.ts', "export { site } from '@/content/site';", 'i18n/ and messages/'],
    ['lib/core/planted.ts', "export { locales } from '@/i18n/locales';", 'ground floor'],
    ['lib/planted.ts', "export { tagsOf } from '@/tests/e2e/support/html';", 'never imports tests/'],
  ])('reports %s importing upward: %s', async (filePath, code, reason) => {
    const problems = await layerProblems(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(reason);
  });

  it.each([
    ['db/planted.ts', "export { env } from '@/lib/core/env';"],
    ['db/planted.ts', "export { logEvent } from '../lib/core/log';"],
    ['content/planted.ts', "export { locales } from '@/i18n/locales';"],
    ['components/admin/planted.tsx', "export { submissionStatuses } from '@/lib/admin/statuses';"],
    ['lib/planted.ts', "export { submissionStatuses } from '@/db/schema';"],
    ['app/planted.ts', "export { getDatabase } from '@/db';"],
  ])('lets %s import its own floor or a lower one: %s', async (filePath, code) => {
    expect(await layerProblems(filePath, code)).toEqual([]);
  });
});
