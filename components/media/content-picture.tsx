import { smallScreenQuery, type ImageData } from '@/lib/image-data';

export interface ContentPictureProps {
  /** The pipeline's data; without `blur`, no placeholder shows behind the image. */
  image: Omit<ImageData, 'blur'> & Partial<Pick<ImageData, 'blur'>>;
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
  /** Preloading group: the gallery loads in its own batches. */
  group?: 'default' | 'gallery';
  /** Neither lazy nor a priority: sources set at once, and this called once the image has loaded. */
  onLoad?: () => void;
  className?: string;
}

/**
 * The <picture> of a content image: AVIF and WebP sources, the reduced set on small screens,
 * intrinsic size and the blurred placeholder. It loads one of three ways: lazily (the default: its
 * sources and placeholder wait in data attributes for the image loader,
 * components/media/image-loader.ts), as a `priority`, or directly with `onLoad`. Rendered by
 * SiteImage on the server, and by client components from the same data (the gallery's viewer, the
 * hero's later slides), so all give the same markup.
 */
export function ContentPicture({
  image,
  alt,
  sizes,
  priority = false,
  early = false,
  group = 'default',
  onLoad,
  className,
}: ContentPictureProps) {
  const lazy = !priority && !onLoad;
  const set = (value: string) => (lazy ? { 'data-srcset': value } : { srcSet: value });
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
        {...(lazy
          ? {
              'data-src': image.fallback,
              'data-srcset': image.webp.all,
              'data-lazy': group,
              ...(early && { 'data-early': '', fetchPriority: 'high' as const }),
            }
          : {
              src: image.fallback,
              srcSet: image.webp.all,
              ...(priority && { fetchPriority: 'high' as const, loading: 'eager' as const }),
              ...(onLoad && { onLoad }),
            })}
        decoding={priority ? undefined : 'async'}
        className={className}
        // A lazy image's placeholder waits with its sources: as a background in the HTML, every one
        // on the page would be decoded at the first paint, most of them far below the first view.
        {...(lazy && image.blur && { 'data-blur': image.blur })}
        style={
          image.blur
            ? {
                ...(!lazy && { backgroundImage: `url(${image.blur})` }),
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }
            : undefined
        }
      />
    </picture>
  );
}
