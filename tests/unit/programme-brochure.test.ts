import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { allProgrammes, getProgramme } from '@/content/programmes';
import { applicationWindows } from '@/content/calendar';
import { feeTierOf } from '@/content/fees';
import { site } from '@/content/site';
import { formatDay, formatFcfa } from '@/i18n/format';
import { directionOf, locales } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { brochureContent, brochureFileName, type BrochureBlock } from '@/lib/programmes/brochure';
import { renderBrochurePdf, toWinAnsi, wrapText } from '@/lib/programmes/brochure-pdf';
import { brochureHolds as holds } from '../support/brochure-text';

const urls = { page: 'https://u.example/licences/x', apply: 'https://u.example/admissions?program=x' };

function texts(blocks: readonly BrochureBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.kind === 'facts'
      ? b.rows.flatMap((r) => [r.label, r.value])
      : b.kind === 'bullets'
        ? b.items
        : [b.text],
  );
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('brochure text', () => {
  it('says everything the detail page says, with the contact details', () => {
    const programme = getProgramme('licence', 'gestion-organisation-entreprises')!;
    const all = texts(brochureContent(programme, 'fr', urls).blocks);
    expect(all).toContain('Gestion et organisation des entreprises');
    expect(all).toContain('Licence (Bac +3)');
    expect(all).toContain('Sciences de gestion');
    expect(all).toContain('Programme accrédité par le CAMES');
    expect(all).toContain('Licence, mention Management des organisations');
    expect(all).toContain('À propos de la formation');
    expect(all).toContain(programme.about.fr);
    expect(all).toContain("À l'issue de cette formation, vous serez capable de :");
    for (const objective of programme.objectives) expect(all).toContain(objective.fr);
    for (const career of programme.careers) expect(all).toContain(career.fr);
    expect(all).toEqual(expect.arrayContaining(['Première année (Bac+1)', 'Troisième année (Bac+3)']));
    for (const course of programme.curriculum.flat()) expect(all).toContain(course.fr);
    expect(all).toEqual(expect.arrayContaining([site.phone, site.email, urls.page, urls.apply]));
  });

  it('states a master level, and no accreditation row as on the page, in English too', () => {
    const programme = getProgramme('master', 'management-ong')!;
    const all = texts(brochureContent(programme, 'en', urls).blocks);
    expect(all).toContain('NGO Management');
    expect(all).toContain("Master's");
    expect(all.join(' ')).not.toMatch(/accredit/i);
    expect(all).toEqual(expect.arrayContaining(['First year', 'Second year']));
    expect(all).not.toContain('Troisième année (Bac+3)');
  });
});

describe('brochure PDF', () => {
  it('keeps French characters the standard fonts can encode and replaces the others', () => {
    const supported = new Set([...'abc’œ«» :'].map((c) => c.codePointAt(0)!).concat(0xa0));
    expect(toWinAnsi('a’œ«\u00a0»', supported)).toBe('a’œ«\u00a0»');
    expect(toWinAnsi('a\u202f:', supported)).toBe('a\u00a0:');
    expect(toWinAnsi('ā', supported)).toBe('a');
    expect(toWinAnsi('中', supported)).toBe('?');
  });

  it('wraps at spaces and cuts only words longer than a line', () => {
    const mono = { widthOfTextAtSize: (text: string, size: number) => text.length * size };
    expect(wrapText('un deux trois', mono, 1, 8)).toEqual(['un deux', 'trois']);
    expect(wrapText('capable de\u00a0:', mono, 1, 11)).toEqual(['capable', 'de\u00a0:']);
    expect(wrapText('voir https://u.example/a?b=c', mono, 1, 10)).toEqual([
      'voir',
      'https://u.',
      'example/a?',
      'b=c',
    ]);
  });

  // 34 programmes × 3 languages, the Arabic ones shaped glyph by glyph: a bound, not a timing.
  it('renders every programme in every locale to a valid PDF holding its title', async () => {
    for (const programme of allProgrammes()) {
      for (const locale of locales) {
        const bytes = await renderBrochurePdf(brochureContent(programme, locale, urls), {
          direction: directionOf(locale),
        });
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        const { text, totalPages } = await extractText(pdf, { mergePages: true });
        expect(totalPages, programme.slug).toBeGreaterThanOrEqual(2);
        expect(holds(text, programme.title[locale], locale), `${programme.slug} ${locale}`).toBe(true);
        expect(holds(text, programme.careers[0][locale], locale), `${programme.slug} ${locale}`).toBe(true);
      }
    }
  }, 180_000);

  it('carries the programme’s fees and the intake’s rounds, or says a closed programme admits no one', async () => {
    const windows = applicationWindows('licence');
    for (const [type, slug] of [
      ['licence', 'sciences-pharmaceutiques'],
      ['master', 'management-ong'],
      ['licence', 'sciences-economiques'],
    ] as const) {
      const programme = getProgramme(type, slug)!;
      const tier = feeTierOf(programme);
      for (const locale of locales) {
        const bytes = await renderBrochurePdf(brochureContent(programme, locale, urls), {
          direction: directionOf(locale),
        });
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
          mergePages: true,
        });
        // The PDF's fonts write the narrow no-break space of French amounts as a plain one.
        const plain = squash(text.replace(/[\u00a0\u202f]/g, ' '));
        const amount = (value: number) =>
          squash(
            formatFcfa(value, locale)
              .replace(/[\u2066-\u2069]/g, '')
              .replace(/[\u00a0\u202f]/g, ' '),
          );
        expect(holds(plain, amount(tier.tuition), locale), slug).toBe(true);
        expect(holds(plain, amount(tier.registration), locale), slug).toBe(true);
        for (const window of windows) {
          const day = (iso: typeof window.opens) =>
            squash(formatDay(iso, locale).replace(/[\u00a0\u202f]/g, ' '));
          if (programme.applicationsOpen) {
            expect(holds(plain, day(window.opens), locale), slug).toBe(true);
            expect(holds(plain, day(window.closes), locale), slug).toBe(true);
          } else {
            expect(holds(plain, day(window.closes), locale), slug).toBe(false);
          }
        }
        if (!programme.applicationsOpen) {
          // The sentence the page shows, up to its year (the year range reads back in drawn order).
          const notOpen = catalogues[locale].Intake.notOpen.split('{year}')[0]!;
          expect(holds(plain, notOpen, locale), `${slug} ${locale}`).toBe(true);
        }
      }
    }
  });

  it('names the download after the programme and the language', () => {
    expect(brochureFileName({ slug: 'genie-logiciel' }, 'en')).toBe('brochure-genie-logiciel-en.pdf');
  });
});
