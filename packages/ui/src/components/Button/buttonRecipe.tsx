import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { buttonBase, buttonContent, buttonSize, buttonVariant, iconOnly as iconOnlySize } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const buttonRecipe = cva(buttonBase, { variants: { variant: buttonVariant, size: buttonSize } });

/** The classes of everything that looks like a button: `Button` and the triggers of the Radix primitives. */
export function buttonClassName({
  variant,
  size,
  iconOnly,
  className,
}: {
  variant: ButtonVariant;
  size: ButtonSize;
  iconOnly: boolean;
  className: string | undefined;
}): string {
  return [buttonRecipe({ variant, size }), iconOnly ? iconOnlySize[size] : undefined, className]
    .filter(Boolean)
    .join(' ');
}

/** The icon and label of a button; an icon-only button shows its icon alone. */
export function ButtonContent({
  icon,
  iconEnd,
  iconOnly,
  children,
}: {
  icon: ReactNode;
  iconEnd: ReactNode;
  iconOnly: boolean;
  children: ReactNode;
}) {
  return (
    <span className={buttonContent} data-part="content">
      {icon}
      {iconOnly ? null : children}
      {iconOnly ? null : iconEnd}
    </span>
  );
}

/** Hover and focus-visible state as data attributes, the same on every button-like element. */
export function useButtonInteraction(isDisabled: boolean | undefined): {
  interactionProps: HTMLAttributes<HTMLElement>;
  'data-hovered': true | undefined;
  'data-focus-visible': true | undefined;
} {
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return {
    interactionProps: mergeProps(hoverProps, focusProps) as HTMLAttributes<HTMLElement>,
    'data-hovered': isHovered || undefined,
    'data-focus-visible': isFocusVisible || undefined,
  };
}
