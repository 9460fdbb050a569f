import { describe, expect, it } from 'vitest';
import { countCharacters, counterLevel } from './counterLevel';

describe('counterLevel', () => {
  it('stays quiet under 80 % of the maximum', () => {
    expect(counterLevel(0, 50)).toBe('under');
    expect(counterLevel(39, 50)).toBe('under');
  });

  it('warns from 80 %, rounding the threshold up', () => {
    expect(counterLevel(40, 50)).toBe('near');
    expect(counterLevel(49, 50)).toBe('near');
    expect(counterLevel(7, 9)).toBe('under');
    expect(counterLevel(8, 9)).toBe('near');
  });

  it('marks the limit itself and anything past it', () => {
    expect(counterLevel(50, 50)).toBe('limit');
    expect(counterLevel(51, 50)).toBe('over');
  });

  it('changes level only at the thresholds, so typing does not announce every keystroke', () => {
    const levels = Array.from({ length: 61 }, (_, count) => counterLevel(count, 50));
    const changes = levels.filter((level, index) => index > 0 && level !== levels[index - 1]);
    expect(changes).toEqual(['near', 'limit', 'over']);
  });

  it('counts emoji and accented letters as one character each', () => {
    expect(countCharacters('GG 🎮')).toBe(4);
    expect(countCharacters('Zoë')).toBe(3);
  });
});
