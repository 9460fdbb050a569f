import { cva } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import type { ButtonSize, ButtonVariant } from './Button';
import { buttonBase, buttonContent, buttonSize, buttonVariant, iconOnly as iconOnlySize } from './Button.css';

const buttonClass = cva(buttonBase, {
  variants: { variant: buttonVariant, size: buttonSize },
  defaultVariants: { variant: 'secondary', size: 'medium' },
});

/** The look of `Button`, shared by every trigger that a Radix primitive drives. */
export interface ButtonTriggerLookProps {
  /** Visual weight, as on `Button`. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and padding, as on `Button`. @default 'medium' */
  size?: ButtonSize;
  /** An icon before the label. */
  icon?: ReactNode;
  /** An icon after the label (ignored with `iconOnly`). */
  iconEnd?: ReactNode;
}

/** A visible label, or an icon alone with `label` as the accessible name, as on `Button`. */
export type ButtonTriggerContentProps =
  | {
      /** The visible label. */
      children: ReactNode;
      iconOnly?: false;
      label?: never;
    }
  | {
      /** Renders only `icon`; `label` becomes the accessible name (and is required). */
      iconOnly: true;
      /** Accessible name of an icon-only trigger. */
      label: string;
      children?: never;
    };

export interface ButtonTriggerProps
  extends ButtonTriggerLookProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  iconOnly?: boolean;
  label?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  [data: `data-${string}`]: string | boolean | undefined;
}

/**
 * A native button that looks exactly like `Button`.
 *
 * Radix triggers (`asChild`) need a child that takes a ref and lets Radix's own event handlers through.
 * `Button` drives its presses with react-aria, which cancels the keydown that Radix listens for and does not
 * forward refs, so the triggers render this instead: same classes, same data attributes, Radix's behaviour.
 */
export function ButtonTrigger({
  variant = 'secondary',
  size = 'medium',
  icon,
  iconEnd,
  iconOnly = false,
  label,
  className,
  children,
  ref,
  type = 'button',
  ...rest
}: ButtonTriggerProps) {
  const { hoverProps, isHovered } = useHover({ isDisabled: rest.disabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(rest, hoverProps, focusProps)}
      ref={ref}
      type={type}
      aria-label={iconOnly ? label : rest['aria-label']}
      data-variant={variant}
      data-size={size}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={rest.disabled || undefined}
      className={[buttonClass({ variant, size }), iconOnly ? iconOnlySize[size] : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={buttonContent} data-part="content">
        {icon}
        {iconOnly ? null : children}
        {iconOnly ? null : iconEnd}
      </span>
    </button>
  );
}
