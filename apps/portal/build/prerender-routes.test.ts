import { describe, expect, test } from 'vitest';
import { addedPart } from './prerender-routes.ts';

describe('addedPart: what a flag drawn on in every page adds to it (decision 068)', () => {
  const footer = (...links: string[]) =>
    `<footer><ul>${links.map((link) => `<li>${link}</li>`).join('')}</ul></footer>`;

  test('the element the flag adds, whole, though a turned piece of text would cut out as well', () => {
    const withLink = footer('Support', '<a href="/en-GB/support/games">Game support</a>', 'Contact');
    const withoutLink = footer('Support', 'Contact');
    const part = addedPart(withLink, withoutLink);
    expect(part).toBe('<li><a href="/en-GB/support/games">Game support</a></li>');
    expect(withLink.replace(part ?? '', '')).toBe(withoutLink);
  });

  test('a part repeated beside its copy, and a part at either end', () => {
    expect(addedPart('<li>a</li><li>a</li>', '<li>a</li>')).toBe('<li>a</li>');
    expect(addedPart('<b>x</b>rest', 'rest')).toBe('<b>x</b>');
    expect(addedPart('rest<b>x</b>', 'rest')).toBe('<b>x</b>');
  });

  test('none where the texts differ otherwise than by one piece, or not at all', () => {
    expect(addedPart('<p>a</p><p>b</p>', '<p>c</p>')).toBeUndefined();
    expect(addedPart('<p>ab</p><i>c</i>', '<p>a</p><i>d</i>')).toBeUndefined();
    expect(addedPart('<p>a</p>', '<p>a</p>')).toBeUndefined();
    expect(addedPart('<p>a</p>', '<p>a</p><p>b</p>')).toBeUndefined();
  });

  test('text without whole elements: the first place it can be cut from', () => {
    // 'xabac' is 'xac' with 'ab' after its 'x', or with 'ba' after its 'xa'.
    expect(addedPart('xabac', 'xac')).toBe('ab');
  });
});
