// Text blocks as a page shows them (a content page, a newsletter issue): plain text only (the contract's blocks are
// never HTML, decision 023), headings under the page's own title, and no heading that only repeats that title.
import type { ContentBlock } from '@mynacon/contract';

export type ShownBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; text: string; items: string[] };

/**
 * The blocks to show below a page titled `title`: a leading heading equal to the title is dropped (the page header
 * shows it), empty blocks are dropped, a list keeps its non-empty items.
 */
export function shownBlocks(blocks: readonly ContentBlock[], title: string): ShownBlock[] {
  const shown: ShownBlock[] = [];
  blocks.forEach((block, index) => {
    const text = block.text.trim();
    if (block.type === 'heading') {
      if (text === '' || (index === 0 && text === title.trim())) return;
      shown.push({ kind: 'heading', text });
    } else if (block.type === 'list') {
      const items = (block.items ?? []).map((item) => item.trim()).filter((item) => item !== '');
      if (items.length === 0 && text === '') return;
      shown.push({ kind: 'list', text, items });
    } else if (text !== '') {
      shown.push({ kind: 'paragraph', text });
    }
  });
  return shown;
}
