import { prerenderedPage } from '@/lib/lite/prerendered';
import { liteCookie } from '@/lib/lite/rules.mjs';
import { litePage } from '@/lib/lite/transform';
import { catalogues } from '@/messages';

/**
 * Lite mode's pages, reached only through the rewrites of next.config.mjs (`lib/lite/rules.mjs`):
 * the visitor's own page, pre-rendered as usual, served without scripts.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const page = prerenderedPage((await params).path);
  if (!page) return new Response('Not found', { status: 404 });

  const url = new URL(request.url);
  const strings = catalogues[page.locale].LiteMode;
  const html = litePage(page.html, {
    text: strings.banner,
    exitLabel: strings.exit,
    exitHref: `?${liteCookie.name}=0`,
  });
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // Same address as the full page: a shared cache must never hand this variant to anyone else.
    'Cache-Control': 'private, no-cache',
  });
  // A `?lite=1` link turns lite mode on for the next pages too.
  if (url.searchParams.get(liteCookie.name) === '1')
    headers.append('Set-Cookie', `${liteCookie.name}=on; ${liteCookie.attributes}`);
  return new Response(html, { status: page.status, headers });
}
