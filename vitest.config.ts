import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { compileNews } from './scripts/lib/content-news.mjs';

// The pages' content, gathered from its files (content/.compiled/), as the build does first.
compileNews(path.resolve('.'));

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside React Server Components; under test it is a no-op.
    alias: { 'server-only': path.resolve('tests/support/empty-module.ts') },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `vitest run` runs both; `npm run test:unit` (--project unit) needs nothing running.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/require-postgres.ts'],
          setupFiles: ['tests/integration/support/intake-today.ts'],
        },
      },
    ],
  },
});
