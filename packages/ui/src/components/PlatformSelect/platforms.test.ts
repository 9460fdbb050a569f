import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPlatforms, isPlatformModel, platformDisplayName } from './platforms';
import { ticketPlatforms } from './samplePlatforms';

// Words that make the interesting cases frequent: the two special parents in several casings, and words that
// parents and models share.
const word = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('PC', 'pc', 'PlayStation', 'PLAYSTATION', 'playstation', 'Xbox', 'xbox') },
  { weight: 3, arbitrary: fc.constantFrom('Series', 'X|S', 'One', 'Nintendo', 'Switch', 'Lite', 'Steam', 'PS5', '2') },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }).filter((text) => !/[\s:]/.test(text)) },
);
const space = fc.constantFrom(' ', '  ', '\t', ' \u00a0');
const phrase = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), space, fc.boolean(), fc.boolean())
  .map(([words, gap, lead, trail]) => `${lead ? gap : ''}${words.join(gap)}${trail ? gap : ''}`);
const modelName = fc.tuple(phrase, phrase).map(([parent, child]) => `${parent}::${child}`);
const platformName = fc.oneof(phrase, modelName, fc.string({ maxLength: 20 }));
const parentOf = (name: string) => name.slice(0, name.indexOf('::')).trim().replace(/\s+/g, ' ');
const isShownByModel = (name: string) => ['pc', 'playstation'].includes(parentOf(name).toLowerCase());
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

describe('platformDisplayName', () => {
  it('shows PC and PlayStation models by their model name alone', () => {
    expect(platformDisplayName('PC::Steam')).toBe('Steam');
    expect(platformDisplayName('PC::Epic Games Store')).toBe('Epic Games Store');
    expect(platformDisplayName('PlayStation::PS5')).toBe('PS5');
    expect(platformDisplayName('PlayStation::PS4')).toBe('PS4');
  });

  it('shows other models as parent and model with repeated words dropped', () => {
    expect(platformDisplayName('Xbox::Xbox One')).toBe('Xbox One');
    expect(platformDisplayName('Xbox::Xbox Series X|S')).toBe('Xbox Series X|S');
    expect(platformDisplayName('Xbox::Series X|S')).toBe('Xbox Series X|S');
    expect(platformDisplayName('Nintendo Switch::Nintendo Switch Lite')).toBe('Nintendo Switch Lite');
    expect(platformDisplayName('Nintendo::Nintendo Switch 2')).toBe('Nintendo Switch 2');
  });

  it('shows global platforms by their name', () => {
    expect(platformDisplayName('PC')).toBe('PC');
    expect(platformDisplayName('Nintendo Switch')).toBe('Nintendo Switch');
    expect(platformDisplayName('  Xbox  ')).toBe('Xbox');
  });

  it('matches PC and PlayStation case-insensitively, on the whole trimmed parent only', () => {
    expect(platformDisplayName('pc::Steam')).toBe('Steam');
    expect(platformDisplayName(' PLAYSTATION ::PS5')).toBe('PS5');
    // Not the special parents: the duplicate-word rule applies.
    expect(platformDisplayName('PC Games::PC Steam')).toBe('PC Games Steam');
    expect(platformDisplayName('PlayStation 5::PS5 Digital')).toBe('PlayStation 5 PS5 Digital');
    expect(platformDisplayName('PCs::Steam')).toBe('PCs Steam');
  });

  it('compares words case-insensitively and keeps the first spelling', () => {
    expect(platformDisplayName('Xbox::XBOX One')).toBe('Xbox One');
  });

  it('handles malformed names without ever showing the separator', () => {
    expect(platformDisplayName('PC::')).toBe('PC');
    expect(platformDisplayName('::Steam')).toBe('Steam');
    expect(platformDisplayName('PC::Steam::Deck')).toBe('Steam Deck');
    expect(platformDisplayName('::')).toBe('');
    expect(isPlatformModel('PC::')).toBe(false);
    expect(isPlatformModel('PC::Steam')).toBe(true);
    expect(isPlatformModel('PC')).toBe(false);
  });

  it('never contains the separator', () => {
    fc.assert(fc.property(platformName, (name) => !platformDisplayName(name).includes('::')));
  });

  it('never repeats a word for models outside PC and PlayStation', () => {
    fc.assert(
      fc.property(
        modelName.filter((name) => !isShownByModel(name)),
        (name) => {
          const words = wordsOf(platformDisplayName(name)).map((w) => w.toLowerCase());
          expect(new Set(words).size).toBe(words.length);
          words.forEach((w, i) => {
            expect(w).not.toBe(words[i - 1]);
          });
        },
      ),
    );
  });

  it('keeps every word of parent and model, in order, for models outside PC and PlayStation', () => {
    fc.assert(
      fc.property(
        modelName.filter((name) => !isShownByModel(name)),
        (name) => {
          const distinct: string[] = [];
          for (const w of wordsOf(name.replace('::', ' '))) {
            if (!distinct.some((d) => d.toLowerCase() === w.toLowerCase())) distinct.push(w);
          }
          expect(platformDisplayName(name)).toBe(distinct.join(' '));
        },
      ),
    );
  });

  it('is the model name alone, spaces collapsed, for PC and PlayStation in any casing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PC', 'pc', 'Pc', ' PC ', 'PlayStation', 'playstation', 'PLAYSTATION '),
        phrase,
        (parent, child) => {
          expect(platformDisplayName(`${parent}::${child}`)).toBe(wordsOf(child).join(' '));
        },
      ),
    );
  });

  it('is stable: a display name shows as itself', () => {
    fc.assert(
      fc.property(platformName, (name) => {
        const shown = platformDisplayName(name);
        expect(platformDisplayName(shown)).toBe(shown);
      }),
    );
  });

  it('has no leading, trailing or doubled spaces', () => {
    fc.assert(
      fc.property(platformName, (name) => {
        const shown = platformDisplayName(name);
        expect(shown).toBe(shown.trim());
        expect(shown).not.toMatch(/\s\s/);
      }),
    );
  });
});

describe('groupPlatforms', () => {
  it('groups models under their global platform, the global platform first', () => {
    const groups = groupPlatforms(ticketPlatforms);
    expect(groups.map((group) => group.name)).toEqual(['PC', 'PlayStation', 'Xbox', 'Nintendo Switch']);
    expect(groups.map((group) => group.platforms.map((p) => p.displayName))).toEqual([
      ['PC', 'Steam', 'Epic Games Store'],
      ['PlayStation', 'PS4', 'PS5'],
      ['Xbox', 'Xbox One', 'Xbox Series X|S'],
      ['Nintendo Switch', 'Nintendo Switch Lite'],
    ]);
    expect(groups[0]?.platforms.map((p) => p.isGlobal)).toEqual([true, false, false]);
  });

  it('puts a global platform first even when its models come before it', () => {
    const groups = groupPlatforms([
      { id: 'ps5', name: 'PlayStation::PS5' },
      { id: 'ps', name: 'PlayStation' },
      { id: 'ps4', name: 'playstation::PS4' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe('PlayStation');
    expect(groups[0]?.platforms.map((p) => p.option.id)).toEqual(['ps', 'ps5', 'ps4']);
  });

  it('names a group after the parent when the list lacks its global platform', () => {
    const groups = groupPlatforms([{ id: 7, name: 'Steam Deck::Steam Deck OLED' }]);
    expect(groups).toEqual([
      {
        key: 'steam deck',
        name: 'Steam Deck',
        platforms: [
          { option: { id: 7, name: 'Steam Deck::Steam Deck OLED' }, displayName: 'Steam Deck OLED', isGlobal: false },
        ],
      },
    ]);
  });

  it('returns no groups for no options', () => {
    expect(groupPlatforms([])).toEqual([]);
  });

  const optionLists = fc.array(platformName, { maxLength: 25 }).map((names) => names.map((name, id) => ({ id, name })));

  it('keeps every option exactly once', () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        const grouped = groupPlatforms(options).flatMap((group) => group.platforms.map((p) => p.option));
        expect(grouped).toHaveLength(options.length);
        expect(new Set(grouped)).toEqual(new Set(options));
      }),
    );
  });

  it('makes one group per global platform, with distinct keys', () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        const keys = groupPlatforms(options).map((group) => group.key);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('keeps the given order inside a group, global platforms before models', () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        for (const group of groupPlatforms(options)) {
          const firstModel = group.platforms.findIndex((p) => !p.isGlobal);
          if (firstModel !== -1) expect(group.platforms.slice(firstModel).every((p) => !p.isGlobal)).toBe(true);
          const globals = group.platforms.filter((p) => p.isGlobal).map((p) => p.option.id);
          const models = group.platforms.filter((p) => !p.isGlobal).map((p) => p.option.id);
          expect(globals).toEqual([...globals].sort((a, b) => a - b));
          expect(models).toEqual([...models].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('orders groups by the first appearance of any member', () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        const firsts = groupPlatforms(options).map((group) => Math.min(...group.platforms.map((p) => p.option.id)));
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      }),
    );
  });

  it('puts each model in the group of its parent, matched case-insensitively', () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        for (const group of groupPlatforms(options)) {
          for (const platform of group.platforms) {
            if (!platform.isGlobal) expect(parentOf(platform.option.name).toLowerCase()).toBe(group.key);
            expect(platform.displayName).toBe(platformDisplayName(platform.option.name));
            expect(platform.isGlobal).toBe(!isPlatformModel(platform.option.name));
          }
        }
      }),
    );
  });

  it("names a group after its global platform's display name when the list has it", () => {
    fc.assert(
      fc.property(optionLists, (options) => {
        for (const group of groupPlatforms(options)) {
          const global = group.platforms.find((p) => p.isGlobal);
          if (global) expect(group.name).toBe(global.displayName);
          expect(group.name.toLowerCase()).toBe(group.key);
        }
      }),
    );
  });
});
