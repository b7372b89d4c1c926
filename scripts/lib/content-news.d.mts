import type { NewsArticle } from '../../content/types';

export const newsCategories: readonly string[];
export class ContentError extends Error {
  constructor(file: string, field: string, message: string);
}
/** Every article, newest first; throws a ContentError (one line) on the first fault. */
export function readNews(root: string): NewsArticle[];
