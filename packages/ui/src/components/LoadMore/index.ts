export type { LoadMoreProps } from './LoadMore';
export { LoadMore } from './LoadMore';
