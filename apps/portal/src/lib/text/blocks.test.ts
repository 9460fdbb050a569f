import { describe, expect, test } from 'vitest';
import { shownBlocks } from './blocks';

describe('the text blocks of a page', () => {
  test('a leading heading that repeats the title is dropped; later headings stay', () => {
    expect(
      shownBlocks(
        [
          { type: 'heading', text: 'About us' },
          { type: 'paragraph', text: 'We make games.' },
          { type: 'heading', text: 'About us' },
        ],
        'About us',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'We make games.' },
      { kind: 'heading', text: 'About us' },
    ]);
  });

  test('markup stays text, exactly as sent', () => {
    const text = '<b>bold</b> <script>alert(1)</script>';
    expect(shownBlocks([{ type: 'paragraph', text }], 'T')).toEqual([{ kind: 'paragraph', text }]);
  });

  test('empty blocks and empty list items are dropped; a list keeps its lead-in', () => {
    expect(
      shownBlocks(
        [
          { type: 'paragraph', text: '  ' },
          { type: 'heading', text: '' },
          { type: 'list', text: 'You may:', items: ['play', ' ', 'share'] },
          { type: 'list', text: '', items: [] },
        ],
        'T',
      ),
    ).toEqual([{ kind: 'list', text: 'You may:', items: ['play', 'share'] }]);
  });
});
