/**
 * Registers the service worker (/sw.js, app/sw.ts) once the page has loaded and the browser is
 * idle: the worker's precache must not compete with the page itself on a slow connection.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', type: 'module' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void register()) : void register();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
