import { isLocale, localizedPath } from '@/i18n/locales';
import { env } from '@/lib/core/env';
import { prerenderedPage } from '@/lib/lite/prerendered';
import { liteCookie, needsScripts } from '@/lib/lite/rules.mjs';
import { litePage } from '@/lib/lite/transform';
import { cookieSecure } from '@/lib/security/cookie-secure';
import { catalogues } from '@/messages';

/**
 * Lite mode's pages, reached through the rewrites of next.config.mjs (`lib/lite/rules.mjs`): the
 * visitor's own page, pre-rendered as usual, served without scripts. A page that needs its scripts
 * (the forms, the programme search) is never lite, whichever way it is asked for: its /lite address,
 * which no rewrite leads to but anyone can type, redirects to the full page.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const url = new URL(request.url);
  const segments = (await params).path;
  const [locale, ...rest] = segments;
  const pagePath = `/${rest.join('/')}`;
  if (isLocale(locale) && needsScripts(pagePath)) {
    return new Response(null, {
      status: 308,
      headers: { Location: `${localizedPath(locale, pagePath)}${url.search}` },
    });
  }

  const page = prerenderedPage(segments);
  if (!page) return new Response('Not found', { status: 404 });

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
    headers.append(
      'Set-Cookie',
      `${liteCookie.name}=on; ${liteCookie.attributes}${cookieSecure(env) ? '; Secure' : ''}`,
    );
  return new Response(html, { status: page.status, headers });
}
