// Prose in the content files: Markdown, limited to what the pages draw from it (paragraphs
// separated by a blank line, and bulleted lists whose items start with "- "). Anything else
// (a heading, a numbered list, a quotation) is refused rather than shown as raw signs.

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The blocks of a Markdown text; throws a one-line message on what the pages cannot draw. */
export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const chunks = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').map((line) => line.trim());
    const refused = lines.find((line) => /^(#{1,6}\s|>|\d+[.)]\s|```|\* |\+ )/.test(line));
    if (refused) throw new Error(`only paragraphs and "- " lists are allowed: "${refused.slice(0, 40)}"`);
    if (lines[0]!.startsWith('- ')) {
      const items: string[] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push(line.slice(2).trim());
        else items[items.length - 1] += ` ${line}`;
      }
      blocks.push({ kind: 'list', items });
    } else {
      if (lines.some((line) => line.startsWith('- ')))
        throw new Error('leave a blank line between a paragraph and the list after it');
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** A text's blocks written back as Markdown (the conversion and the tests use it). */
export function blocksMarkdown(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph' ? block.text : block.items.map((item) => `- ${item}`).join('\n'),
    )
    .join('\n\n');
}
