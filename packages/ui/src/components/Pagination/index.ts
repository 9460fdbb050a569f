export type { PaginationProps, PaginationRangeItem } from './Pagination';
export { Pagination, paginationRange } from './Pagination';
