/** The share of `maxLength` from which the counter speaks up. */
export const counterWarningRatio = 0.8;

/** Where a count stands against its limit: the counter announces itself only when this changes. */
export type CounterLevel = 'under' | 'near' | 'limit' | 'over';

/** `under` 80 %, `near` from 80 %, `limit` at exactly the maximum, `over` past it. */
export function counterLevel(count: number, max: number): CounterLevel {
  if (count > max) return 'over';
  if (count === max) return 'limit';
  return count >= Math.ceil(max * counterWarningRatio) ? 'near' : 'under';
}

/** Characters as players count them: an emoji or an accented letter is one. */
export const countCharacters = (value: string) => [...value].length;
