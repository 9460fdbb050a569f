export type { EmptyStateAction, EmptyStateHeadingLevel, EmptyStateProps } from './EmptyState';
export { EmptyState, emptyStateHeadingLevels } from './EmptyState';
