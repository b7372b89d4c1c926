import { readFileSync, writeFileSync } from 'node:fs';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';
import React from 'react';
const font = readFileSync('/work/wt/brochure-ar/assets/fonts/NotoNaskhArabic-Bold.ttf');
const h = React.createElement;
const res = new ImageResponse(
  h('div', { style: { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#172c62', color: '#fff', fontSize: 72, padding: 60, direction: 'rtl' } },
    h('div', { style: { display: 'flex' } }, 'هندسة البرمجيات'),
    h('div', { style: { display: 'flex', fontSize: 40 } }, 'جامعة الأفق بانجمينا · L-AGE 2027')),
  { width: 1200, height: 630, fonts: [{ name: 'Noto Naskh Arabic', data: font, weight: 700 }] },
);
writeFileSync('/tmp/og-ar.png', Buffer.from(await res.arrayBuffer()));
