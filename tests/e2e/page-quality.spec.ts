import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { site } from '@/content/site';
import { locales } from '@/i18n/locales';
import { crawlGet } from './support/crawl';
import { idsOf, srcsetUrls, tagsOf } from './support/html';
import { pagesOutsideRegistry, sitePages } from './support/pages';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test('every page passes html-validate (recommended rules, exceptions in .htmlvalidate.mjs)', async ({
  request,
}) => {
  test.setTimeout(240_000);
  // The project's .htmlvalidate.mjs, found as the CLI finds it (`npx html-validate file.html`).
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const asFile = path.join(process.cwd(), 'page.html');
  const urls = [...sitePages().map((p) => p.url), ...locales.flatMap(pagesOutsideRegistry)];
  const errors: string[] = [];
  for (const url of urls) {
    const html = await (await crawlGet(request, url)).text();
    const report = await validator.validateString(html, asFile);
    for (const result of report.results) {
      for (const message of result.messages) {
        // A snippet of the offending markup, to find it in the source.
        const at = html.slice(Math.max(0, message.offset - 40), message.offset + 80).replace(/\s+/g, ' ');
        errors.push(`${url} [${message.ruleId}] ${message.message} … ${at}`);
      }
    }
  }
  expect(errors).toEqual([]);
});

/** Where a URL found in a page points, as a path on the test server; undefined when not ours. */
function internalTarget(raw: string, from: URL): URL | undefined {
  if (!raw || /^(mailto|tel|javascript|data|sms|geo):/i.test(raw)) return undefined;
  // Canonical, hreflang and share-image URLs are absolute on SITE_URL: they are ours too.
  const url = new URL(raw.startsWith(site.url) ? raw.replace(site.url, baseURL) : raw, from);
  return url.origin === baseURL ? url : undefined;
}

interface Found {
  url: URL;
  from: string;
  /** A page link (followed and crawled) rather than a resource (only fetched). */
  page: boolean;
}

function linksOf(html: string, from: URL): Found[] {
  const found: Found[] = [];
  const add = (raw: string | undefined, page: boolean) => {
    const url = raw === undefined ? undefined : internalTarget(raw.trim(), from);
    if (url) found.push({ url, from: from.pathname + from.search, page });
  };
  for (const tag of tagsOf(html, ['a', 'link', 'img', 'source', 'meta', 'script', 'form'])) {
    const { attrs } = tag;
    switch (tag.name) {
      case 'a':
        add(attrs.href, true);
        break;
      case 'form':
        if ((attrs.method ?? 'get').toLowerCase() === 'get') add(attrs.action, true);
        break;
      case 'link':
        add(attrs.href, ['canonical', 'alternate'].includes(attrs.rel ?? '') && !attrs.type);
        for (const url of srcsetUrls(attrs.imagesrcset ?? '')) add(url, false);
        break;
      case 'img':
      case 'source':
        add(attrs.src, false);
        add(attrs['data-src'], false);
        for (const url of srcsetUrls(attrs.srcset ?? attrs['data-srcset'] ?? '')) add(url, false);
        for (const url of srcsetUrls(attrs['data-srcset'] ?? '')) add(url, false);
        break;
      case 'meta':
        if (/^(og|twitter):image$/.test(attrs.property ?? attrs.name ?? '')) add(attrs.content, false);
        break;
      case 'script':
        add(attrs.src, false);
        break;
    }
  }
  return found;
}

async function fetchAll<T>(items: T[], work: (item: T) => Promise<void>, parallel = 6) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function status(request: APIRequestContext, url: URL) {
  return (await crawlGet(request, url.pathname + url.search, { maxRedirects: 0 })).status();
}

test('a crawl from / finds no broken internal link, image or #anchor, and reaches every page', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const pages = new Map<string, Set<string>>(); // crawled page → its ids
  const queued = new Set<string>(['/']);
  const queue: { key: string; from: string }[] = [{ key: '/', from: '(start)' }];
  const anchors: { key: string; hash: string; from: string }[] = [];
  const resources = new Map<string, { url: URL; from: string }>();
  const broken: string[] = [];

  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length);
    await fetchAll(batch, async ({ key, from }) => {
      const response = await crawlGet(request, key, { maxRedirects: 0 });
      if (response.status() !== 200) {
        broken.push(`${key} answers ${response.status()} (linked from ${from})`);
        return;
      }
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
      const html = await response.text();
      pages.set(key, idsOf(html));
      for (const link of linksOf(html, new URL(key, baseURL))) {
        const target = link.url.pathname + link.url.search;
        if (link.url.hash)
          anchors.push({ key: target, hash: decodeURIComponent(link.url.hash.slice(1)), from: link.from });
        if (!link.page) {
          if (!resources.has(target)) resources.set(target, { url: link.url, from: link.from });
        } else if (!link.url.pathname.startsWith('/api/') && !queued.has(target)) {
          queued.add(target);
          queue.push({ key: target, from: link.from });
        }
      }
    });
  }

  await fetchAll([...resources.values()], async ({ url, from }) => {
    const code = await status(request, url);
    if (code !== 200) broken.push(`${url.pathname}${url.search} answers ${code} (used by ${from})`);
  });

  for (const { key, hash, from } of anchors) {
    const ids = pages.get(key);
    if (ids && !ids.has(hash)) broken.push(`${key}#${hash}: no element with that id (linked from ${from})`);
  }

  expect(broken).toEqual([]);
  const notReached = sitePages()
    .map((p) => p.url)
    .filter((url) => !pages.has(url));
  expect(notReached, 'pages no link leads to').toEqual([]);
  test.info().annotations.push({
    type: 'crawl',
    description: `${pages.size} pages, ${resources.size} resources, ${anchors.length} anchors checked`,
  });
});
