import { imageSize } from '@/lib/images';

export interface SiteImageProps {
  /** Path of the source image under public/, as the content registry names it. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Above the fold: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /** Preloading group of spec §9: the gallery loads in its own batches. */
  group?: 'default' | 'gallery';
  className?: string;
}

/** Every content image of the site goes through this component. */
export function SiteImage({ src, alt, sizes, priority = false, className }: SiteImageProps) {
  const { width, height } = imageSize(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the image pipeline is our own (issue 6)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
