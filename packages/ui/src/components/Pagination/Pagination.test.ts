import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, -3)).toEqual([]);
  });

  it('shows the first pages and one ellipsis near the start', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationRange(2, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('shows the current page with its neighbours between two ellipses in the middle', () => {
    expect(paginationRange(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationRange(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });

  it('shows the last pages and one ellipsis near the end', () => {
    expect(paginationRange(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(paginationRange(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationRange(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('always includes the first, the last, and the current page with its neighbours', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const range = paginationRange(page, pageCount);
        const expected = [1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount);
        for (const n of expected) expect(range).toContain(n);
        expect(range.length).toBe(Math.min(pageCount, 7));
        // Numbers ascend, and every ellipsis stands for at least two pages.
        range.forEach((item, index) => {
          if (item === 'ellipsis') {
            const before = range[index - 1];
            const after = range[index + 1];
            expect(typeof before === 'number' && typeof after === 'number' && after - before).toBeGreaterThan(2);
          } else if (index > 0 && range[index - 1] !== 'ellipsis') {
            expect(item).toBe((range[index - 1] as number) + 1);
          }
        });
      }
    }
  });

  it('clamps pages outside the range', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(2.7, 10)).toEqual(paginationRange(2, 10));
  });
});
