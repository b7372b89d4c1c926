import { smallScreenQuery, type ImageData } from '@/lib/image-data';

export interface ContentPictureProps {
  image: ImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Above the fold: sources set at once, high priority, never lazy. */
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
 * The <picture> of a content image: AVIF and WebP sources, the reduced set on small screens,
 * intrinsic size and the blurred placeholder. A lazy one carries its sources in data attributes for
 * the image loader (components/media/image-loader.ts). Rendered by SiteImage on the server, and by
 * client components from the same data (the gallery's viewer), so both give the same markup.
 */
export function ContentPicture({
  image,
  alt,
  sizes,
  priority = false,
  early = false,
  group = 'default',
  className,
}: ContentPictureProps) {
  const set = (value: string) => (priority ? { srcSet: value } : { 'data-srcset': value });
  return (
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
  );
}
