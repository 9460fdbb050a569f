import type { HTMLAttributes, Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import { boxBase } from './Box.css';

/** The elements a Box (and the layout components built on it) can render. */
export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'span',
  'ul',
  'ol',
  'li',
  'p',
] as const;
export type BoxElement = (typeof boxElements)[number];

/** The style props of Box: each one maps to a token-based atomic class. Responsive ones take a value per breakpoint. */
export interface BoxStyleProps {
  /** CSS display, responsive. */
  display?: Sprinkles['display'];
  /** Direction of a flex box, responsive. */
  flexDirection?: Sprinkles['flexDirection'];
  /** Cross-axis alignment of flex or grid children, responsive. */
  alignItems?: Sprinkles['alignItems'];
  /** Main-axis distribution of flex children, responsive. */
  justifyContent?: Sprinkles['justifyContent'];
  /** Whether flex children wrap onto new lines, responsive. */
  flexWrap?: Sprinkles['flexWrap'];
  /** Space between children, from `vars.space`, responsive. */
  gap?: Sprinkles['gap'];
  /** Space between rows, from `vars.space`, responsive. */
  rowGap?: Sprinkles['rowGap'];
  /** Space between columns, from `vars.space`, responsive. */
  columnGap?: Sprinkles['columnGap'];
  /** Padding on all sides, from `vars.space`, responsive. */
  padding?: Sprinkles['padding'];
  /** Padding at the start and end of the line (left and right in English), responsive. */
  paddingInline?: Sprinkles['paddingInline'];
  /** Padding above and below, responsive. */
  paddingBlock?: Sprinkles['paddingBlock'];
  /** Padding above, responsive. */
  paddingBlockStart?: Sprinkles['paddingBlockStart'];
  /** Padding below, responsive. */
  paddingBlockEnd?: Sprinkles['paddingBlockEnd'];
  /** Padding at the start of the line, responsive. */
  paddingInlineStart?: Sprinkles['paddingInlineStart'];
  /** Padding at the end of the line, responsive. */
  paddingInlineEnd?: Sprinkles['paddingInlineEnd'];
  /** Margin on all sides, from `vars.space` or `auto`, responsive. Prefer the gap of a Stack, Inline or Grid. */
  margin?: Sprinkles['margin'];
  /** Margin at the start and end of the line; `auto` centres a box with a max width. */
  marginInline?: Sprinkles['marginInline'];
  /** Margin above and below, responsive. */
  marginBlock?: Sprinkles['marginBlock'];
  /** Margin above, responsive. */
  marginBlockStart?: Sprinkles['marginBlockStart'];
  /** Margin below, responsive. */
  marginBlockEnd?: Sprinkles['marginBlockEnd'];
  /** Margin at the start of the line, responsive. */
  marginInlineStart?: Sprinkles['marginInlineStart'];
  /** Margin at the end of the line, responsive. */
  marginInlineEnd?: Sprinkles['marginInlineEnd'];
  /** Equal-width grid columns (1 to 6), responsive; combine with `display="grid"`. */
  gridTemplateColumns?: Sprinkles['gridTemplateColumns'];
  /** Width keyword, responsive. */
  width?: Sprinkles['width'];
  /** Maximum width: `full`, or a breakpoint width (`sm` 40rem … `xl` 80rem), responsive. */
  maxWidth?: Sprinkles['maxWidth'];
  /** Background from the surface colours. */
  background?: Sprinkles['background'];
  /** Text colour from the semantic colours. */
  color?: Sprinkles['color'];
  /** Corner radius from `vars.radius`. */
  borderRadius?: Sprinkles['borderRadius'];
  /** A 1px border in the border colour (`default`) or the stronger one (`strong`). */
  border?: Sprinkles['border'];
  /** Elevation from `vars.shadow`. */
  boxShadow?: Sprinkles['boxShadow'];
  /** Text alignment. */
  textAlign?: Sprinkles['textAlign'];
}

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof BoxStyleProps>, BoxStyleProps {
  /** The element to render: pick the one that says what the content is. @default 'div' */
  as?: BoxElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Splits style props (handled by sprinkles) from the attributes that go on the element. */
function splitProps(props: Record<string, unknown>) {
  const style: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) style[key] = value;
    else rest[key] = value;
  }
  return { style: style as Sprinkles, rest };
}

/** The layout primitive: any of the common block elements, styled only through token-based props. */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const { style, rest } = splitProps(props);
  // Lists lose their list role in Safari once their bullets are removed; saying it again keeps it.
  const role = Element === 'ul' || Element === 'ol' ? 'list' : undefined;
  return (
    <Element
      data-component="Box"
      role={role}
      {...rest}
      className={[boxBase, sprinkles(style), className].filter(Boolean).join(' ')}
    />
  );
}
