import { cva } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { containerBase, containerSize } from './Container.css';

export const containerSizes = ['narrow', 'default', 'wide'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export const containerElements = ['div', 'main', 'section', 'article', 'header', 'footer', 'nav'] as const;
export type ContainerElement = (typeof containerElements)[number];

const containerClass = cva(containerBase, { variants: { size: containerSize }, defaultVariants: { size: 'default' } });

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum width: `narrow` (40rem) for forms and reading, `default` (64rem) for most pages, `wide` (80rem) for catalogues. @default 'default' */
  size?: ContainerSize;
  /** The element to render, such as `main` for the page's main content. @default 'div' */
  as?: ContainerElement;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
  /** The page content. */
  children?: ReactNode;
}

/** Centres page content at a readable maximum width, with side padding that grows with the screen. */
export function Container({ size = 'default', as = 'div', className, ...rest }: ContainerProps) {
  // The element is one of a fixed list; typed loosely so one ref type fits them all.
  const Element = as as ElementType;
  return (
    <Element
      data-component="Container"
      data-size={size}
      {...rest}
      className={[containerClass({ size }), className].filter(Boolean).join(' ')}
    />
  );
}
