import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, X } from '@/components/ui/icons';
import { RoutePageHeader } from '@/components/layout/route-page';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';
import { allGalleryItems, galleryCategories, galleryItemsIn } from '@/content/gallery';
import type { GalleryCategory } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { imageData } from '@/lib/images';
import { Link } from '@/i18n/navigation';
import { galleryPath } from '@/lib/routes';
import { GalleryLightbox } from './gallery-lightbox';

interface GalleryScreenProps {
  locale: Locale;
  /** The active filter; none shows every photo. */
  category?: GalleryCategory;
}

/**
 * How many thumbnails load first, with high priority: the first six. Only the first (the largest
 * paint) is in the HTML with its sources; the next five start as soon as the image loader runs, so
 * that on a phone, where only the first shows, they do not compete with it.
 */
const priorityCount = 6;
/** The first row on a wide screen: preloaded there with the first photo. */
const firstRowCount = 3;

/**
 * The gallery with its category filter. Each filter is a pre-rendered page (/gallery/campus…), and
 * the filter buttons are plain links: the state is in the URL, shareable, and works without
 * JavaScript. The active category links back to the whole gallery.
 */
export async function GalleryScreen({ locale, category }: GalleryScreenProps) {
  const t = await getTranslations('Gallery');
  const tl = await getTranslations('Lightbox');
  const items = category ? galleryItemsIn(category) : allGalleryItems();
  const filters = [
    { id: 'all', label: t('all'), href: galleryPath(), active: !category },
    ...galleryCategories.map((c) => ({
      id: c,
      label: t(`categories.${c}`),
      href: c === category ? galleryPath() : galleryPath(c),
      active: c === category,
    })),
  ];
  return (
    <>
      <RoutePageHeader id="gallery" />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Reveal as="nav" aria-label={t('filterLabel')}>
          <ul className="flex flex-wrap gap-2" data-testid="gallery-filter">
            {filters.map((filter) => (
              <li key={filter.id}>
                <Link
                  href={filter.href}
                  scroll={false}
                  aria-current={filter.active ? 'page' : undefined}
                  data-filter={filter.id}
                  className={clsx(
                    'inline-block rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                    filter.active
                      ? 'border-primary-700 bg-primary-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700 hover:text-primary-800',
                  )}
                >
                  {filter.label}
                  {filter.active && filter.id !== 'all' && <span className="sr-only"> – {t('showAll')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </Reveal>
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {t('count', { count: items.length })}
        </p>
        {/* No entry animation on the grid: its first thumbnails are the page's largest paint. */}
        <div className="mt-6">
          <GalleryLightbox
            items={items.map((item) => ({
              id: item.id,
              title: item.title[locale],
              alt: item.alt[locale],
              openLabel: t('open', { title: item.title[locale] }),
            }))}
            thumbnails={items.map((item, index) => (
              <SiteImage
                key={item.id}
                src={item.src}
                alt={item.alt[locale]}
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw"
                group="gallery"
                priority={index === 0}
                early={index > 0 && index < priorityCount}
                preloadOnWideScreens={index < firstRowCount}
                className="aspect-[4/3] w-full object-cover"
              />
            ))}
            images={items.map((item) => imageData(item.src))}
            labels={{
              dialog: tl('label'),
              close: tl('close'),
              previous: tl('previous'),
              next: tl('next'),
              position: tl.raw('position') as string,
              hint: tl('hint'),
            }}
            icons={{
              close: <X aria-hidden="true" className="size-6" />,
              previous: <ChevronLeft aria-hidden="true" className="size-6" />,
              next: <ChevronRight aria-hidden="true" className="size-6" />,
            }}
          />
        </div>
      </div>
    </>
  );
}
