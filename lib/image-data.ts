/**
 * What rendering one content image takes, as lib/images.ts derives it from the image pipeline's
 * manifest. Kept apart from that server-only module so client components can receive and render it.
 */
export interface ImageData {
  width: number;
  height: number;
  blur: string;
  /** srcset strings per format: every width, and the reduced set for screens ≤ 768 px. */
  avif: { all: string; small: string };
  webp: { all: string; small: string };
  /** The `src` of the <img>: a mid-size WebP for the rare browser without srcset. */
  fallback: string;
}

/** Widest candidate requested on screens 768 px wide or narrower (reduced sizes). */
export const smallScreenMaxWidth = 768;
export const smallScreenQuery = `(max-width: ${smallScreenMaxWidth}px)`;
