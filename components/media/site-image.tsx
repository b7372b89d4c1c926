import { preload } from 'react-dom';
import { imageData, smallScreenQuery } from '@/lib/images';

export interface SiteImageProps {
  /** Path of the source image under public/, as the content registry names it. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Above the fold: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /**
   * Among the first to load, but below the first view on a phone: high priority, started by the
   * image loader as soon as it runs, in its group's batches, wherever the image is on the page.
   * Its bytes then never compete with the first view's image and scripts on a slow connection.
   */
  early?: boolean;
  /** Preloading group of spec §9: the gallery loads in its own batches. */
  group?: 'default' | 'gallery';
  className?: string;
}

/**
 * Every content image of the site goes through this component: AVIF and WebP at responsive widths
 * (at most 768 px wide on screens of 768 px or less), intrinsic width and height (no layout shift)
 * and a blurred placeholder. Lazy images carry their sources in data attributes; the one shared
 * client leaf (`ImageLoader`) sets them when the image comes within the spec's margin, in batches,
 * and shows 'Image non disponible' when an image fails.
 */
export function SiteImage({
  src,
  alt,
  sizes,
  priority = false,
  early = false,
  group = 'default',
  className,
}: SiteImageProps) {
  const image = imageData(src);
  const set = (value: string) => (priority ? { srcSet: value } : { 'data-srcset': value });
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
      <picture className="contents">
        <source type="image/avif" media={smallScreenQuery} sizes={sizes} {...set(image.avif.small)} />
        <source type="image/avif" sizes={sizes} {...set(image.avif.all)} />
        <source type="image/webp" media={smallScreenQuery} sizes={sizes} {...set(image.webp.small)} />
        <img
          alt={alt}
          width={image.width}
          height={image.height}
          sizes={sizes}
          {...(priority
            ? { src: image.fallback, srcSet: image.webp.all, fetchPriority: 'high', loading: 'eager' }
            : {
                'data-src': image.fallback,
                'data-srcset': image.webp.all,
                'data-lazy': group,
                ...(early && { 'data-early': '', fetchPriority: 'high' as const }),
              })}
          decoding={priority ? undefined : 'async'}
          className={className}
          style={{
            backgroundImage: `url(${image.blur})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      </picture>
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
