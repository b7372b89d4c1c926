// The type of content/.compiled/gallery.json, which scripts/content.ts writes from content/ (see there).
import type { GalleryItem } from '../types';

declare const gallery: readonly GalleryItem[];
export default gallery;
