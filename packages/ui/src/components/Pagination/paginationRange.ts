/** One slot of a pagination range: a page number, or an ellipsis standing for two or more hidden pages. */
export type PaginationRangeItem = number | 'ellipsis';

// First, last, current ±1 and two ellipses: seven slots, so the controls keep their width as the page changes.
const slots = 7;

/**
 * The page numbers to show for `page` of `pageCount`: always the first and last page and the current page with
 * its neighbours, with `'ellipsis'` in place of gaps of two or more pages (a gap of one page shows that page, as
 * an ellipsis would take as much room). Out-of-range pages are clamped; an empty range for no pages.
 */
export function paginationRange(page: number, pageCount: number): PaginationRangeItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // Near either end the window of neighbours slides inwards, so there are always five numbers and one ellipsis.
  const start = Math.max(Math.min(current - 1, count - 4), 3);
  const end = Math.min(Math.max(current + 1, 5), count - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, start > 3 ? 'ellipsis' : 2, ...middle, end < count - 2 ? 'ellipsis' : count - 1, count];
}
