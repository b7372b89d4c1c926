import type { GalleryCategory, GalleryItem } from '@/content/types';
import compiled from './.compiled/gallery.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';

/** The photos of /gallery: one file each, content/gallery/<id>.yaml, in their `order`. */
const galleryItems = once((): readonly GalleryItem[] => resolveAll(compiled));

export const galleryCategories = [
  'campus',
  'ceremonies',
  'student-life',
  'conferences',
] as const satisfies readonly GalleryCategory[];

export function allGalleryItems(): readonly GalleryItem[] {
  return galleryItems();
}

export function galleryItemsIn(category: GalleryCategory): readonly GalleryItem[] {
  return galleryItems().filter((item) => item.category === category);
}
