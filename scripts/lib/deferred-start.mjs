// The scripts a pre-rendered page starts with are requested once the page has painted its first
// frame, not with the HTML. Next.js writes them as `async` tags in the head (and a preload): a
// browser then fetches them alongside the stylesheet and the hero image, shares a slow phone's
// bandwidth between them, and, where they arrive first, runs ~150 kB of JavaScript before it paints
// anything. The page's largest element (the hero, a heading) waited for React, while the markup is
// complete without it: scripts only make it interactive, now a frame later.
//
// scripts/build.mjs runs this after `next build` (and after the compile hints, which read the
// tags) on every pre-rendered HTML file: the server's and the standalone copy's. The list goes in a
// `data-startup` attribute of one inline loader, the same on every page (one CSP hash); tests and
// the compile hints read it there. Idempotent: a rewritten page has no start-up tag left to move.
//
// The page's React payload goes with its scripts. Next.js inlines it at the end of the HTML as
// `self.__next_f.push(…)` scripts: the whole page again, as data React hydrates from, 40 % of the
// compressed HTML. Nothing reads it before the scripts run, yet every visitor downloads it before
// the page can paint, and a page over the first TCP round trip (about 14 kB) waits one more round
// trip on a slow line. It is written into a static file named by its content
// (`/_next/static/flight/<hash>.js`, cached for good like the chunks), which the loader runs just
// before the scripts: React then reads the same payload, in the same order.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standaloneDistDir } from '../../lib/core/dist-dir.mjs';
import { contracts, expectShape, htmlFiles, payloadScript, startupTag } from './next-contracts.mjs';

const scriptPreload = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/gi;

/** Where a payload file is served from, and kept in the build. */
export const payloadFolder = 'flight';

/**
 * Runs once the browser reports the page's first paint (a `paint` performance entry) and the
 * page's priority images (`fetchpriority="high"`: the hero, the first thumbnails) have arrived and
 * been painted (the frame after their load: an image is complete before it is on screen), or 2.5 s
 * after that paint if one is slow: the largest element is then on screen before any script
 * competes for the line or the main thread. A hidden page (a background tab) paints nothing: it
 * loads at once, or as soon as it is hidden. A browser without paint timing loads at once; one that
 * has it but never reports the paint loads 2.5 s after the `load` event (the paint, when reported,
 * comes before `load`, so this never comes first otherwise): a page is never left without its
 * scripts. Classic ES5: the oldest browsers the site serves parse it before any polyfill.
 */
export const startupLoader =
  '(function(){var c=document.currentScript,d;function s(){if(d)return;d=1;' +
  'var f=c.getAttribute("data-payload");' +
  '(f?[f]:[]).concat(c.getAttribute("data-startup").split(" ")).forEach(function(u){' +
  'var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
  'function p(){var w=[].filter.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),' +
  'n=w.length;if(!n)return s();setTimeout(s,2500);w.forEach(function(i){' +
  'function f(){if(!--n)requestAnimationFrame(function(){setTimeout(s)})}' +
  'i.addEventListener("load",f);i.addEventListener("error",f)})}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return s();' +
  'document.addEventListener("visibilitychange",s,{once:true});' +
  'addEventListener("load",function(){setTimeout(s,2500)});' +
  'new P(function(l,o){o.disconnect();p()}).observe({type:"paint",buffered:true})})()';

/** The address of a payload file: named by its content, so that a cached copy is always right. */
export function payloadAddress(payload) {
  const name = createHash('sha256').update(payload).digest('base64url').slice(0, 16);
  return `/_next/static/${payloadFolder}/${name}.js`;
}

/**
 * The page with its start-up scripts moved behind the first paint, and `payload`, the script its
 * inline React payload became with the address it is served from (undefined when it had none); the
 * page unchanged without start-up scripts. Scripts run in order (`async = false`): the payload
 * before the scripts that read it.
 */
export function deferStartupScripts(html) {
  const sources = [];
  let without = html.replace(startupTag, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0 || !without.includes('</body>')) return { html, payload: undefined };
  const pushes = [];
  without = without.replace(payloadScript, (_, push) => {
    pushes.push(push);
    return '';
  });
  const script = pushes.length > 0 ? pushes.join(';\n') + ';\n' : undefined;
  const payload = script ? { address: payloadAddress(script), script } : undefined;
  const payloadAttribute = payload ? ` data-payload="${payload.address}"` : '';
  const loader = `<script data-startup="${sources.join(' ')}"${payloadAttribute}>${startupLoader}</script>`;
  const bodyEnd = without.lastIndexOf('</body>');
  return {
    html: without.slice(0, bodyEnd).replace(scriptPreload, '') + loader + without.slice(bodyEnd),
    payload,
  };
}

/** The start-up script addresses of a page, deferred or not (the `nomodule` polyfills aside). */
export function startupSources(html) {
  const deferred = /<script data-startup="([^"]*)"/.exec(html);
  if (deferred) return deferred[1].split(' ').filter(Boolean);
  return [...html.matchAll(startupTag)].map(([, src]) => src);
}

/**
 * Rewrites every pre-rendered page of the build in `distDir`, and writes their payloads into its
 * static files (which the standalone bundle copies); returns how many pages changed. Every page
 * must come out with its loader and without an inline payload: a page Next.js wrote in another
 * shape stops the build (scripts/lib/next-contracts.mjs) instead of going out unchanged.
 */
export function deferStartupInBuild(distDir) {
  const payloads = path.join(distDir, 'static', payloadFolder);
  mkdirSync(payloads, { recursive: true });
  const folders = [
    path.join(distDir, 'server', 'app'),
    path.join(standaloneDistDir(distDir), 'server', 'app'),
  ];
  let changed = 0;
  for (const folder of folders.filter((f) => existsSync(f))) {
    for (const name of htmlFiles(folder)) {
      const file = path.join(folder, name);
      const html = readFileSync(file, 'utf8');
      const rewritten = deferStartupScripts(html);
      expectShape(
        rewritten.html.includes('<script data-startup="'),
        contracts.startupTags,
        `${name} kept its start-up scripts: no <script async> tag or no </body> to move them before`,
      );
      expectShape(
        rewritten.html.match(payloadScript) === null,
        contracts.inlinePayload,
        `${name} still has an inline self.__next_f.push([1,…]) script after the payload was moved`,
      );
      if (rewritten.html === html) continue;
      // The standalone copy of a page has the same payload, hence the same file: written once.
      const payload = rewritten.payload;
      const payloadFile = payload && path.join(payloads, path.basename(payload.address));
      if (payloadFile && !existsSync(payloadFile)) writeFileSync(payloadFile, payload.script);
      writeFileSync(file, rewritten.html);
      changed++;
    }
  }
  return changed;
}
