// The type of content/.compiled/news.json, which scripts/content.ts writes from content/news/ (see there).
import type { NewsArticle } from '../types';

declare const news: readonly NewsArticle[];
export default news;
