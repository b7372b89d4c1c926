import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

/**
 * /robots.txt, written at build time. Only the form endpoints are closed to crawlers; the finder's
 * results stay crawlable so that their `noindex` is seen (a disallowed URL can still be indexed
 * from links, without its content).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${site.url}/sitemap.xml`,
    host: site.url,
  };
}
