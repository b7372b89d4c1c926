/**
 * The drawing kit of the site's artwork: one flat illustration style (no outlines, soft shadows,
 * faceless figures) in the site's palette. Every scene is drawn on a 1200 × 800 canvas; the hero
 * crops it to 16:9 through its viewBox.
 */

/** The site's colours (app/globals.css) and the few the scenes add: skin, wood, foliage. */
export const colours = {
  primary50: '#eff4ff',
  primary100: '#dbe6fe',
  primary200: '#bcd0fb',
  primary600: '#1e4fd1',
  primary700: '#1a3fa8',
  primary800: '#1b3787',
  primary900: '#172c62',
  accent300: '#f9d27e',
  accent400: '#f5b83d',
  accent500: '#e49b0f',
  sky: '#8ec5f5',
  skyLight: '#dff0fd',
  sun: '#ffd34d',
  sand: '#ecd5a6',
  sandDark: '#d9b77c',
  wall: '#f4ead8',
  wallCool: '#e7eefb',
  floor: '#c9a97a',
  wood: '#a86b3c',
  woodDark: '#7a4a26',
  leaf: '#3f9160',
  leafDark: '#2c6e48',
  grass: '#6fb25a',
  grassDark: '#5a9c48',
  white: '#ffffff',
  slate: '#334155',
  red: '#d9534f',
  teal: '#1f9a8a',
  plum: '#8b3a8f',
  coral: '#ef7d57',
} as const;

export const skins = ['#3b2416', '#5a3620', '#6e4328', '#8a5634', '#a36d45'] as const;
export const hairColour = '#1d1512';
/** Clothes: the palette first, then a few warm and cool colours so crowds do not look uniform. */
export const clothes = [
  colours.primary600,
  colours.accent500,
  colours.teal,
  colours.coral,
  colours.plum,
  colours.primary800,
  '#f3f4f6',
  colours.red,
  '#4c7a3d',
] as const;

/** Deterministic pseudo-random numbers from a string, so the artwork is stable across runs. */
export function seeded(key: string) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seeded>;
export const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const n = (v: number) => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>`;
export const poly = (points: [number, number][], fill: string, extra = '') =>
  path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, fill, extra);

export function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${body}</svg>\n`;
}

// ---------------------------------------------------------------- settings

export function sky(top: string = colours.sky, bottom: string = colours.skyLight, id = 'sky') {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, 1200, 800, `url(#${id})`)
  );
}

/** A bright sun with two halos (pale and nearly opaque: a thin yellow over blue turns grey). */
export const sun = (cx: number, cy: number, r = 52) =>
  circle(cx, cy, r * 2.1, '#fdf3c4', 'opacity="0.55"') +
  circle(cx, cy, r * 1.45, '#ffe99a', 'opacity="0.85"') +
  circle(cx, cy, r, colours.sun);

export const cloud = (x: number, y: number, s = 1) =>
  `<g fill="#ffffff" opacity="0.9">${ellipse(x, y, 70 * s, 22 * s, '#ffffff')}${circle(x - 22 * s, y - 14 * s, 26 * s, '#ffffff')}${circle(x + 18 * s, y - 20 * s, 32 * s, '#ffffff')}</g>`;

export const ground = (y: number, fill: string = colours.sand) => rect(0, y, 1200, 800 - y, fill);

/** The interior of a room: wall, floor and skirting board. */
export const room = (floorY: number, wall: string = colours.wall, floor: string = colours.floor) =>
  rect(0, 0, 1200, floorY, wall) +
  rect(0, floorY, 1200, 800 - floorY, floor) +
  rect(0, floorY - 10, 1200, 10, shade(wall, -0.12));

export const windowPane = (x: number, y: number, w: number, h: number) =>
  rect(x - 8, y - 8, w + 16, h + 16, colours.white) +
  rect(x, y, w, h, colours.sky) +
  rect(x, y + h * 0.62, w, h * 0.38, colours.skyLight, 'opacity="0.7"') +
  rect(x + w / 2 - 4, y, 8, h, colours.white) +
  rect(x, y + h / 2 - 4, w, 8, colours.white);

export function acacia(x: number, y: number, s = 1) {
  return (
    path(
      `M${x - 9 * s} ${y}L${x - 5 * s} ${y - 110 * s}L${x - 40 * s} ${y - 150 * s}L${x - 30 * s} ${y - 156 * s}L${x} ${y - 122 * s}L${x + 34 * s} ${y - 160 * s}L${x + 42 * s} ${y - 152 * s}L${x + 7 * s} ${y - 108 * s}L${x + 10 * s} ${y}Z`,
      colours.woodDark,
    ) +
    ellipse(x, y - 168 * s, 150 * s, 34 * s, colours.leafDark) +
    ellipse(x - 20 * s, y - 182 * s, 118 * s, 28 * s, colours.leaf) +
    ellipse(x + 40 * s, y - 176 * s, 70 * s, 20 * s, shade(colours.leaf, 0.15))
  );
}

export function palm(x: number, y: number, s = 1) {
  const top = y - 230 * s;
  const leaves = [-150, -115, -70, -30, 10, 40]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = x + Math.cos(r) * 110 * s;
      const ey = top + Math.sin(r) * 60 * s + 40 * s;
      return path(
        `M${x} ${top}Q${(x + ex) / 2} ${top - 50 * s} ${ex} ${ey}Q${(x + ex) / 2} ${top - 15 * s} ${x} ${top}Z`,
        a % 20 ? colours.leaf : colours.leafDark,
      );
    })
    .join('');
  return (
    path(
      `M${x - 8 * s} ${y}Q${x - 20 * s} ${y - 120 * s} ${x - 3 * s} ${top}L${x + 5 * s} ${top}Q${x - 6 * s} ${y - 120 * s} ${x + 8 * s} ${y}Z`,
      '#9a6b3f',
    ) + leaves
  );
}

/** The university's main building: a pale façade, blue windows, a gold band and a portico. */
export function mainBuilding(x: number, y: number, w: number, h: number, rnd: Random) {
  const parts = [
    rect(x + 10, y - h + 14, w, h, shade(colours.wall, -0.25)),
    rect(x, y - h, w, h, colours.wall),
    rect(x - 12, y - h - 18, w + 24, 22, colours.primary800),
    rect(x, y - h + 4, w, 10, colours.accent400),
  ];
  const cols = Math.max(3, Math.floor(w / 70));
  const rows = Math.max(2, Math.floor((h - 120) / 80));
  const cw = w / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.22;
      const wy = y - h + 40 + r * 80;
      parts.push(
        rect(wx, wy, cw * 0.56, 48, rnd() < 0.25 ? colours.primary200 : colours.primary600, 'rx="4"'),
      );
      parts.push(rect(wx, wy + 40, cw * 0.56, 8, shade(colours.wall, -0.1)));
    }
  }
  // Portico: pediment, columns and the entrance.
  const px = x + w / 2;
  const pw = Math.min(260, w * 0.5);
  parts.push(
    poly(
      [
        [px - pw / 2 - 16, y - 150],
        [px, y - 210],
        [px + pw / 2 + 16, y - 150],
      ],
      colours.primary700,
    ),
  );
  parts.push(rect(px - pw / 2 - 16, y - 152, pw + 32, 14, colours.accent400));
  for (let i = 0; i < 5; i++)
    parts.push(rect(px - pw / 2 + (i * (pw - 18)) / 4, y - 138, 18, 138, colours.white));
  parts.push(rect(px - 36, y - 100, 72, 100, colours.primary900, 'rx="6"'));
  parts.push(rect(px - pw / 2 - 30, y - 6, pw + 60, 10, shade(colours.wall, -0.2)));
  // The flag of Chad on the roof.
  parts.push(rect(px - 2, y - h - 110, 4, 92, colours.slate));
  parts.push(
    rect(px + 2, y - h - 108, 20, 40, '#002664'),
    rect(px + 22, y - h - 108, 20, 40, '#fecb00'),
    rect(px + 42, y - h - 108, 20, 40, '#c60c30'),
  );
  return parts.join('');
}

/** A bookcase filled with books of the palette's colours. */
export function bookcase(x: number, y: number, w: number, h: number, rnd: Random) {
  const parts = [
    rect(x, y, w, h, colours.woodDark),
    rect(x + 10, y + 10, w - 20, h - 20, shade(colours.woodDark, -0.3)),
  ];
  const shelves = Math.floor((h - 20) / 90);
  const sh = (h - 20) / shelves;
  const bookColours = [
    colours.primary600,
    colours.accent500,
    colours.red,
    colours.teal,
    colours.primary800,
    colours.coral,
    '#f3f4f6',
    colours.plum,
  ];
  for (let s = 0; s < shelves; s++) {
    const base = y + 10 + (s + 1) * sh;
    parts.push(rect(x + 10, base - 8, w - 20, 8, colours.wood));
    let bx = x + 14;
    while (bx < x + w - 30) {
      const bw = 10 + rnd() * 14;
      const bh = sh * (0.55 + rnd() * 0.3);
      if (rnd() < 0.08) {
        bx += bw;
        continue;
      }
      parts.push(rect(bx, base - 8 - bh, bw, bh, pick(rnd, bookColours)));
      parts.push(rect(bx, base - 8 - bh * 0.75, bw, 3, '#ffffff', 'opacity="0.5"'));
      bx += bw + 2;
    }
  }
  return parts.join('');
}

export const table = (x: number, y: number, w: number, top: string = colours.wood, legs = 70) =>
  rect(x + 14, y + 12, 12, legs, shade(top, -0.35)) +
  rect(x + w - 26, y + 12, 12, legs, shade(top, -0.35)) +
  rect(x, y, w, 16, top, 'rx="4"') +
  rect(x, y + 14, w, 6, shade(top, -0.2));

/** A computer screen; `code`: coloured lines of a program on it. */
export function monitor(x: number, y: number, w: number, h: number, rnd: Random, code = true) {
  const parts = [
    rect(x + w / 2 - 8, y + h, 16, 26, colours.slate),
    rect(x + w / 2 - 30, y + h + 22, 60, 8, colours.slate, 'rx="3"'),
    rect(x, y, w, h, '#1f2937', 'rx="6"'),
    rect(x + 7, y + 7, w - 14, h - 14, code ? '#0f1b3d' : colours.primary100, 'rx="3"'),
  ];
  if (code) {
    const lines = Math.floor((h - 24) / 12);
    for (let i = 0; i < lines; i++) {
      const indent = (Math.floor(rnd() * 3) * w) / 12;
      parts.push(
        rect(
          x + 14 + indent,
          y + 14 + i * 12,
          (w - 40 - indent) * (0.3 + rnd() * 0.7),
          5,
          pick(rnd, [colours.accent400, '#7dd3fc', '#86efac', '#f9a8d4', '#e2e8f0']),
          'rx="2"',
        ),
      );
    }
  }
  return parts.join('');
}

/** A projection screen with a bar chart and title bars. */
export function projectionScreen(x: number, y: number, w: number, h: number, rnd: Random) {
  const parts = [
    rect(x - 10, y - 14, w + 20, 14, colours.slate, 'rx="4"'),
    rect(x, y, w, h, colours.white),
    rect(x + w * 0.08, y + h * 0.1, w * 0.5, h * 0.08, colours.primary700, 'rx="4"'),
    rect(x + w * 0.08, y + h * 0.22, w * 0.35, h * 0.05, colours.primary200, 'rx="3"'),
  ];
  const bars = 5;
  for (let i = 0; i < bars; i++) {
    const bh = h * (0.15 + rnd() * 0.4);
    parts.push(
      rect(
        x + w * (0.1 + i * 0.16),
        y + h * 0.88 - bh,
        w * 0.1,
        bh,
        i % 2 ? colours.accent400 : colours.primary600,
      ),
    );
  }
  return parts.join('');
}

/** A tiered lecture hall seen from the back: rows of benches rising towards the viewer. */
export const benchRow = (y: number, fill: string = colours.wood) =>
  rect(0, y, 1200, 26, fill) + rect(0, y + 26, 1200, 40, shade(fill, -0.3));

// ---------------------------------------------------------------- people

export type Hair = 'short' | 'afro' | 'bun' | 'wrap' | 'veil' | 'bald' | 'braids';
export type Arms = 'down' | 'up' | 'forward' | 'wave' | 'hips' | 'hold';

export interface PersonStyle {
  skin: string;
  top: string;
  bottom?: string;
  hair?: Hair;
  /** Headwrap or veil colour. */
  wrap?: string;
  /** A long garment to the ankles: gown, boubou, dress. */
  long?: boolean;
  /** White coat over the clothes. */
  coat?: boolean;
  /** Graduation: a dark gown with a gold stole and the mortarboard. */
  graduate?: boolean;
  arms?: Arms;
  /** Something held at the chest (a book, a diploma, a microphone). */
  holding?: 'book' | 'diploma' | 'mic' | 'pipette' | 'trophy';
}

/** A random look for a crowd member. */
export function randomStyle(rnd: Random, overrides: Partial<PersonStyle> = {}): PersonStyle {
  const hair = pick(rnd, ['short', 'short', 'afro', 'bun', 'wrap', 'veil', 'bald', 'braids'] as const);
  return {
    skin: pick(rnd, skins),
    top: pick(rnd, clothes),
    bottom: pick(rnd, [colours.primary900, '#3f3f46', colours.slate, '#e5e7eb', colours.primary800]),
    hair,
    wrap: pick(rnd, [
      colours.accent500,
      colours.teal,
      colours.plum,
      colours.red,
      colours.primary600,
      colours.coral,
    ]),
    long: hair === 'veil' || hair === 'wrap' ? rnd() < 0.7 : rnd() < 0.1,
    ...overrides,
  };
}

function head(x: number, cy: number, r: number, style: PersonStyle) {
  const parts: string[] = [];
  const hair = style.hair ?? 'short';
  const wrap = style.wrap ?? colours.accent500;
  if (hair === 'afro') parts.push(circle(x, cy - r * 0.25, r * 1.35, hairColour));
  if (hair === 'braids')
    parts.push(rect(x - r * 1.05, cy - r * 0.4, r * 2.1, r * 2.2, hairColour, `rx="${n(r * 0.6)}"`));
  if (hair === 'veil')
    parts.push(
      path(
        `M${x - r * 1.35} ${cy + r * 2.4}Q${x - r * 1.5} ${cy - r * 1.45} ${x} ${cy - r * 1.4}Q${x + r * 1.5} ${cy - r * 1.45} ${x + r * 1.35} ${cy + r * 2.4}Z`,
        wrap,
      ),
    );
  parts.push(circle(x, cy, r, style.skin));
  if (hair === 'short')
    parts.push(
      path(
        `M${x - r} ${cy - r * 0.05}A${r} ${r} 0 0 1 ${x + r} ${cy - r * 0.05}Q${x} ${cy - r * 0.75} ${x - r} ${cy - r * 0.05}Z`,
        hairColour,
      ),
    );
  if (hair === 'braids' || hair === 'afro')
    parts.push(
      path(`M${x - r} ${cy}A${r} ${r} 0 0 1 ${x + r} ${cy}Q${x} ${cy - r * 0.6} ${x - r} ${cy}Z`, hairColour),
    );
  if (hair === 'bun')
    parts.push(
      path(
        `M${x - r} ${cy - r * 0.05}A${r} ${r} 0 0 1 ${x + r} ${cy - r * 0.05}Q${x} ${cy - r * 0.6} ${x - r} ${cy - r * 0.05}Z`,
        hairColour,
      ),
      circle(x, cy - r * 1.15, r * 0.48, hairColour),
    );
  if (hair === 'wrap')
    parts.push(
      path(
        `M${x - r * 1.08} ${cy - r * 0.05}Q${x - r * 1.2} ${cy - r * 1.9} ${x} ${cy - r * 1.75}Q${x + r * 1.3} ${cy - r * 1.9} ${x + r * 1.08} ${cy - r * 0.05}Q${x} ${cy - r * 0.55} ${x - r * 1.08} ${cy - r * 0.05}Z`,
        wrap,
      ),
      circle(x + r * 0.8, cy - r * 1.2, r * 0.38, shade(wrap, -0.15)),
    );
  if (hair === 'veil')
    parts.push(
      path(
        `M${x - r * 1.1} ${cy + r * 0.4}Q${x - r * 1.2} ${cy - r * 1.3} ${x} ${cy - r * 1.3}Q${x + r * 1.2} ${cy - r * 1.3} ${x + r * 1.1} ${cy + r * 0.4}Q${x + r * 0.9} ${cy - r * 0.75} ${x} ${cy - r * 0.8}Q${x - r * 0.9} ${cy - r * 0.75} ${x - r * 1.1} ${cy + r * 0.4}Z`,
        wrap,
      ),
    );
  if (style.graduate) {
    parts.push(
      path(
        `M${x - r * 0.95} ${cy - r * 0.35}Q${x} ${cy - r * 1.25} ${x + r * 0.95} ${cy - r * 0.35}Z`,
        colours.primary900,
      ),
    );
    parts.push(
      poly(
        [
          [x - r * 1.7, cy - r * 0.95],
          [x, cy - r * 1.55],
          [x + r * 1.7, cy - r * 0.95],
          [x, cy - r * 0.35],
        ],
        colours.primary900,
      ),
    );
    parts.push(line(x + r * 0.2, cy - r * 0.95, x + r * 1.25, cy - r * 0.2, colours.accent400, r * 0.14));
  }
  return parts.join('');
}

function held(kind: PersonStyle['holding'], x: number, y: number, s: number) {
  switch (kind) {
    case 'book':
      return (
        rect(x - s * 0.9, y - s * 0.6, s * 1.8, s * 1.2, colours.red, 'rx="2"') +
        rect(x - s * 0.05, y - s * 0.6, s * 0.1, s * 1.2, '#ffffff', 'opacity="0.6"')
      );
    case 'diploma':
      return (
        rect(x - s * 0.25, y - s * 1.1, s * 0.5, s * 2.2, '#fff7e0', 'rx="3"') +
        rect(x - s * 0.28, y - s * 0.15, s * 0.56, s * 0.3, colours.red)
      );
    case 'mic':
      return (
        rect(x - s * 0.12, y - s * 0.2, s * 0.24, s * 0.9, colours.slate) +
        circle(x, y - s * 0.35, s * 0.28, '#111827')
      );
    case 'pipette':
      return (
        rect(x - s * 0.08, y - s * 1.4, s * 0.16, s * 1.6, '#e0f2fe') +
        rect(x - s * 0.14, y - s * 1.55, s * 0.28, s * 0.35, colours.primary600)
      );
    case 'trophy':
      return (
        path(
          `M${x - s * 0.7} ${y - s * 1.6}H${x + s * 0.7}Q${x + s * 0.7} ${y - s * 0.6} ${x} ${y - s * 0.5}Q${x - s * 0.7} ${y - s * 0.6} ${x - s * 0.7} ${y - s * 1.6}Z`,
          colours.accent400,
        ) +
        rect(x - s * 0.12, y - s * 0.55, s * 0.24, s * 0.5, colours.accent500) +
        rect(x - s * 0.45, y - s * 0.1, s * 0.9, s * 0.25, colours.accent500)
      );
    default:
      return '';
  }
}

/** A standing person, frontal, faceless: `x` is the centre, `y` the feet, `h` the height. */
export function person(x: number, y: number, h: number, style: PersonStyle): string {
  const r = h * 0.078;
  const headY = y - h + r;
  const sh = headY + r + h * 0.035;
  const hip = y - h * 0.47;
  const sw = h * 0.125;
  const hw = h * 0.1;
  const top = style.graduate ? colours.primary900 : style.coat ? '#ffffff' : style.top;
  const arm = h * 0.058;
  const parts: string[] = [ellipse(x, y, h * 0.16, h * 0.025, '#000000', 'opacity="0.12"')];
  const legW = h * 0.07;
  const bottom = style.bottom ?? colours.primary900;
  // Legs (trousers or skin below a long garment) and shoes.
  if (style.long || style.graduate) {
    parts.push(
      rect(x - hw * 0.6, y - h * 0.1, legW, h * 0.1, style.skin),
      rect(x + hw * 0.6 - legW, y - h * 0.1, legW, h * 0.1, style.skin),
    );
  } else {
    parts.push(
      rect(x - hw, hip - 2, legW, y - hip, bottom),
      rect(x + hw - legW, hip - 2, legW, y - hip, bottom),
    );
  }
  parts.push(
    ellipse(x - hw + legW / 2 - 2, y - 3, legW * 0.75, h * 0.022, '#1f2937'),
    ellipse(x + hw - legW / 2 + 2, y - 3, legW * 0.75, h * 0.022, '#1f2937'),
  );
  // Arms behind the body when lowered.
  const shoulderL: [number, number] = [x - sw + arm * 0.5, sh + arm * 0.5];
  const shoulderR: [number, number] = [x + sw - arm * 0.5, sh + arm * 0.5];
  const pose = style.arms ?? (style.holding ? 'hold' : 'down');
  const hands: [number, number][] = [];
  const handFor = (side: -1 | 1, kind: Arms): [number, number] => {
    const [sx, sy] = side < 0 ? shoulderL : shoulderR;
    switch (kind) {
      case 'up':
        return [sx + side * h * 0.1, sy - h * 0.3];
      case 'forward':
      case 'hold':
        return [x + side * h * 0.04, sh + h * 0.2];
      case 'hips':
        return [x + side * (hw + h * 0.07), hip - h * 0.02];
      default:
        return [sx + side * h * 0.05, hip + h * 0.04];
    }
  };
  const leftKind: Arms = pose === 'wave' ? 'down' : pose;
  const rightKind: Arms = pose === 'wave' ? 'up' : pose;
  const drawArm = (side: -1 | 1, kind: Arms) => {
    const [sx, sy] = side < 0 ? shoulderL : shoulderR;
    const [hx, hy] = handFor(side, kind);
    hands.push([hx, hy]);
    if (kind === 'hips') {
      const ex = x + side * (sw + h * 0.07);
      const ey = (sy + hy) / 2;
      return line(sx, sy, ex, ey, top, arm) + line(ex, ey, hx, hy, top, arm);
    }
    if (kind === 'forward' || kind === 'hold') {
      const ex = sx + side * h * 0.03;
      const ey = sy + h * 0.17;
      return line(sx, sy, ex, ey, top, arm) + line(ex, ey, hx, hy, top, arm);
    }
    return line(sx, sy, hx, hy, top, arm);
  };
  const armsSvg = drawArm(-1, leftKind) + drawArm(1, rightKind);
  // Body: torso, or a long garment flaring to the ankles.
  const end = style.long || style.graduate ? y - h * 0.1 : hip + h * 0.02;
  const flare = style.long || style.graduate ? h * 0.05 : 0;
  const body = path(
    `M${x - sw} ${sh + r * 0.6}Q${x - sw} ${sh} ${x - sw + r * 0.6} ${sh}H${x + sw - r * 0.6}Q${x + sw} ${sh} ${x + sw} ${sh + r * 0.6}L${x + hw + flare} ${end}H${x - hw - flare}Z`,
    top,
  );
  const neck = rect(x - r * 0.35, headY + r * 0.6, r * 0.7, r * 0.8, shade(style.skin, -0.1));
  parts.push(neck);
  if (pose === 'down' || pose === 'hips') parts.push(body, armsSvg);
  else parts.push(body, armsSvg);
  if (style.coat)
    parts.push(
      rect(x - 2, sh + 4, 4, end - sh - 6, '#e5e7eb'),
      rect(x - sw * 0.55, sh + 2, sw * 0.35, h * 0.1, style.top),
    );
  if (style.graduate)
    parts.push(
      rect(x - sw * 0.62, sh, sw * 0.3, h * 0.36, colours.accent400),
      rect(x + sw * 0.32, sh, sw * 0.3, h * 0.36, colours.accent400),
    );
  if (style.long && !style.graduate && !style.coat)
    parts.push(
      path(
        `M${x - sw * 0.45} ${sh}Q${x} ${sh + h * 0.12} ${x + sw * 0.45} ${sh}`,
        'none',
        `stroke="${colours.accent300}" stroke-width="${n(h * 0.018)}"`,
      ),
    );
  for (const [hx, hy] of hands) parts.push(circle(hx, hy, arm * 0.62, style.skin));
  if (style.holding) {
    const [hx, hy] = hands[1] ?? [x, sh + h * 0.2];
    parts.push(held(style.holding, style.holding === 'mic' ? hx : (x + hx) / 2 - h * 0.02, hy, h * 0.07));
  }
  parts.push(head(x, headY, r, style));
  return parts.join('');
}

/**
 * A person seen above a table or a row: head, shoulders and arms resting forward. `y` is where
 * the body is cut (the table top), `h` the height shown.
 */
export function bust(x: number, y: number, h: number, style: PersonStyle, writing = false): string {
  const r = h * 0.2;
  const headY = y - h + r;
  const sh = headY + r + h * 0.06;
  const sw = h * 0.34;
  const top = style.graduate ? colours.primary900 : style.coat ? '#ffffff' : style.top;
  const parts = [
    rect(x - r * 0.35, headY + r * 0.6, r * 0.7, r * 0.8, shade(style.skin, -0.1)),
    path(
      `M${x - sw} ${y}V${sh + r * 0.7}Q${x - sw} ${sh} ${x - sw + r * 0.8} ${sh}H${x + sw - r * 0.8}Q${x + sw} ${sh} ${x + sw} ${sh + r * 0.7}V${y}Z`,
      top,
    ),
  ];
  if (style.long && !style.coat)
    parts.push(
      path(
        `M${x - sw * 0.45} ${sh}Q${x} ${sh + h * 0.25} ${x + sw * 0.45} ${sh}`,
        'none',
        `stroke="${colours.accent300}" stroke-width="${n(h * 0.035)}"`,
      ),
    );
  if (writing)
    parts.push(
      line(x + sw * 0.8, sh + r * 0.8, x + sw * 0.3, y - 4, top, h * 0.13),
      circle(x + sw * 0.3, y - 6, h * 0.06, style.skin),
    );
  parts.push(head(x, headY, r, style));
  return parts.join('');
}

/** A person seen from behind, above a bench: the back of the head and the shoulders. */
export function back(x: number, y: number, h: number, style: PersonStyle): string {
  const r = h * 0.22;
  const headY = y - h + r;
  const sh = headY + r * 0.9;
  const sw = h * 0.36;
  const hair = style.hair ?? 'short';
  const cover =
    hair === 'veil' || hair === 'wrap'
      ? (style.wrap ?? colours.accent500)
      : hair === 'bald'
        ? style.skin
        : hairColour;
  const parts = [
    path(
      `M${x - sw} ${y}V${sh + r * 0.6}Q${x - sw} ${sh} ${x - sw + r} ${sh}H${x + sw - r}Q${x + sw} ${sh} ${x + sw} ${sh + r * 0.6}V${y}Z`,
      style.graduate ? colours.primary900 : style.top,
    ),
  ];
  if (hair === 'veil')
    parts.push(
      path(
        `M${x - r * 1.3} ${sh + r}Q${x - r * 1.4} ${headY - r * 1.3} ${x} ${headY - r * 1.2}Q${x + r * 1.4} ${headY - r * 1.3} ${x + r * 1.3} ${sh + r}Z`,
        cover,
      ),
    );
  parts.push(circle(x, headY, r * (hair === 'afro' ? 1.25 : 1), cover));
  if (hair === 'short' || hair === 'braids')
    parts.push(rect(x - r * 0.35, headY + r * 0.75, r * 0.7, r * 0.35, style.skin));
  if (hair === 'bun') parts.push(circle(x, headY - r * 0.9, r * 0.45, hairColour));
  if (style.graduate)
    parts.push(
      poly(
        [
          [x - r * 1.6, headY - r * 0.7],
          [x, headY - r * 1.3],
          [x + r * 1.6, headY - r * 0.7],
          [x, headY - r * 0.1],
        ],
        colours.primary900,
      ),
    );
  return parts.join('');
}
