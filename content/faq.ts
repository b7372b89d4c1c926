import compiled from './.compiled/faq.json' with { type: 'json' };
import type { FaqTopic } from './info-types';
import { once, resolveAll } from './placeholders';

/*
 * The questions the admissions office answers most often: the topics in content/faq/topics.yaml,
 * one file per question in content/faq/questions/<id>.yaml (its topic, its `order` there, the
 * question and its answer in Markdown). The answers on fees, aid and dates are written from the
 * intake's files at build time (lib/intake/faq.ts).
 */
const faqTopics = once((): readonly FaqTopic[] => resolveAll(compiled));

/** The written topics; the page shows them with the cost, aid and dates topic (lib/intake/faq.ts). */
export function writtenFaqTopics(): readonly FaqTopic[] {
  return faqTopics();
}
