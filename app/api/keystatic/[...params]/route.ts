import { makeRouteHandler } from '@keystatic/next/route-handler';
import { keystaticConfig } from '@/keystatic.config';
import { editorApi } from '@/lib/editor/api';

// The editing screen's API: signed-in « éditeur » accounts only, every save attributed.
export const dynamic = 'force-dynamic';

export const { GET, POST } = editorApi(() =>
  makeRouteHandler({ config: keystaticConfig(process.env.KEYSTATIC_GITHUB_REPO) }),
);
