import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps } from 'react-aria';
import {
  ButtonContent,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
  useButtonInteraction,
} from './buttonRecipe';

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
  const { interactionProps, ...interaction } = useButtonInteraction(rest.disabled);
  return (
    <button
      {...mergeProps(rest, interactionProps)}
      ref={ref}
      type={type}
      aria-label={iconOnly ? label : rest['aria-label']}
      data-variant={variant}
      data-size={size}
      {...interaction}
      data-disabled={rest.disabled || undefined}
      className={buttonClassName({ variant, size, iconOnly, className })}
    >
      <ButtonContent icon={icon} iconEnd={iconEnd} iconOnly={iconOnly}>
        {children}
      </ButtonContent>
    </button>
  );
}
