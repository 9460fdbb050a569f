import { cva } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { textAlign, textBase, textSize, textTone, textTruncate, textWeight } from './Text.css';

export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small', 'label'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'accent', 'danger', 'success', 'warning', 'info'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;
export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

const textClass = cva(textBase, {
  variants: { size: textSize, tone: textTone, weight: textWeight, align: textAlign },
  defaultVariants: { size: 'md', tone: 'default' },
});

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element to render: `p` for a paragraph, `span` inside other text, `label` for a form label. @default 'p' */
  as?: TextElement;
  /** Step of the type scale. @default 'md' */
  size?: TextSize;
  /** Colour by meaning; never the only way a message is told apart. @default 'default' */
  tone?: TextTone;
  /** Font weight; without it, the weight that comes with the size (`bold` for `as="strong"`). */
  weight?: TextWeight;
  /** Text alignment; leave unset for the reading direction. */
  align?: TextAlign;
  /**
   * Cuts the text to one line with an ellipsis. The full text stays in the DOM, and plain-string children also go
   * into a `title` tooltip (pass `title` yourself for other children). @default false
   */
  truncate?: boolean;
  /** With `as="label"`: the id of the field it labels. */
  htmlFor?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  /** The text. */
  children?: ReactNode;
}

/** Body text on the type scale, with a tone for meaning and an optional one-line truncation. */
export function Text({
  as = 'p',
  size = 'md',
  tone = 'default',
  weight,
  align,
  truncate = false,
  className,
  title,
  children,
  ...rest
}: TextProps) {
  // The element is one of a fixed list; typed loosely so one ref type fits them all.
  const Element = as as ElementType;
  const chosenWeight = weight ?? (as === 'strong' ? 'bold' : undefined);
  // Truncated text stays whole in the DOM for screen readers; the title shows it to mouse users on hover.
  const fullText = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
  return (
    <Element
      data-component="Text"
      data-size={size}
      data-tone={tone}
      data-truncate={truncate || undefined}
      title={title ?? (truncate ? fullText : undefined)}
      {...rest}
      className={[
        textClass({ size, tone, weight: chosenWeight, align }),
        truncate ? textTruncate : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Element>
  );
}
