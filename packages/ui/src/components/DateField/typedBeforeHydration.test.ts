import { describe, expect, it } from 'vitest';
import { type TypedSegment, typedSegmentValues } from './typedBeforeHydration';

/** en-GB's order: day / month / year, with the literals between. */
function segments(typed: { day?: string; month?: string; year?: string }): TypedSegment[] {
  return [
    { type: 'day', isEditable: true, minValue: 1, maxValue: 31, typed: typed.day ?? '' },
    { type: 'literal', isEditable: false, typed: '' },
    { type: 'month', isEditable: true, minValue: 1, maxValue: 12, typed: typed.month ?? '' },
    { type: 'literal', isEditable: false, typed: '' },
    { type: 'year', isEditable: true, minValue: 1, maxValue: 9999, typed: typed.year ?? '' },
  ];
}

describe('typedSegmentValues', () => {
  it('gives nothing when nothing was typed', () => {
    expect(typedSegmentValues(segments({}))).toEqual([]);
  });

  it('takes each segment’s own digits, setting the year and month before the day', () => {
    expect(typedSegmentValues(segments({ day: '12', month: '04', year: '1990' }))).toEqual([
      ['year', 1990],
      ['month', 4],
      ['day', 12],
    ]);
  });

  it('moves on to the next segment once one is full, as typing does', () => {
    expect(typedSegmentValues(segments({ day: '12041990' }))).toEqual([
      ['year', 1990],
      ['month', 4],
      ['day', 12],
    ]);
    // A 4 cannot start a two-digit day: the day is 4 and the 2 goes to the month.
    expect(typedSegmentValues(segments({ day: '42' }))).toEqual([
      ['month', 2],
      ['day', 4],
    ]);
  });

  it('ignores what is not a digit (the placeholder letters around them) and values below a segment’s least', () => {
    expect(typedSegmentValues(segments({ day: 'dd3', month: 'mm', year: 'x' }))).toEqual([['day', 3]]);
    expect(typedSegmentValues(segments({ day: '0' }))).toEqual([]);
  });

  it('starts again from the key when the number would pass the largest value', () => {
    // 1 then 3 in the month: 13 is no month, so the month is 3 (and full).
    expect(typedSegmentValues(segments({ month: '13' }))).toEqual([['month', 3]]);
  });
});
