import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { GalleryScreen } from '@/components/gallery/gallery-screen';
import { galleryCategories } from '@/content/gallery';
import type { GalleryCategory } from '@/content/types';
import { enterLocale } from '@/lib/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { galleryPath } from '@/lib/routes';

interface GalleryCategoryPageProps {
  params: Promise<{ locale: string; category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return galleryCategories.map((category) => ({ category }));
}

async function resolve(params: GalleryCategoryPageProps['params']): Promise<GalleryCategory> {
  const { category } = await params;
  const found = galleryCategories.find((c) => c === category);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: GalleryCategoryPageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const category = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Gallery' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return pageMetadata({
    locale,
    path: galleryPath(category),
    title: t('metaTitle', { category: t(`categories.${category}`) }),
    description: nav('galleryDescription'),
  });
}

export default async function GalleryCategoryPage({ params }: GalleryCategoryPageProps) {
  const locale = await enterLocale(params);
  const category = await resolve(params);
  return <GalleryScreen locale={locale} category={category} />;
}
