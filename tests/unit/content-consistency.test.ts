import { describe, expect, it } from 'vitest';
import { allDepartments } from '@/content/departments';
import { history, admissionSteps, joinSteps } from '@/content/institution';
import { intake } from '@/content/intake';
import { allNewsArticles, authorName, authorType, relatedNews } from '@/content/news';
import { allProgrammes, getProgramme } from '@/content/programmes';
import { allTeamMembers } from '@/content/team';
import { locales } from '@/i18n/locales';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';

/* One fact, one wording: what a page says agrees with what another page says about the same thing. */

describe('departments', () => {
  it('are named on /team as on the programme pages', () => {
    const names = allDepartments().map((d) => d.name);
    for (const member of allTeamMembers()) {
      if (!/département|department/i.test(member.position.fr + member.position.en)) continue;
      expect(
        names.some((name) => member.position.fr.includes(name.fr) && member.position.en.includes(name.en)),
        member.position.fr,
      ).toBe(true);
    }
  });
});

describe('news', () => {
  const articles = allNewsArticles();

  it('name only programmes that exist, by their titles, in each language', () => {
    const prize = articles.find((a) => a.id === 'prix-concours-plans-affaires')!;
    expect(prize.programmes?.length).toBeGreaterThan(0);
    for (const slug of prize.programmes ?? []) {
      const programme = allProgrammes().find((p) => p.slug === slug);
      expect(programme, slug).toBeDefined();
      for (const locale of locales) {
        const text = JSON.stringify(
          prize.body.map((b) => ('items' in b ? b.items.map((i) => i[locale]) : b.text[locale])),
        );
        expect(text).toContain(programme!.title[locale]);
      }
    }
    const body = JSON.stringify(prize.body);
    expect(body).not.toMatch(/master en sciences économiques|licence en sciences techniques/);
    expect(getProgramme('master', 'management-ong')).toBeDefined();
  });

  it('are signed by an office as an Organization named in the reader’s language, by a person as a Person', () => {
    const offices = articles.filter((a) => a.author.kind === 'organization');
    expect(offices.length).toBeGreaterThan(0);
    for (const article of offices) {
      expect(authorType(article.author)).toBe('Organization');
      expect(authorName(article.author, 'en')).not.toBe(authorName(article.author, 'fr'));
      expect(authorName(article.author, 'en')).not.toMatch(/Service|Direction des/);
      const ld = newsArticleJsonLd('en', article) as { author: { '@type': string; name: string } };
      expect(ld.author).toEqual({ '@type': 'Organization', name: authorName(article.author, 'en') });
    }
    for (const article of articles.filter((a) => a.author.kind === 'person'))
      expect(authorType(article.author)).toBe('Person');
  });

  it('each show three related articles, though no two share a category', () => {
    expect(new Set(articles.map((a) => a.category)).size).toBe(articles.length);
    for (const article of articles) expect(relatedNews(article), article.id).toHaveLength(3);
  });
});

describe('the University about itself', () => {
  it('states what it is, without reporting what it is said to be', () => {
    for (const paragraph of history) {
      expect(paragraph.fr).not.toMatch(/présentée comme|serait|dit-on/);
      expect(paragraph.en).not.toMatch(/presented as|is said to be|reportedly/i);
    }
  });

  it('tells one admission story: the home page promises no interview to everyone', () => {
    const steps = [...joinSteps, ...admissionSteps];
    for (const step of steps) {
      expect(step.title.fr).not.toMatch(/entretien/i);
      expect(step.title.en).not.toMatch(/interview/i);
    }
    // Where an interview is mentioned, it is for master's applicants only, as the calendar says.
    for (const step of steps.filter((s) => /entretien/.test(s.text.fr))) {
      expect(step.text.fr).toMatch(/en Master/);
      expect(step.text.en).toMatch(/master's/);
    }
    const committee = intake.calendar.find((e) => e.kind === 'committee')!;
    expect(committee.description.fr).toMatch(/candidats en Master peuvent être invités à un entretien/);
  });
});
