/**
 * Lite mode's page: the pre-rendered HTML of a page without any script. React and the Next.js
 * runtime weigh about 120 kB gzipped on every page, more than the whole 2G budget; the markup
 * itself is complete without them (links, images, the programme finder's GET form), so a data
 * saver gets that markup alone.
 *
 * Pure string work on the build's own output, which this project controls:
 * - every executable <script> goes (JSON-LD data blocks stay: they are not run);
 * - script preloads go;
 * - <noscript> wrappers are unwrapped, so the page shows what it shows without JavaScript (the
 *   lazy images' plain copies, the menus' CSS fallbacks);
 * - every srcset keeps only its narrowest candidate (smallest image sizes);
 * - a banner says lite mode is on, with the way back to the full page.
 */
export interface LiteBanner {
  text: string;
  exitLabel: string;
  /** Where the full version is: the same address with `?lite=0`. */
  exitHref: string;
}

const executableScript = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi;
const scriptPreload = /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi;
const noscriptTag = /<\/?noscript>/gi;
const srcsetAttribute = /\b(srcset|srcSet|imagesrcset|imageSrcSet)="([^"]*)"/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The narrowest candidate of a srcset ("a.avif 320w, b.avif 480w" → "a.avif 320w"). */
export function narrowestCandidate(srcset: string): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean);
  const width = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Number.POSITIVE_INFINITY);
  return candidates.reduce(
    (best, candidate) => (width(candidate) < width(best) ? candidate : best),
    candidates[0] ?? '',
  );
}

function bannerHtml({ text, exitLabel, exitHref }: LiteBanner): string {
  return (
    '<div data-lite-banner="" class="bg-accent-400 text-slate-900">' +
    '<p class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">' +
    `<span>${escapeHtml(text)}</span>` +
    `<a href="${escapeHtml(exitHref)}" class="font-semibold text-primary-800 underline">${escapeHtml(exitLabel)}</a>` +
    '</p></div>'
  );
}

export function litePage(html: string, banner: LiteBanner): string {
  const stripped = html
    .replace(executableScript, '')
    .replace(scriptPreload, '')
    .replace(noscriptTag, '')
    .replace(srcsetAttribute, (_, name: string, value: string) => `${name}="${narrowestCandidate(value)}"`)
    // The marker lets styles and tests tell the lite page from the full one.
    .replace(/<html\b/i, '<html data-lite-page=""');
  // Inside <main>, below the fixed header (the main element keeps room for it).
  const main = /<main\b[^>]*>/i.exec(stripped);
  if (!main) return stripped;
  const at = main.index + main[0].length;
  return stripped.slice(0, at) + bannerHtml(banner) + stripped.slice(at);
}
