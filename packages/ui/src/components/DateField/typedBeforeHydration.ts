// A DateField drawn into HTML before its script arrives (a prerendered page) shows its segments as editable text: the
// player may type a date there before React takes over. What they typed is read from the segments once hydrated and
// entered as react-aria would have entered the same keys: a segment takes digits until it is full, then the next
// segment takes the rest (`12041990` typed into the day gives 12, 04 and 1990).

export interface TypedSegment {
  type: string;
  isEditable: boolean;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  /** The digits the player typed into the segment ('' when none). */
  typed: string;
}

const numericTypes = new Set(['year', 'month', 'day', 'hour', 'minute', 'second']);
/** Set in this order, so that a day is checked against its own month and year. */
const order = ['year', 'month', 'day', 'hour', 'minute', 'second'];

/** The segments' values, in the order to set them, from what was typed into each. */
export function typedSegmentValues(segments: readonly TypedSegment[]): Array<[type: string, value: number]> {
  const editable = segments.filter((segment) => segment.isEditable && numericTypes.has(segment.type));
  const values = new Map<string, number>();
  editable.forEach((start, startIndex) => {
    let index = startIndex;
    let entered = '';
    for (const key of start.typed.replace(/\D/g, '')) {
      const segment = editable[index];
      if (segment === undefined) break;
      // As react-aria's `useDateSegment`: a number past the segment's largest starts again from the key.
      const next = entered + key;
      const number = Number(next);
      const max = segment.maxValue;
      values.set(segment.type, max !== undefined && number > max ? Number(key) : number);
      if (max !== undefined && (Number(`${next}0`) > max || next.length >= String(max).length)) {
        entered = '';
        index += 1;
      } else {
        entered = next;
      }
    }
  });
  return [...values]
    .filter(([type, value]) => {
      const min = editable.find((segment) => segment.type === type)?.minValue;
      return min === undefined || value >= min;
    })
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}
