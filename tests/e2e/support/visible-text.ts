import type { Page } from '@playwright/test';

/**
 * The text a sighted reader sees on the page, one string per text node: nodes whose element is
 * rendered (`checkVisibility`), outside anything hidden from assistive technology (the forms'
 * off-screen trap) and outside parts marked as another language than the page's (a language link
 * named in its own language, the 404 page's message repeated in the other languages).
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      if (element.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      if (element.closest('[lang]')?.getAttribute('lang') !== pageLanguage) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

export interface LatinAllowance {
  /** Names and values shown as they are written: each of their words may appear. */
  names: readonly string[];
  /**
   * Codes, brands and products removed whole before the words are read (a `*` at the end stands
   * for any ending).
   */
  codes: readonly string[];
}

// An address's path, as the 404 page shows the one asked for.
const path = /(?<![\w)])\/[\w\-./?=&%]+/g;
const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const url = /\b(https?:\/\/|www\.)\S+|\b[\w-]+(\.[\w-]+)*\.(example|org|com|net|td|app|io)(\/\S*)?/g;
// A Latin gloss after the Arabic term: « الدفع عبر الهاتف (mobile money) ».
const gloss = /\([^()\u0600-\u06ff]*\)/g;
const latinWord = /\p{Script=Latin}{3,}/gu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words of 3 or more Latin letters in `texts` that are neither allowed names nor codes: the
 * untranslated French or English of a page in a non-Latin script.
 */
export function foreignWords(texts: readonly string[], allowance: LatinAllowance): string[] {
  const allowedWords = new Set(allowance.names.flatMap((name) => name.match(latinWord) ?? []));
  // Longest first, so that « lite-mode » goes whole before « lite » could leave « mode »; a code
  // glued to a prefix (« __Host-staff_session ») goes with it.
  const codes = [...allowance.codes]
    .sort((a, b) => b.length - a.length)
    .map((code) => {
      const body = code.endsWith('*') ? `${escape(code.slice(0, -1))}[\\w.-]*` : escape(code);
      return new RegExp(`(?<!\\p{Script=Latin})(?:[\\w-]*[_-])?${body}(?!\\p{Script=Latin})`, 'gu');
    });
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text.replace(email, ' ').replace(url, ' ').replace(path, ' ').replace(gloss, ' ');
    for (const code of codes) rest = rest.replace(code, ' ');
    // A level written with a space before its years (« Bac +3 ») is one code, as « Bac+3 ».
    rest = rest.replace(/(\p{Script=Latin}+) \+(\d)/gu, '$1+$2');
    for (const token of rest.split(/[\s\u060c\u061b\u061f«»"“”:;,!?]+/)) {
      // Codes: capitals only (CAMES, FCFA, L-AGE), an acronym with one small letter (ZLECAf,
      // NoSQL), or with a digit (ADM-2026-7K3Q9X, Bac+3).
      if ((token.match(/\p{Ll}/gu) ?? []).length <= 1 || /\d/.test(token)) continue;
      for (const word of token.match(latinWord) ?? []) if (!allowedWords.has(word)) found.add(word);
    }
  }
  return [...found];
}
