import type { Localized } from './types';

/** A block of an information page: a paragraph or a bulleted list. */
export type InfoBlock =
  { kind: 'paragraph'; text: Localized } | { kind: 'list'; items: readonly Localized[] };

/** A titled section of an information page (legal notice, privacy policy, accessibility…). */
export interface InfoSection {
  /** Anchor of the section, unique on its page. */
  id: string;
  title: Localized;
  blocks: readonly InfoBlock[];
}

export interface FaqQuestion {
  id: string;
  question: Localized;
  answer: readonly InfoBlock[];
}

export interface FaqTopic {
  id: string;
  title: Localized;
  questions: readonly FaqQuestion[];
}

export const paragraph = (fr: string, en: string, ar: string): InfoBlock => ({
  kind: 'paragraph',
  text: { fr, en, ar },
});
export const list = (...items: readonly Localized[]): InfoBlock => ({ kind: 'list', items });
