import { readFileSync, writeFileSync } from 'node:fs';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';
import React from 'react';
const f = (s) => readFileSync(`node_modules/@fontsource/cairo/files/cairo-${s}-700-normal.woff`);
const h = React.createElement;
const res = new ImageResponse(
  h('div', { style: { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#172c62', color: '#fff', fontSize: 60, padding: 60, fontFamily: '"Cairo Arabic", "Cairo Latin"' } },
    h('div', { style: { display: 'flex', justifyContent: 'flex-end', textAlign: 'right' } }, 'الليسانس (Bac +3) · العلوم القانونية'),
    h('div', { style: { display: 'flex', justifyContent: 'flex-end', textAlign: 'right', fontSize: 76, lineHeight: 1.4 } }, 'هندسة البرمجيات والأنظمة المعلوماتية الحديثة في خدمة التنمية'),
    h('div', { style: { display: 'flex', flexDirection: 'row-reverse', gap: 24, fontSize: 32 } }, h('div', null, 'UHN'), h('div', null, 'جامعة الأفق بانجمينا'))),
  { width: 1200, height: 630, fonts: [{ name: 'Cairo Arabic', data: f('arabic'), weight: 700 }, { name: 'Cairo Latin', data: f('latin'), weight: 700 }] },
);
writeFileSync('/tmp/og-ar.png', Buffer.from(await res.arrayBuffer()));
