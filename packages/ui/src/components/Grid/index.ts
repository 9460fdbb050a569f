export type { GridColumnCount, GridProps } from './Grid';
export { Grid, gridColumnCounts } from './Grid';
