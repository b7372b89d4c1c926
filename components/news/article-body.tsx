import type { NewsBlock } from '@/content/types';
import type { Locale } from '@/i18n/locales';

interface ArticleBodyProps {
  blocks: readonly NewsBlock[];
  locale: Locale;
}

/** The article's text: paragraphs, bullet lists and numbered lists, in registry order. */
export function ArticleBody({ blocks, locale }: ArticleBodyProps) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{block.text[locale]}</p>;
          case 'bullets':
            return (
              <ul key={index} className="list-disc space-y-2 ps-6 marker:text-primary-700">
                {block.items.map((item) => (
                  <li key={item[locale]}>{item[locale]}</li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol
                key={index}
                className="list-decimal space-y-2 ps-6 marker:font-semibold marker:text-primary-700"
              >
                {block.items.map((item) => (
                  <li key={item[locale]}>{item[locale]}</li>
                ))}
              </ol>
            );
        }
      })}
    </div>
  );
}
