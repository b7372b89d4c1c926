import { ArticleNotFound } from '@/components/news/article-not-found';

export default function NewsArticleNotFound() {
  return <ArticleNotFound />;
}
