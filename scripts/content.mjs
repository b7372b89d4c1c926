// `npm run content`: the content files checked and gathered for the pages (content/.compiled/);
// a fault stops with one line `file: field (lang): message`. Run by `npm run build`, before
// `npm run dev`, the typecheck and the tests.
import { compileNews } from './lib/content-news.mjs';
import { root } from './lib/setup.mjs';

try {
  compileNews(root);
} catch (error) {
  if (error?.name !== 'Error' && error?.constructor?.name !== 'ContentError') throw error;
  console.error(error.message);
  process.exit(1);
}
