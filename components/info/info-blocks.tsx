import type { InfoBlock } from '@/content/info-types';
import type { Locale } from '@/i18n/locales';

interface InfoBlocksProps {
  blocks: readonly InfoBlock[];
  locale: Locale;
}

export function InfoBlocks({ blocks, locale }: InfoBlocksProps) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text[locale]}</p>
        ) : (
          <ul key={index} className="list-disc space-y-2 ps-6 marker:text-primary-700">
            {block.items.map((item) => (
              <li key={item[locale]}>{item[locale]}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
