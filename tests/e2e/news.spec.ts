import { expect, test, type Page } from '@playwright/test';
import { formatNumericDate } from '@/i18n/format';
import { allNewsArticles, authorName, newsCategoryLabels, relatedNews } from '@/content/news';
import { site } from '@/content/site';
import type { NewsArticle } from '@/content/types';
import { locales, type Locale } from '@/i18n/locales';
import { newsFeedPath, newsPath } from '@/lib/routes';
import { catalogues } from '@/messages';
import { localized, openPage } from './support/site';

const articles = allNewsArticles();
const absolute = (locale: Locale, path: string) => `${site.url}${localized(locale, path)}`;

function withBothListKinds(): NewsArticle {
  const article = articles.find(
    (a) => a.body.some((b) => b.kind === 'bullets') && a.body.some((b) => b.kind === 'numbered'),
  );
  if (!article) throw new Error('No article has both a bullet list and a numbered list');
  return article;
}

async function relatedIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('related-articles')
    .locator('[data-news-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-news-id') ?? ''));
}

for (const locale of locales) {
  const t = catalogues[locale];

  test(`the news list shows every article with its date, excerpt and read-more link (${locale})`, async ({
    page,
  }) => {
    await openPage(page, localized(locale, '/news'));
    const cards = page.getByRole('main').locator('article[data-news-id]');
    await expect(cards).toHaveCount(articles.length);
    for (const article of articles) {
      const card = page.locator(`article[data-news-id="${article.id}"]`);
      await expect(card.getByRole('heading', { name: article.title[locale] })).toBeVisible();
      await expect(card.locator('time')).toHaveText(formatNumericDate(article.date));
      await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(card).toContainText(article.excerpt[locale]);
      await expect(card).toContainText(newsCategoryLabels[article.category][locale]);
      const readMore = card.getByRole('link', {
        name: t.NewsList.readMoreLabel.replace('{title}', article.title[locale]),
      });
      await expect(readMore).toHaveText(t.NewsList.readMore);
      await expect(readMore).toHaveAttribute('href', localized(locale, newsPath(article.id)));
    }
    await page.locator(`article[data-news-id="${articles[1]!.id}"]`).getByRole('link').click();
    await expect(page).toHaveURL(localized(locale, newsPath(articles[1]!.id)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1]!.title[locale]);
  });

  test(`an article shows its category, date, author, paragraphs and both kinds of list (${locale})`, async ({
    page,
  }) => {
    const article = withBothListKinds();
    await openPage(page, localized(locale, newsPath(article.id)));
    const meta = page.getByTestId('article-meta');
    await expect(meta).toContainText(newsCategoryLabels[article.category][locale]);
    await expect(meta.locator('time')).toHaveText(formatNumericDate(article.date));
    await expect(meta).toContainText(authorName(article.author, locale));

    const body = page.getByTestId('article-body');
    const paragraphs = article.body.filter((b) => b.kind === 'paragraph');
    await expect(body.locator('p')).toHaveCount(paragraphs.length);
    await expect(body.locator('p').first()).toHaveText(paragraphs[0]!.text[locale]);
    for (const kind of ['bullets', 'numbered'] as const) {
      const block = article.body.find((b) => b.kind === kind);
      if (block?.kind !== kind) throw new Error(kind);
      const list = body.locator(kind === 'bullets' ? 'ul' : 'ol').first();
      await expect(list.locator('li')).toHaveText(block.items.map((item) => item[locale]));
    }
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute(
      'alt',
      article.imageAlt[locale],
    );
  });

  test(`share links carry the article's absolute address (${locale})`, async ({ page }) => {
    const article = articles[0]!;
    const url = absolute(locale, newsPath(article.id));
    const encoded = encodeURIComponent(url);
    await openPage(page, localized(locale, newsPath(article.id)));
    const links = page.getByTestId('share-links');
    const href = (network: string) => links.locator(`[data-network="${network}"]`).getAttribute('href');
    expect(await href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(await href('whatsapp')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${article.title[locale]} ${url}`)}`,
    );
    expect(await href('x')).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(article.title[locale])}`,
    );
    expect(await href('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    const mail = new URL((await href('email')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(article.title[locale]);
    expect(mail.searchParams.get('body')).toContain(url);
    await expect(links.locator('a[target="_blank"]')).toHaveCount(4);
  });

  test(`an unknown article answers 404 with its own message and a way back (${locale})`, async ({
    page,
    request,
  }) => {
    const path = localized(locale, '/news/article-qui-n-existe-pas');
    // Without JavaScript too: the message is in the HTML the server sends.
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(t.NewsNotFound.title);

    const visited = await openPage(page, path);
    expect(visited?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.NewsNotFound.title);
    await expect(page.getByRole('main')).toContainText(t.NewsNotFound.text);
    await page.getByRole('main').getByRole('link', { name: t.NewsNotFound.back }).click();
    await expect(page).toHaveURL(localized(locale, '/news'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Nav.news);
  });

  test(`the RSS feed lists every article with absolute links (${locale})`, async ({ page, request }) => {
    const feedUrl = localized(locale, newsFeedPath);
    const response = await request.get(feedUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();

    await page.goto(localized(locale, '/news'));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      absolute(locale, newsFeedPath),
    );
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? '';
      const channel = doc.querySelector('rss > channel');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        title: channel ? text(channel, 'title') : '',
        link: channel ? text(channel, 'link') : '',
        self: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
        language: channel ? text(channel, 'language') : '',
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({
          title: text(item, 'title'),
          link: text(item, 'link'),
          guid: text(item, 'guid'),
          pubDate: text(item, 'pubDate'),
          description: text(item, 'description'),
        })),
      };
    }, xml);

    expect(feed.error).toBe(false);
    expect(feed.version).toBe('2.0');
    expect(feed.title).toContain(site.names[locale]);
    expect(feed.language).toBe(locale);
    expect(feed.link).toBe(absolute(locale, '/news'));
    expect(feed.self).toBe(absolute(locale, newsFeedPath));
    expect(feed.items).toHaveLength(articles.length);
    for (const [index, article] of articles.entries()) {
      const item = feed.items[index]!;
      expect(item.title).toBe(article.title[locale]);
      expect(item.link).toBe(absolute(locale, newsPath(article.id)));
      expect(item.link).toMatch(/^https?:\/\//);
      expect(item.guid).toBe(item.link);
      expect(item.description).toBe(article.excerpt[locale]);
      // RFC 822, e.g. 'Thu, 05 Nov 2026 08:00:00 GMT', on the article's day.
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(article.date);
    }
  });
}

test('every article shows three related articles (category, programmes, tags), never itself', async ({
  page,
}) => {
  for (const article of articles) {
    await page.goto(newsPath(article.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title.fr);
    const expected = relatedNews(article).map((a) => a.id);
    const shown = await relatedIds(page);
    expect(shown, article.id).toEqual(expected);
    expect(shown.length, article.id).toBe(3);
    expect(shown, article.id).not.toContain(article.id);
    // The section is there exactly when the registry has related articles.
    await expect(page.getByRole('heading', { name: catalogues.fr.NewsArticle.related })).toHaveCount(
      expected.length > 0 ? 1 : 0,
    );
  }
});

test('copy link puts the absolute address on the clipboard; the share sheet appears only where it exists', async ({
  page,
  context,
}) => {
  const article = articles[0]!;
  const url = absolute('fr', newsPath(article.id));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, newsPath(article.id));
  await page.getByRole('button', { name: catalogues.fr.NewsArticle.copyLink }).click();
  await expect(page.getByRole('status').filter({ hasText: catalogues.fr.NewsArticle.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(page.getByRole('button', { name: catalogues.fr.NewsArticle.nativeShare })).toHaveCount(
    hasShare ? 1 : 0,
  );

  // A browser with the Web Share API: the button shows and hands over the article.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await openPage(page, newsPath(article.id));
  await page.getByRole('button', { name: catalogues.fr.NewsArticle.nativeShare }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: article.title.fr, url }]);
});
