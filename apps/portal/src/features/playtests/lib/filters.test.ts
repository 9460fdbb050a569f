import { describe, expect, it } from 'vitest';
// The design system's rule from its source: the package entry pulls in styles a node test cannot load.
import { platformDisplayName } from '../../../../../../packages/ui/src/components/PlatformSelect/platforms';
import { applyPlatformFilter, parsePlatformFilter, platformOptions, writePlatformFilter } from './filters';

const playtests = [
  { id: 1, platforms: ['PlayStation::PS5', 'PC::Steam'] },
  { id: 2, platforms: ['Xbox::Xbox Series X|S', 'PC::Steam'] },
  { id: 3, platforms: ['Nintendo Switch'] },
];

describe('the platform filter', () => {
  const names = platformOptions(playtests, platformDisplayName).map((option) => option.id);

  it('offers every platform once, by the name players see, sorted by that name', () => {
    expect(platformOptions(playtests, platformDisplayName)).toEqual([
      { id: 'Nintendo Switch', label: 'Nintendo Switch' },
      { id: 'PlayStation::PS5', label: 'PS5' },
      { id: 'PC::Steam', label: 'Steam' },
      { id: 'Xbox::Xbox Series X|S', label: 'Xbox Series X|S' },
    ]);
    expect(platformOptions([], platformDisplayName)).toEqual([]);
  });

  it('reads a platform of the list from the address, and ignores any other', () => {
    expect(parsePlatformFilter(new URLSearchParams('platform=PC%3A%3ASteam'), names)).toBe('PC::Steam');
    expect(parsePlatformFilter(new URLSearchParams('platform=%20PC::Steam%20'), names)).toBe('PC::Steam');
    expect(parsePlatformFilter(new URLSearchParams('platform=Dreamcast'), names)).toBeNull();
    expect(parsePlatformFilter(new URLSearchParams('platform='), names)).toBeNull();
    expect(parsePlatformFilter(new URLSearchParams(''), names)).toBeNull();
  });

  it('writes the platform into the address, keeping the other parameters', () => {
    const query = new URLSearchParams('page=2');
    expect(writePlatformFilter(query, 'PC::Steam').toString()).toBe('page=2&platform=PC%3A%3ASteam');
    expect(writePlatformFilter(new URLSearchParams('platform=PC&page=2'), null).toString()).toBe('page=2');
    expect(query.toString()).toBe('page=2');
  });

  it('keeps the playtests offered on the platform, all of them for none', () => {
    expect(applyPlatformFilter(playtests, 'PC::Steam').map((item) => item.id)).toEqual([1, 2]);
    expect(applyPlatformFilter(playtests, 'Nintendo Switch').map((item) => item.id)).toEqual([3]);
    expect(applyPlatformFilter(playtests, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
