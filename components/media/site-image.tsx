import { preload } from 'react-dom';
import { smallScreenQuery } from '@/lib/image-data';
import { imageData } from '@/lib/images';
import { ContentPicture, type ContentPictureProps } from './content-picture';

export interface SiteImageProps extends Omit<ContentPictureProps, 'image' | 'onLoad'> {
  /** Path of the source image under public/, as the content registry names it. */
  src: string;
  /**
   * An `early` image in the first view of wide screens only (the gallery's first row after its
   * first photo): preloaded at high priority there, while a phone, which shows it below the first
   * view, leaves the line to the first image until the image loader runs.
   */
  preloadOnWideScreens?: boolean;
}

/**
 * Every content image of the site goes through this component: AVIF and WebP at responsive widths
 * (at most 768 px wide on screens of 768 px or less), intrinsic width and height (no layout shift)
 * and a blurred placeholder. Lazy images carry their sources in data attributes; the image loader
 * (components/media/image-loader.ts) sets them when the image comes within the lazy-load margin,
 * in batches, and shows 'Image non disponible' when an image fails.
 */
export function SiteImage({ src, preloadOnWideScreens = false, ...picture }: SiteImageProps) {
  const { alt, sizes, priority, className } = picture;
  const image = imageData(src);
  if (priority) {
    // Announced in the <head>, before the scripts: the LCP image starts downloading first.
    preload(image.fallback, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.avif.small,
      imageSizes: sizes,
      fetchPriority: 'high',
      media: smallScreenQuery,
    });
  }
  if (priority || preloadOnWideScreens) {
    preload(image.fallback, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.avif.all,
      imageSizes: sizes,
      fetchPriority: 'high',
      media: `not all and ${smallScreenQuery}`,
    });
  }
  return (
    <>
      <ContentPicture image={image} {...picture} />
      {!priority && (
        // Browsers without JavaScript (or with it cut, as proxy browsers do) still get the image.
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- a plain copy for browsers without scripts */}
          <img
            alt={alt}
            src={image.fallback}
            srcSet={image.webp.all}
            sizes={sizes}
            width={image.width}
            height={image.height}
            loading="lazy"
            className={className}
          />
        </noscript>
      )}
    </>
  );
}
