/** Long side a document photo is first scaled to: an A4 page at about 240 dpi, still legible. */
export const FIRST_LONG_SIDE = 2000;
/** JPEG qualities tried in turn, then the same again at smaller long sides, until one fits. */
export const QUALITY_STEPS = [0.82, 0.72, 0.62, 0.52, 0.42] as const;
export const LONG_SIDES = [FIRST_LONG_SIDE, 1600, 1280] as const;

/** The size a `width` × `height` picture takes once its long side is at most `longSide`. */
export function scaledSize(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Every encoding to try, best first: each long side with each quality. */
export function encodingAttempts(): { longSide: number; quality: number }[] {
  return LONG_SIDES.flatMap((longSide) => QUALITY_STEPS.map((quality) => ({ longSide, quality })));
}
