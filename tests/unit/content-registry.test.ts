import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDepartments, getDepartment } from '@/content/departments';
import { allGalleryItems, galleryCategories, galleryItemsIn } from '@/content/gallery';
import { allHeroSlides } from '@/content/hero';
import { allLeaders } from '@/content/leadership';
import { allNewsArticles, latestNews, newsCategoryLabels, relatedNews } from '@/content/news';
import {
  admissionOptions,
  allProgrammes,
  catalogueProgrammes,
  getProgramme,
  openMasters,
  programmesOfType,
} from '@/content/programmes';
import { allTeamMembers } from '@/content/team';
import { allValues } from '@/content/values';
import * as institution from '@/content/institution';
import { programmeTypes } from '@/content/types';
import { locales } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { everyContent, localizedPairs, strings } from '../support/site-texts';

const publicFile = (src: string) => existsSync(path.join(process.cwd(), 'public', src));

describe('programme registry', () => {
  const programmes = allProgrammes();

  it('has unique slugs and catalogue codes', () => {
    const slugs = programmes.map((p) => p.slug);
    const codes = programmes.map((p) => p.code);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(codes).size).toBe(codes.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('offers 18 licences and 4 masters on the admission form, each with a detail entry', () => {
    expect(admissionOptions('licence')).toHaveLength(18);
    expect(admissionOptions('master')).toHaveLength(4);
    for (const type of programmeTypes) {
      for (const option of admissionOptions(type)) expect(getProgramme(type, option.slug)).toBe(option);
    }
  });

  it('has at least 15 licence and 14 master detail entries', () => {
    expect(programmesOfType('licence').length).toBeGreaterThanOrEqual(15);
    expect(programmesOfType('master')).toHaveLength(14);
  });

  it('keeps the licence slugs the spec names, with their accreditation', () => {
    const expected: Record<string, boolean> = {
      'gestion-organisation-entreprises': true,
      'transport-transit-logistique': true,
      'informatique-gestion': false,
      'communication-entreprise': true,
      'sciences-pharmaceutiques': false,
      'sciences-infirmieres': false,
      'sciences-biomedicales': false,
      'sciences-gyneco-obstetricales': false,
    };
    for (const [slug, accredited] of Object.entries(expected)) {
      expect(getProgramme('licence', slug)?.accredited, slug).toBe(accredited);
    }
    expect(getProgramme('licence', 'communication-entreprise')?.department).toBe('sciences-communication');
    expect(getProgramme('licence', 'sciences-pharmaceutiques')?.department).toBe('sante');
    expect(getProgramme('licence', 'gestion-organisation-entreprises')?.department).toBe('sciences-gestion');
  });

  it('lists the 4 spec masters as the open group, and no master claims accreditation', () => {
    expect(openMasters().map((p) => p.slug)).toEqual([
      'audit-controle-gestion',
      'comptabilite-finance-master',
      'management-ressources-humaines',
      'management-ong',
    ]);
    for (const master of programmesOfType('master')) expect(master.accredited).toBe(false);
  });

  it('has a catalogue of 15 entries, 13 of them accredited', () => {
    const catalogue = catalogueProgrammes();
    expect(catalogue).toHaveLength(15);
    expect(catalogue.filter((p) => p.accredited)).toHaveLength(13);
  });

  it('follows the programme counts for every programme', () => {
    for (const p of programmes) {
      if (p.type === 'licence') {
        expect([p.objectives.length, p.careers.length, p.curriculum.length], p.slug).toEqual([4, 5, 3]);
        for (const year of p.curriculum) expect(year).toHaveLength(4);
      } else {
        expect([p.objectives.length, p.careers.length, p.curriculum.length], p.slug).toEqual([7, 7, 2]);
        for (const year of p.curriculum) expect(year).toHaveLength(5);
        expect(p.curriculum[1][4].fr.toLowerCase(), p.slug).toMatch(/mémoire/);
      }
      expect(p.description.fr.length, p.slug).toBeLessThanOrEqual(200);
    }
  });

  it('never repeats a programme text in another programme', () => {
    const seen = new Map<string, string>();
    for (const p of programmes) {
      for (const text of [
        p.about.fr,
        p.about.en,
        p.description.fr,
        p.description.en,
        ...p.objectives.map((o) => o.fr),
      ]) {
        expect(seen.get(text), `${p.slug} repeats ${seen.get(text)}`).toBeUndefined();
        seen.set(text, p.slug);
      }
    }
  });

  it('gives each licence careers and courses of its own: none shares a career, nor more than two courses', () => {
    const licences = programmesOfType('licence');
    for (const [index, a] of licences.entries()) {
      for (const b of licences.slice(index + 1)) {
        const courses = new Set(a.curriculum.flat().map((c) => c.fr));
        const careers = new Set(a.careers.map((c) => c.fr));
        const pair = `${a.slug} / ${b.slug}`;
        expect(b.curriculum.flat().filter((c) => courses.has(c.fr)).length, pair).toBeLessThanOrEqual(2);
        expect(
          b.careers.filter((c) => careers.has(c.fr)),
          pair,
        ).toEqual([]);
      }
    }
  });

  it('writes every job title in one style: a gendered title gives its feminine, « Chargé(e) »', () => {
    for (const p of programmes) {
      for (const career of p.careers) {
        const [first = ''] = career.fr.split(/[\s(]/);
        if (/(?:eur|é|ant|ent|ien|ier|ef)$/.test(first)) expect(career.fr, p.slug).toMatch(/^[^\s(]+\(/);
      }
    }
  });

  it('refers only to existing departments and images', () => {
    for (const p of programmes) {
      expect(() => getDepartment(p.department)).not.toThrow();
      expect(publicFile(p.image), p.image).toBe(true);
    }
  });
});

describe('departments', () => {
  it('are 8, each with a name, a colour and at least one programme', () => {
    const departments = allDepartments();
    expect(departments).toHaveLength(8);
    expect(new Set(departments.map((d) => d.id)).size).toBe(8);
    for (const d of departments) {
      expect(d.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(
        allProgrammes().some((p) => p.department === d.id),
        d.id,
      ).toBe(true);
    }
  });
});

describe('news', () => {
  const news = allNewsArticles();

  it('has 6 articles with unique ids, valid dates and existing images', () => {
    expect(news).toHaveLength(6);
    expect(new Set(news.map((a) => a.id)).size).toBe(6);
    for (const article of news) {
      expect(Number.isNaN(Date.parse(article.date)), article.id).toBe(false);
      expect(article.category in newsCategoryLabels).toBe(true);
      expect(publicFile(article.image), article.image).toBe(true);
    }
  });

  it('uses the six categories of the spec, with their French labels', () => {
    expect(Object.values(newsCategoryLabels).map((l) => l.fr)).toEqual([
      'Formation',
      'Distinction',
      'Vie étudiante',
      'Partenariat',
      'Événement',
      'Accréditation',
    ]);
  });

  it('has paragraphs, bullet lists and numbered lists', () => {
    const kinds = new Set(news.flatMap((a) => a.body.map((b) => b.kind)));
    expect([...kinds].sort()).toEqual(['bullets', 'numbered', 'paragraph']);
  });

  it('teases the 3 latest articles and relates at most 3 of the same category', () => {
    const latest = latestNews(3);
    expect(latest).toHaveLength(3);
    expect([...latest].map((a) => a.date)).toEqual(
      [...latest]
        .map((a) => a.date)
        .sort()
        .reverse(),
    );
    // Each category holds one article: related articles come from shared programmes and tags.
    for (const article of news) {
      const related = relatedNews(article);
      expect(related, article.id).toHaveLength(3);
      for (const other of related) expect(other.id).not.toBe(article.id);
    }
  });
});

describe('people, values, gallery and hero', () => {
  it('has 14 team members, some without a photo, photos existing', () => {
    const team = allTeamMembers();
    expect(team).toHaveLength(14);
    expect(new Set(team.map((m) => m.id)).size).toBe(14);
    expect(team.some((m) => !m.photo)).toBe(true);
    for (const m of team) if (m.photo) expect(publicFile(m.photo), m.photo).toBe(true);
  });

  it('has a founder and a rector', () => {
    expect(
      allLeaders()
        .map((l) => l.id)
        .sort(),
    ).toEqual(['founder', 'rector']);
    for (const l of allLeaders()) expect(publicFile(l.photo), l.photo).toBe(true);
  });

  it('has the six values of the spec, in order', () => {
    expect(allValues().map((v) => v.name.fr)).toEqual([
      'Excellence',
      'Intégrité',
      'Innovation',
      'Responsabilité',
      'Respect',
      'Collaboration',
    ]);
  });

  it('has gallery items in each of the four categories, images existing', () => {
    for (const category of galleryCategories)
      expect(galleryItemsIn(category).length, category).toBeGreaterThan(0);
    const ids = allGalleryItems().map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of allGalleryItems()) expect(publicFile(item.src), item.src).toBe(true);
  });

  it('has 9 hero slides, images existing', () => {
    expect(allHeroSlides()).toHaveLength(9);
    for (const slide of allHeroSlides()) expect(publicFile(slide.image), slide.image).toBe(true);
  });

  it('states the institutional counts of the spec', () => {
    expect(institution.objectives).toHaveLength(5);
    expect(institution.benefits).toHaveLength(4);
    expect(institution.structuralUnits).toHaveLength(4);
    expect(institution.admissionSteps).toHaveLength(3);
    expect(institution.joinSteps).toHaveLength(3);
  });
});

describe('translations', () => {
  it('has every text in each language, non-empty, distinct where long, Arabic in Arabic script', () => {
    const texts = localizedPairs(everyContent);
    expect(texts.length).toBeGreaterThan(500);
    for (const { at, ...byLocale } of texts) {
      for (const locale of locales) {
        const value = byLocale[locale];
        for (const t of Array.isArray(value) ? value : [value])
          expect(typeof t === 'string' && t.trim().length > 0, `${at}.${locale}`).toBe(true);
      }
      const { fr, en, ar } = byLocale;
      if (typeof fr === 'string' && fr.length > 40) {
        expect(en, `${at} is not translated into English`).not.toBe(fr);
        expect(ar, `${at} is not translated into Arabic`).toMatch(/[\u0600-\u06ff]/);
      }
    }
    expect(locales).toEqual(['fr', 'en', 'ar']);
  });

  it('uses straight apostrophes and no placeholder text, in content and messages alike', () => {
    // The house style (docs/content.md): straight apostrophes everywhere, as the spec's own strings.
    for (const { at, text } of [...strings(everyContent), ...strings(catalogues)]) {
      expect(text, at).not.toMatch(/lorem|ipsum|TODO|TBD|[\u2019\u2018\u02bc]/i);
      expect(text, at).toBe(text.trim());
    }
  });
});
