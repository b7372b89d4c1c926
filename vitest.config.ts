import path from 'node:path';
import { defineConfig } from 'vitest/config';
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
    // `vitest run` runs both; `npm run test:unit` (--project unit) needs nothing running. Each
    // first compiles the content files (content/.compiled), which the content modules import.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/support/compile-content.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/compile-content.ts', 'tests/integration/support/require-postgres.ts'],
          setupFiles: ['tests/integration/support/intake-today.ts'],
        },
      },
    ],
  },
});
