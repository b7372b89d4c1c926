/**
 * Work an interaction starts but its answer does not need: run after the frame that shows the
 * answer, so that the tap or keypress paints first (Interaction to Next Paint, `bench:inp`).
 */

/** Runs `task` once the browser is idle, and within `timeout` ms at the latest. */
export function whenIdle(task: () => void, timeout = 1000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
  else window.setTimeout(task, 200);
}

/**
 * Runs `task` in the task after the next frame has been painted (a timeout queued from the frame's
 * animation callback); returns what cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
