/**
 * Just enough HTML reading for the gates that fetch pages without a browser: the tags and ids of
 * React's server output, whose attributes are always double-quoted and escaped. Script and style
 * bodies are dropped first (the RSC payload and JSON-LD are data, not markup).
 */

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const hex = code[1]?.toLowerCase() === 'x';
      return String.fromCodePoint(parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

/** Drops script and style bodies; their opening tags stay, with their attributes (a script's src). */
function withoutScripts(html: string): string {
  return html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
}

export function tagsOf(html: string, names: readonly string[]): Tag[] {
  const pattern = new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'gi');
  return [...withoutScripts(html).matchAll(pattern)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attrs: Object.fromEntries(
      [...(rest ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        decodeEntities(value ?? ''),
      ]),
    ),
  }));
}

/** Every id attribute of the page (anchor targets). */
export function idsOf(html: string): Set<string> {
  return new Set(
    [...withoutScripts(html).matchAll(/\sid="([^"]*)"/g)].map(([, id]) => decodeEntities(id ?? '')),
  );
}

/** The parsed JSON of every `<script type="application/ld+json">` block. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
}

/** URLs of a srcset attribute (its candidates, without their descriptors). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * The scripts a page starts with: Next.js's `async` tags, or, on pre-rendered pages, the list its
 * start-up loader requests after the first paint (scripts/lib/deferred-start.mjs). Not the
 * `nomodule` polyfills.
 */
export function startupScripts(html: string): string[] {
  const deferred = /<script data-startup="([^"]*)"/.exec(html);
  if (deferred) return deferred[1]!.split(' ').filter(Boolean);
  return tagsOf(html, ['script'])
    .filter(({ attrs }) => attrs.src && !('nomodule' in attrs))
    .map(({ attrs }) => attrs.src!);
}
