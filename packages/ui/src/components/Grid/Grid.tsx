import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { GridColumnCount, ResponsiveValue, Space } from '../../theme/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';

export type { GridColumnCount } from '../../theme/sprinkles.css';
export { gridColumnCounts } from '../../theme/sprinkles.css';

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Number of equal-width columns (1 to 6); one value or one per breakpoint, such as `{ mobile: 1, md: 3 }`. */
  columns: ResponsiveValue<GridColumnCount>;
  /** Space between rows and columns, from `vars.space`; one value or one per breakpoint. @default 4 */
  gap?: ResponsiveValue<Space>;
  /** The element to render; `ul` or `ol` for a list of items (give each child `as="li"`). @default 'div' */
  as?: BoxElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  /** The cells, filled row by row in reading order. */
  children?: ReactNode;
}

/** Lays its children out in equal-width columns, with a column count per breakpoint. */
export function Grid({ columns, gap = 4, ...rest }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} data-component="Grid" {...rest} />;
}
