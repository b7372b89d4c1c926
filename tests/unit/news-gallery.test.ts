import { describe, expect, it } from 'vitest';
import { shareLinks } from '@/components/news/share-links';
import { allFaqTopics } from '@/lib/intake/faq';
import type { InfoBlock } from '@/content/info-types';
import { accessibilityStatement, legalNotice, privacyPolicy, studentArea } from '@/content/legal';
import { allNewsArticles, relatedAmong } from '@/content/news';
import type { Localized, NewsArticle } from '@/content/types';
import { formatNumericDate } from '@/i18n/format';
import { catalogues } from '@/messages';

const fr = catalogues.fr;

describe('news, gallery and information strings', () => {
  it('quote the product texts word for word in French', () => {
    expect(fr.NewsNotFound.title).toBe('Article introuvable');
    expect(fr.NewsNotFound.text).toBe("L'article que vous recherchez n'existe pas ou a été déplacé.");
    expect(fr.NewsList.readMore).toBe('Lire la suite');
    expect(Object.keys(fr.Gallery.categories)).toEqual([
      'campus',
      'ceremonies',
      'student-life',
      'conferences',
    ]);
  });
});

describe('news ids', () => {
  it('never take the address unknown ids are rewritten to', () => {
    expect(allNewsArticles().map((a) => a.id)).not.toContain('unknown');
  });
});

describe('formatNumericDate', () => {
  it('writes ISO days as dd/mm/yyyy', () => {
    expect(formatNumericDate('2026-11-05')).toBe('05/11/2026');
    expect(formatNumericDate('2025-01-31')).toBe('31/01/2025');
  });
});

describe('relatedAmong', () => {
  const base = allNewsArticles()[0]!;
  const make = (
    id: string,
    date: NewsArticle['date'],
    category: NewsArticle['category'],
    more: Partial<NewsArticle> = {},
  ): NewsArticle => ({ ...base, id, date, category, programmes: [], tags: [], ...more });
  const pool = [
    make('a', '2026-01-01', 'evenement', { tags: ['campus'] }),
    make('b', '2026-05-01', 'evenement'),
    make('c', '2026-03-01', 'formation', { programmes: ['genie-logiciel'], tags: ['campus'] }),
    make('d', '2026-04-01', 'formation', { tags: ['campus'] }),
    make('e', '2026-02-01', 'evenement'),
    make('f', '2026-06-01', 'distinction', { programmes: ['genie-logiciel'] }),
    make('g', '2026-07-01', 'partenariat'),
  ];

  it('ranks the same category first, then shared programmes, then shared tags, newest first among equals', () => {
    expect(relatedAmong(pool, pool[0]!).map((a) => a.id)).toEqual(['b', 'e', 'd']);
    expect(relatedAmong(pool, pool[2]!).map((a) => a.id)).toEqual(['d', 'f', 'a']);
  });

  it('never returns the article itself, nor an article it shares nothing with', () => {
    expect(relatedAmong(pool, pool[5]!).map((a) => a.id)).toEqual(['c']);
    expect(relatedAmong(pool, pool[6]!)).toEqual([]);
  });
});

describe('shareLinks', () => {
  it('builds every share address from the absolute URL', () => {
    const links = shareLinks(
      'https://u.example/news/a?x=1',
      'Titre & co',
      'Lisez https://u.example/news/a?x=1',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fu.example%2Fnews%2Fa%3Fx%3D1',
    );
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Titre%20%26%20co%20https%3A%2F%2Fu.example%2Fnews%2Fa%3Fx%3D1',
    );
    expect(new URL(links.x).searchParams.get('url')).toBe('https://u.example/news/a?x=1');
    expect(new URL(links.linkedin).searchParams.get('url')).toBe('https://u.example/news/a?x=1');
    expect(new URL(links.email).searchParams.get('subject')).toBe('Titre & co');
  });
});

describe('information content', () => {
  const texts = (blocks: readonly InfoBlock[]): Localized[] =>
    blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : [...block.items]));
  const all: Localized[] = [
    ...allFaqTopics().flatMap((topic) => [
      topic.title,
      ...topic.questions.flatMap((q) => [q.question, ...texts(q.answer)]),
    ]),
    ...[legalNotice, privacyPolicy, accessibilityStatement].flatMap((page) =>
      page.flatMap((section) => [section.title, ...texts(section.blocks)]),
    ),
    ...Object.values(studentArea),
  ];

  it('exists in French and English, translated', () => {
    for (const text of all) {
      expect(text.fr.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
    expect(all.filter((text) => text.fr === text.en).length).toBeLessThan(3);
  });

  it('has unique ids per page', () => {
    for (const page of [legalNotice, privacyPolicy, accessibilityStatement]) {
      const ids = page.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const questionIds = allFaqTopics().flatMap((topic) => topic.questions.map((q) => q.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
  });
});
