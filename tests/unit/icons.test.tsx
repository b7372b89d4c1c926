import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronDown, Mail } from '@/components/ui/icons';
// @ts-expect-error: a plain ES module script, without types.
import { iconsFile, iconsModule } from '../../scripts/generate-icons.mjs';

describe('icons', () => {
  it('the icons module holds the drawings lucide-react has today, for every name the generator lists', async () => {
    expect(readFileSync(iconsFile as string, 'utf8')).toBe(await (iconsModule as () => Promise<string>)());
  });

  it("an icon is plain SVG with lucide's attributes, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<ChevronDown className="size-4" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none"' +
        ' stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"' +
        ' aria-hidden="true" class="lucide lucide-chevron-down size-4"><path d="m6 9 6 6 6-6"></path></svg>',
    );
  });

  it('a labelled icon is announced', () => {
    const html = renderToStaticMarkup(<Mail aria-label="E-mail" role="img" />);
    expect(html).toContain('aria-label="E-mail"');
    expect(html).not.toContain('aria-hidden');
  });
});
