import { getTranslations } from 'next-intl/server';
import { allNewsArticles, authorName, newsCategoryLabels } from '@/content/news';
import { site } from '@/content/site';
import { isLocale, type Locale } from '@/i18n/locales';
import { localeStaticParams } from '@/lib/page';
import { getRoute, newsFeedPath, newsPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/urls';

// Written once per locale at build time, like the pages.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeStaticParams();
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RFC 822 date of an ISO day: 09:00 in N'Djamena (UTC+1), as feed readers expect. */
function rfc822(date: string): string {
  return new Date(`${date}T08:00:00Z`).toUTCString();
}

async function feed(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'NewsList' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const articles = allNewsArticles();
  const newest = articles
    .map((a) => a.date)
    .sort()
    .at(-1);
  const items = articles.map((article) => {
    const link = absoluteUrl(locale, newsPath(article.id));
    return `    <item>
      <title>${escapeXml(article.title[locale])}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(article.excerpt[locale])}</description>
      <category>${escapeXml(newsCategoryLabels[article.category][locale])}</category>
      <dc:creator>${escapeXml(authorName(article.author, locale))}</dc:creator>
      <pubDate>${rfc822(article.date)}</pubDate>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(t('rssTitle', { name: site.names[locale] }))}</title>
    <link>${escapeXml(absoluteUrl(locale, getRoute('news').path))}</link>
    <description>${escapeXml(nav('newsDescription'))}</description>
    <language>${locale}</language>
    <atom:link href="${escapeXml(absoluteUrl(locale, newsFeedPath))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(await feed(locale), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
