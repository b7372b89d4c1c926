'use client';

import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { keystaticConfig } from '@/keystatic.config';

/**
 * Keystatic's editing screen (what @keystatic/next's `makePage` renders), its storage in GitHub
 * when the server names a repository and GitHub App.
 */
export function KeystaticApp({ githubRepo, appSlug }: { githubRepo?: string; appSlug?: string }) {
  // Keystatic's component takes any configuration: its own type of it is the widest one.
  const config = useMemo(() => keystaticConfig(githubRepo) as unknown as Config, [githubRepo]);
  return <Keystatic config={config} appSlug={{ envName: 'KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }} />;
}
