// The text of a page from the contract's blocks (decision 023): React writes it as text nodes, so markup in a text
// shows as the characters it is. No `dangerouslySetInnerHTML`, no sanitiser.
import { Heading, Text } from '@mynacon/ui';
import type { ShownBlock } from './blocks';
import { list, prose } from './text-blocks.css';

function Block({ block }: { block: ShownBlock }) {
  if (block.kind === 'heading') {
    return (
      <Heading level={2} size="lg">
        {block.text}
      </Heading>
    );
  }
  if (block.kind === 'list') {
    return (
      <div>
        {block.text === '' ? null : <Text as="p">{block.text}</Text>}
        <ul className={list}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are plain text that may repeat; their order is fixed
            <li key={index}>{item}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <Text as="p">{block.text}</Text>;
}

/** The blocks of a page under its title (from `shownBlocks`), headings at level 2. */
export function TextBlocks({ blocks, lang }: { blocks: readonly ShownBlock[]; lang?: string }) {
  return (
    <div className={prose} data-component="TextBlocks" {...(lang === undefined ? {} : { lang })}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks come in a fixed order and may repeat
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
