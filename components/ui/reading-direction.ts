/**
 * Which way "forward" is on screen. On a page written right to left the next picture comes from the left:
 * ArrowLeft and a swipe to the right move forward, as the mirrored previous/next buttons show.
 * Read from the element's computed direction, so it follows `<html dir>` without knowing the locale.
 */
export function forwardSign(element: Element | null): 1 | -1 {
  return element && getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}

/** The step an arrow key asks for (+1 next, -1 previous), 0 for any other key. */
export function arrowStep(key: string, element: Element | null): 1 | -1 | 0 {
  if (key === 'ArrowRight') return forwardSign(element);
  if (key === 'ArrowLeft') return forwardSign(element) === 1 ? -1 : 1;
  return 0;
}
