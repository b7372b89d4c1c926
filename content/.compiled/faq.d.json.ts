// The type of content/.compiled/faq.json, which scripts/content.ts writes from content/ (see there).
import type { FaqTopic } from '../info-types';

declare const faq: readonly FaqTopic[];
export default faq;
