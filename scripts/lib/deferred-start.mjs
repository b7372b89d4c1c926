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
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const startupTag =
  /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="(\/_next\/static\/chunks\/[\w.~-]+\.js)"[^>]*\basync=""[^>]*><\/script>/gi;
const scriptPreload = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\/?>/gi;

/**
 * Runs once the browser reports the page's first paint (a `paint` performance entry) and the
 * page's priority images (`fetchpriority="high"`: the hero, the first thumbnails) have arrived, or
 * 2.5 s after that paint if one is slow: the largest element is then on screen before any script
 * competes for the line or the main thread. A hidden page (a background tab) paints nothing: it
 * loads at once, or as soon as it is hidden. A browser without paint timing loads at once. Classic
 * ES5: the oldest browsers the site serves parse it before any polyfill.
 */
export const startupLoader =
  '(function(){var c=document.currentScript,d;function s(){if(d)return;d=1;' +
  'c.getAttribute("data-startup").split(" ").forEach(function(u){var e=document.createElement("script");' +
  'e.src=u;e.async=true;document.head.appendChild(e)})}' +
  'function p(){var w=[].filter.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),' +
  'n=w.length;if(!n)return s();setTimeout(s,2500);w.forEach(function(i){function f(){if(!--n)s()}' +
  'i.addEventListener("load",f);i.addEventListener("error",f)})}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return s();' +
  'document.addEventListener("visibilitychange",s,{once:true});' +
  'new P(function(l,o){o.disconnect();p()}).observe({type:"paint",buffered:true})})()';

/** The page with its start-up scripts moved behind the first paint; unchanged without any. */
export function deferStartupScripts(html) {
  const sources = [];
  const without = html.replace(startupTag, (_, src) => {
    sources.push(src);
    return '';
  });
  const end = without.lastIndexOf('</body>');
  if (sources.length === 0 || end === -1) return html;
  const loader = `<script data-startup="${sources.join(' ')}">${startupLoader}</script>`;
  return without.slice(0, end).replace(scriptPreload, '') + loader + without.slice(end);
}

/** The start-up script addresses of a page, deferred or not (the `nomodule` polyfills aside). */
export function startupSources(html) {
  const deferred = /<script data-startup="([^"]*)"/.exec(html);
  if (deferred) return deferred[1].split(' ').filter(Boolean);
  return [...html.matchAll(startupTag)].map(([, src]) => src);
}

/** Rewrites every pre-rendered page of the build in `distDir`; returns how many files changed. */
export function deferStartupInBuild(distDir) {
  const folders = [
    path.join(distDir, 'server', 'app'),
    path.join(distDir, 'standalone', '.next', 'server', 'app'),
  ];
  let changed = 0;
  for (const folder of folders.filter((f) => existsSync(f))) {
    for (const name of readdirSync(folder, { recursive: true })) {
      if (!String(name).endsWith('.html')) continue;
      const file = path.join(folder, String(name));
      const html = readFileSync(file, 'utf8');
      const rewritten = deferStartupScripts(html);
      if (rewritten === html) continue;
      writeFileSync(file, rewritten);
      changed++;
    }
  }
  return changed;
}
