import type { NewsArticle } from '../../content/types';

export const newsPlaceholderNames: readonly string[];
export const newsCategories: readonly string[];
export class ContentError extends Error {
  constructor(file: string, field: string, message: string);
}
export function readNews(root: string): NewsArticle[];
export function compiledNewsFile(root: string): string;
export function compileNews(root: string): void;
