import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { headingAlign, headingBase, headingSize, headingTone } from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export const headingTones = ['default', 'muted', 'accent', 'danger', 'success', 'warning', 'info'] as const;
export const headingAligns = ['start', 'center', 'end'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];
export type HeadingAlign = (typeof headingAligns)[number];

/** The size each level gets unless `size` says otherwise. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'sm' };

const headingClass = cva(headingBase, {
  variants: { size: headingSize, tone: headingTone, align: headingAlign },
  defaultVariants: { tone: 'default' },
});

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** The place in the document outline: renders `h1` to `h6`. Follow the outline, not the look you want. */
  level: HeadingLevel;
  /** Step of the type scale, independent of the level. @default the level's own step: 1 → 3xl, 2 → 2xl, 3 → xl, 4 → lg, 5 → md, 6 → sm */
  size?: HeadingSize;
  /** Colour by meaning. @default 'default' */
  tone?: HeadingTone;
  /** Text alignment; leave unset for the reading direction. */
  align?: HeadingAlign;
  /** A ref to the rendered heading. */
  ref?: Ref<HTMLHeadingElement>;
  /** The heading text. */
  children?: ReactNode;
}

/** A section heading whose level (structure) and size (look) are chosen separately. */
export function Heading({ level, size, tone = 'default', align, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const step = size ?? sizeOfLevel[level];
  return (
    <Element
      data-component="Heading"
      data-level={level}
      data-size={step}
      data-tone={tone}
      {...rest}
      className={[headingClass({ size: step, tone, align }), className].filter(Boolean).join(' ')}
    />
  );
}
