import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { defaultLocale } from '@/i18n/locales';
import { catalogues } from '@/messages';

/** The web app manifest (/manifest.webmanifest): installable, in the default locale (French). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: catalogues[defaultLocale].Manifest.description,
    lang: defaultLocale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1a3fa8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
