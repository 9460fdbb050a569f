import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../../theme/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Space between the children, from `vars.space`; one value or one per breakpoint. @default 4 */
  gap?: ResponsiveValue<Space>;
  /** Horizontal alignment of the children; `stretch` makes each as wide as the stack. @default 'stretch' */
  align?: ResponsiveValue<StackAlign>;
  /** The element to render; `ul` or `ol` for a list of items (give each child `as="li"`). @default 'div' */
  as?: BoxElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  /** The items, top to bottom. */
  children?: ReactNode;
}

/** Lays its children out in a column with even space between them. */
export function Stack({ gap = 4, align = 'stretch', ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      data-component="Stack"
      {...rest}
    />
  );
}
