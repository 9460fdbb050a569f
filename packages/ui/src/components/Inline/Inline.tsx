import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { mapResponsiveValue, type ResponsiveValue, type Space } from '../../theme/sprinkles.css';
import { Box, type BoxElement } from '../Box/Box';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineJustify = (typeof inlineJustifies)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
const justifyContent = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Space between the children, across and between lines, from `vars.space`; one value or one per breakpoint. @default 2 */
  gap?: ResponsiveValue<Space>;
  /** Vertical alignment of the children within a line. @default 'center' */
  align?: ResponsiveValue<InlineAlign>;
  /** Horizontal distribution of the children. @default 'start' */
  justify?: ResponsiveValue<InlineJustify>;
  /** The element to render; `ul` or `ol` for a list of items (give each child `as="li"`). @default 'div' */
  as?: BoxElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  /** The items, in reading order. */
  children?: ReactNode;
}

/** Lays its children out in a row that wraps onto new lines when space runs out. */
export function Inline({ gap = 2, align = 'center', justify = 'start', ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={gap}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      justifyContent={mapResponsiveValue(justify, (value) => justifyContent[value])}
      data-component="Inline"
      {...rest}
    />
  );
}
