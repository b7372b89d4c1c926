/**
 * Draws the site's original artwork: one SVG per image slot the content
 * registry names that has no file yet. Real photos dropped into the same folders under the same
 * names replace them; existing files are never overwritten.
 *
 *   npx tsx scripts/generate-artwork.ts
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { getDepartment } from '@/content/departments';
import { allGalleryItems } from '@/content/gallery';
import { allHeroSlides } from '@/content/hero';
import { allLeaders } from '@/content/leadership';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { allTeamMembers } from '@/content/team';

/** Deterministic pseudo-random numbers from a string, so the artwork is stable across runs. */
function seeded(key: string) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

/** An abstract campus scene: sky gradient, sun, buildings with windows, acacia trees. */
function campusScene(
  key: string,
  width: number,
  height: number,
  sky: [string, string],
  ground: string,
): string {
  const rnd = seeded(key);
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<circle cx="${Math.round(width * (0.15 + rnd() * 0.7))}" cy="${Math.round(height * (0.2 + rnd() * 0.15))}" r="${Math.round(height * 0.09)}" fill="#fde68a" opacity="0.9"/>`,
  ];
  const horizon = Math.round(height * 0.72);
  let x = -20;
  while (x < width) {
    const w = Math.round(width * (0.12 + rnd() * 0.16));
    const h = Math.round(height * (0.18 + rnd() * 0.3));
    const tone = shade('#c2410c', -0.15 - rnd() * 0.3);
    parts.push(`<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${tone}"/>`);
    for (let wy = horizon - h + 18; wy < horizon - 24; wy += 34) {
      for (let wx = x + 14; wx < x + w - 20; wx += 30) {
        parts.push(
          `<rect x="${wx}" y="${wy}" width="14" height="18" fill="#fef3c7" opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`,
        );
      }
    }
    x += w + Math.round(rnd() * 40);
  }
  parts.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>`);
  for (let i = 0; i < 3; i++) {
    const tx = Math.round(rnd() * width);
    const ty = horizon + Math.round(rnd() * 20);
    parts.push(
      `<rect x="${tx - 4}" y="${ty - 60}" width="8" height="60" fill="#3f2a14"/>`,
      `<ellipse cx="${tx}" cy="${ty - 66}" rx="70" ry="18" fill="#3f6212"/>`,
    );
  }
  return svg(width, height, parts.join(''));
}

/** Programme and news cards: a gradient in the department's colour with soft geometric shapes. */
function abstractCard(key: string, colour: string, width = 1200, height = 800): string {
  const rnd = seeded(key);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.1)}"/><stop offset="1" stop-color="${shade(colour, -0.45)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const r = Math.round(60 + rnd() * 260);
    parts.push(
      `<circle cx="${Math.round(rnd() * width)}" cy="${Math.round(rnd() * height)}" r="${r}" fill="#ffffff" opacity="${(0.04 + rnd() * 0.1).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const y = Math.round(height * (0.2 + i * 0.15));
    parts.push(
      `<path d="M0 ${y} C ${width * 0.3} ${y - 80 + rnd() * 160}, ${width * 0.7} ${y - 80 + rnd() * 160}, ${width} ${y}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3" fill="none"/>`,
    );
  }
  parts.push(
    `<rect x="${width * 0.08}" y="${height * 0.78}" width="${width * 0.18}" height="10" rx="5" fill="#f5b83d"/>`,
  );
  return svg(width, height, parts.join(''));
}

/** Portraits: a silhouette and the person's initials on a soft background. */
function portrait(key: string, name: string): string {
  const rnd = seeded(key);
  const palette = ['#1e4fd1', '#047857', '#b45309', '#7e22ce', '#be185d', '#0f766e'];
  const colour = palette[Math.floor(rnd() * palette.length)] ?? '#1e4fd1';
  const initials = name
    .replace(/^(Dr|Pr|Mme|M\.)\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="${shade(colour, 0.82)}"/>` +
      `<circle cx="300" cy="240" r="110" fill="${shade(colour, 0.35)}"/>` +
      `<path d="M90 600 C 110 420, 490 420, 510 600 Z" fill="${shade(colour, 0.35)}"/>` +
      `<text x="300" y="262" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="${shade(colour, -0.3)}">${initials}</text>`,
  );
}

const galleryPalettes: Record<string, { sky: [string, string]; ground: string }> = {
  campus: { sky: ['#60a5fa', '#fde68a'], ground: '#a16207' },
  ceremonies: { sky: ['#1e3a8a', '#f59e0b'], ground: '#78350f' },
  'student-life': { sky: ['#38bdf8', '#bbf7d0'], ground: '#65a30d' },
  conferences: { sky: ['#312e81', '#a78bfa'], ground: '#44403c' },
};

const jobs: { file: string; draw: () => string }[] = [
  ...allHeroSlides().map((slide, i) => ({
    file: slide.image,
    draw: () =>
      campusScene(slide.id, 1600, 900, i % 2 ? ['#f97316', '#fde68a'] : ['#2563eb', '#fcd34d'], '#92400e'),
  })),
  ...allProgrammes().map((p) => ({
    file: p.image,
    draw: () => abstractCard(p.slug, getDepartment(p.department).colour),
  })),
  ...allNewsArticles().map((a) => ({ file: a.image, draw: () => abstractCard(a.id, '#1a3fa8') })),
  ...allGalleryItems().map((g) => {
    const palette = galleryPalettes[g.category] ?? { sky: ['#60a5fa', '#fde68a'], ground: '#a16207' };
    return { file: g.src, draw: () => campusScene(g.id, 1200, 800, palette.sky, palette.ground) };
  }),
  ...allTeamMembers().flatMap((m) =>
    m.photo ? [{ file: m.photo, draw: () => portrait(m.id, m.name) }] : [],
  ),
  ...allLeaders().map((l) => ({ file: l.photo, draw: () => portrait(l.id, l.name) })),
];

/** The monogram of components/ui/logo.tsx; `maskable` keeps it inside the icon safe zone (80 %). */
function monogram(size: number, maskable: boolean): string {
  const scale = (maskable ? 0.62 : 1) * (size / 48);
  const offset = (size - 48 * scale) / 2;
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" ${maskable ? '' : `rx="${size / 4}"`} fill="#1a3fa8"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
      `<path d="M10 20 24 12l14 8-14 8z" fill="#e49b0f"/>` +
      `<path d="M15 24v8c0 2.5 4 5 9 5s9-2.5 9-5v-8l-9 5z" fill="#ffffff"/></g>`,
  );
}

/** The default social-card image (1200 × 630): a campus scene under the monogram. */
function socialCard(): string {
  const scene = campusScene('og-default', 1200, 630, ['#1b3787', '#f5b83d'], '#78350f');
  const badge = monogram(160, false).replace(/^<svg[^>]*>|<\/svg>\n$/g, '');
  return scene.replace('</svg>', `<g transform="translate(520 120)">${badge}</g></svg>`);
}

/** Raster files (PNG): app icons of the web app manifest, the favicon and the social card. */
const rasterJobs: { file: string; draw: () => string; size: [number, number] }[] = [
  { file: '/icons/icon-192.png', draw: () => monogram(192, false), size: [192, 192] },
  { file: '/icons/icon-512.png', draw: () => monogram(512, false), size: [512, 512] },
  { file: '/icons/maskable-512.png', draw: () => monogram(512, true), size: [512, 512] },
  { file: '/icons/apple-touch-icon.png', draw: () => monogram(180, true), size: [180, 180] },
  { file: '/icons/favicon-32.png', draw: () => monogram(32, false), size: [32, 32] },
  { file: '/images/og/default.png', draw: socialCard, size: [1200, 630] },
];

let written = 0;
for (const { file, draw, size } of rasterJobs) {
  const target = path.join(process.cwd(), 'public', file);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(draw()), { density: 144 })
    .resize(size[0], size[1])
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  written++;
}
for (const { file, draw } of jobs) {
  const target = path.join(process.cwd(), 'public', file);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, draw());
  written++;
}
console.log(
  `${written} artwork file(s) written, ${jobs.length + rasterJobs.length - written} already present.`,
);
