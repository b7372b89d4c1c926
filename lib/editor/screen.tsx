// The editing screen's script (Keystatic's interface), bundled apart from the site by
// scripts/lib/editor-screen.mjs into public/_editor/keystatic.js: none of its modules enters the
// Next.js build, so the public pages' scripts stay exactly what they were.
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { createRoot } from 'react-dom/client';
import { keystaticConfig } from '@/keystatic.config';

const root = document.getElementById('keystatic');
if (root) {
  const { githubRepo, appSlug } = root.dataset;
  // Keystatic's component takes any configuration: its own type of it is the widest one.
  const config = keystaticConfig(githubRepo || undefined) as unknown as Config;
  createRoot(root).render(
    <Keystatic
      config={config}
      appSlug={{ envName: 'KEYSTATIC_GITHUB_APP_SLUG', value: appSlug || undefined }}
    />,
  );
}
