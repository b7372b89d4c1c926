import { describe, expect, it } from 'vitest';
import { litePage, narrowestCandidate } from '@/lib/lite/transform';

const banner = { text: 'Mode économie <activé>', exitLabel: 'Version complète', exitHref: '?lite=0' };

// The shapes the build writes: React's flight scripts, script files, preloads, a JSON-LD block,
// SiteImage's lazy picture and its <noscript> copy, the site shell's script-free styles.
const page = [
  '<!DOCTYPE html><html lang="fr"><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="modulepreload" as="script" href="/_next/static/chunks/m.js"/>',
  '<link rel="preload" as="image" imageSrcSet="/h.480.avif 480w, /h.320.avif 320w" imageSizes="100vw"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
  '</head><body><header>menu</header><main id="main" tabindex="-1" class="flex-1">',
  '<picture><source type="image/avif" data-srcset="/i.320.avif 320w, /i.768.avif 768w"/>',
  '<img alt="Campus" data-src="/i.768.webp" data-lazy="default" width="800" height="600"/></picture>',
  '<noscript><img alt="Campus" src="/i.768.webp" srcSet="/i.768.webp 768w, /i.320.webp 320w, /i.1024.webp 1024w" loading="lazy"/></noscript>',
  '</main><noscript><style>img[data-lazy]{display:none}</style></noscript>',
  '<script>self.__next_f.push([1,"payload </div>"])</script>',
  '<script nonce="x">(self.__next_s=self.__next_s||[]).push([0,{}])</script>',
  '</body></html>',
].join('');

describe('lite page', () => {
  const lite = litePage(page, banner);

  it('keeps no executable script and no script preload', () => {
    expect(lite).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(lite).not.toContain('as="script"');
    expect(lite).not.toContain('__next_f');
  });

  it('keeps JSON-LD data blocks, styles and content', () => {
    expect(lite).toContain('<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>');
    expect(lite).toContain('<link rel="stylesheet" href="/_next/static/chunks/s.css"/>');
    expect(lite).toContain('<header>menu</header>');
  });

  it('unwraps <noscript> so the plain images and script-free styles apply', () => {
    expect(lite).not.toContain('noscript');
    expect(lite).toContain('<style>img[data-lazy]{display:none}</style>');
    expect(lite).toContain('<img alt="Campus" src="/i.768.webp"');
  });

  it('asks for the narrowest image of every srcset', () => {
    expect(lite).toContain('srcSet="/i.320.webp 320w"');
    expect(lite).toContain('imageSrcSet="/h.320.avif 320w"');
  });

  it('marks the document and shows the banner, escaped, at the top of <main>', () => {
    expect(lite).toMatch(/^<!DOCTYPE html><html data-lite-page="" lang="fr">/);
    expect(lite).toContain(
      '<main id="main" tabindex="-1" class="flex-1"><div data-lite-banner="" class="bg-accent-400 text-slate-900">',
    );
    expect(lite).toContain('Mode économie &lt;activé&gt;');
    expect(lite).toContain('<a href="?lite=0"');
  });

  it('is much smaller than the page it comes from', () => {
    expect(lite.length).toBeLessThan(page.length + 300);
  });
});

describe('narrowestCandidate', () => {
  it.each([
    ['/a.768.webp 768w, /a.320.webp 320w, /a.480.webp 480w', '/a.320.webp 320w'],
    ['/only.webp 1024w', '/only.webp 1024w'],
    ['/x.webp', '/x.webp'],
  ])('%s → %s', (srcset, expected) => {
    expect(narrowestCandidate(srcset)).toBe(expected);
  });
});
