import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { getDepartment } from '@/content/departments';
import { allNewsArticles, newsCategoryLabels } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { site } from '@/content/site';
import { directionOf, isLocale, locales, type Locale } from '@/i18n/locales';
import { formatNumericDate } from '@/i18n/format';
import { levelKey } from '@/lib/programmes/labels';
import { ogImageFile, type OgKind } from '@/lib/seo/og-images';
import { rightToLeftLines } from '@/lib/seo/og-rtl-lines';
import { ogImageSize } from '@/lib/seo/metadata';

/**
 * The share image (Open Graph, Twitter) of every programme and article in each language, at
 * /og/{programmes|news}/{id}.png and /en/og/…: a 1200×630 PNG drawn at build time and served as
 * a static file, so a shared link shows the page's own title.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => [
    ...allProgrammes().map((p) => ({ locale, kind: 'programmes', file: ogImageFile(p.slug) })),
    ...allNewsArticles().map((a) => ({ locale, kind: 'news', file: ogImageFile(a.id) })),
  ]);
}

interface Card {
  eyebrow: string;
  title: string;
  accent: string;
}

async function cardOf(locale: Locale, kind: string, file: string): Promise<Card | undefined> {
  if (kind === ('programmes' satisfies OgKind)) {
    const programme = allProgrammes().find((p) => ogImageFile(p.slug) === file);
    if (!programme) return undefined;
    const t = await getTranslations({ locale, namespace: 'Programme' });
    const department = getDepartment(programme.department);
    return {
      eyebrow: `${t(levelKey(programme.type))} · ${department.name[locale]}`,
      title: programme.title[locale],
      accent: department.colour,
    };
  }
  if (kind === ('news' satisfies OgKind)) {
    const article = allNewsArticles().find((a) => ogImageFile(a.id) === file);
    if (!article) return undefined;
    return {
      eyebrow: `${newsCategoryLabels[article.category][locale]} · ${formatNumericDate(article.date)}`,
      title: article.title[locale],
      accent: '#f59e0b',
    };
  }
  return undefined;
}

/**
 * The face of cards written right to left: Cairo (SIL Open Font License, @fontsource/cairo), whose Arabic
 * the card renderer can shape; the default face has no Arabic, and Noto Naskh's contextual forms
 * are beyond it. Its Latin subset draws the short name and codes in the same face.
 */
async function rightToLeftFonts() {
  const file = (subset: string) =>
    readFile(
      path.join(
        process.cwd(),
        'node_modules',
        '@fontsource',
        'cairo',
        'files',
        `cairo-${subset}-700-normal.woff`,
      ),
    );
  const [arabic, latin] = await Promise.all([file('arabic'), file('latin')]);
  return [
    // Two names: faces of one name and weight would shadow each other.
    { name: 'Cairo Arabic', data: arabic, weight: 700 as const, style: 'normal' as const },
    { name: 'Cairo Latin', data: latin, weight: 700 as const, style: 'normal' as const },
  ];
}

/** A text on the card: as it is left to right, cut into lines drawn from the right otherwise. */
function CardText({ text, rtl, width }: { text: string; rtl: boolean; width: number }) {
  if (!rtl) return <>{text}</>;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      {rightToLeftLines(text, width).map((line, index) => (
        <div key={index} style={{ display: 'flex', flexDirection: 'row-reverse', gap: '0.3em' }}>
          {line.map((piece, at) => (
            <span key={at}>{piece}</span>
          ))}
        </div>
      ))}
    </div>
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; kind: string; file: string }> },
) {
  const { locale, kind, file } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const card = await cardOf(locale, kind, file);
  if (!card) return new Response(null, { status: 404 });
  // A card written right to left is mirrored: the accent on the right, every line from the right edge.
  const rtl = directionOf(locale) === 'rtl';
  const line = {
    display: 'flex',
    justifyContent: rtl ? 'flex-end' : 'flex-start',
    textAlign: rtl ? 'right' : 'left',
  } as const;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#172c62',
        color: '#ffffff',
        ...(rtl
          ? { borderRight: `24px solid ${card.accent}`, fontFamily: '"Cairo Arabic", "Cairo Latin"' }
          : { borderLeft: `24px solid ${card.accent}` }),
      }}
    >
      <div style={{ ...line, fontSize: 32, color: '#dbe6fe' }}>
        <CardText text={card.eyebrow} rtl={rtl} width={60} />
      </div>
      <div style={{ ...line, fontSize: card.title.length > 60 ? 60 : 76, lineHeight: rtl ? 1.4 : 1.1 }}>
        <CardText text={card.title} rtl={rtl} width={card.title.length > 60 ? 32 : 26} />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 24,
          fontSize: 32,
        }}
      >
        <div
          style={{
            display: 'flex',
            padding: '8px 20px',
            borderRadius: 12,
            background: '#ffffff',
            color: '#172c62',
          }}
        >
          {site.shortNames[locale]}
        </div>
        <div style={{ display: 'flex' }}>
          <CardText text={site.names[locale]} rtl={rtl} width={60} />
        </div>
      </div>
    </div>,
    { ...ogImageSize, ...(rtl ? { fonts: await rightToLeftFonts() } : {}) },
  );
}
