import type { AriaAttributes, ReactNode } from 'react';
import { useRef } from 'react';
import { type AriaButtonProps, mergeProps, useButton, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { safeHref } from '../../utils/safeHref';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { buttonSpinner } from './Button.css';
import {
  ButtonContent,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
  useButtonInteraction,
} from './buttonRecipe';

export type { ButtonSize, ButtonVariant } from './buttonRecipe';
export { buttonSizes, buttonVariants } from './buttonRecipe';

interface ButtonCommonProps {
  /** Visual weight: one `primary` action per view, `danger` for destructive ones. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'medium' */
  size?: ButtonSize;
  /** Shows a spinner, announces the busy state and ignores presses, while keeping focus on the button. @default false */
  isLoading?: boolean;
  /** Disables the button. @default false */
  isDisabled?: boolean;
  /** An icon before the label, such as `<MynaconLogin />`. */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  /** When given, renders a link styled as a button (unsafe URLs are refused and render a disabled button). */
  href?: string;
  /** Extra class names for the root. */
  className?: string;
  /** Called when the button is pressed by mouse, touch or keyboard. */
  onPress?: AriaButtonProps['onPress'];
  /** Native button type. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Associates a submit button with a form elsewhere in the page. */
  form?: string;
  /** For `aria-controls`, `aria-expanded` and similar attributes on the root. */
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: AriaButtonProps['aria-haspopup'];
  'aria-describedby'?: string;
}

interface ButtonWithTextProps extends ButtonCommonProps {
  /** The visible label. */
  children: ReactNode;
  iconOnly?: false;
  label?: never;
}

interface IconOnlyButtonProps extends ButtonCommonProps {
  /** Renders only `icon`; `label` becomes the accessible name (and is required). */
  iconOnly: true;
  /** Accessible name of an icon-only button. */
  label: string;
  children?: never;
}

export type ButtonProps = ButtonWithTextProps | IconOnlyButtonProps;

/** The action button of the design system; a link that looks like one when given `href`. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'medium',
    isLoading = false,
    isDisabled = false,
    icon,
    iconEnd,
    href,
    className,
    iconOnly: onlyIcon,
    label,
    children,
    onPress,
    type = 'button',
    form,
    ...aria
  } = props;
  const { t } = useI18n();
  const safe = safeHref(href);
  const disabled = isDisabled || (href !== undefined && safe === undefined);
  const root: RootProps = {
    ...aria,
    'data-component': 'Button',
    'data-variant': variant,
    'data-size': size,
    'data-disabled': disabled || undefined,
    'data-loading': isLoading || undefined,
    'aria-busy': isLoading || undefined,
    // While loading, an icon-only button says so in its name; a labelled one says it in hidden text below.
    'aria-label': onlyIcon ? (isLoading ? `${label}, ${t('ui.button.loading')}` : label) : undefined,
    className: buttonClassName({ variant, size, iconOnly: onlyIcon === true, className }),
  };
  const content = (
    <>
      <ButtonContent icon={icon} iconEnd={iconEnd} iconOnly={onlyIcon === true}>
        {children}
      </ButtonContent>
      {isLoading && (
        <span data-part="spinner">
          <span className={buttonSpinner} aria-hidden="true" />
          {onlyIcon ? null : <VisuallyHidden>, {t('ui.button.loading')}</VisuallyHidden>}
        </span>
      )}
    </>
  );

  if (safe !== undefined && !disabled) {
    return (
      <LinkButton href={safe} onPress={onPress} isLoading={isLoading} root={root}>
        {content}
      </LinkButton>
    );
  }
  return (
    <ActionButton type={type} form={form} onPress={onPress} isDisabled={disabled} isLoading={isLoading} root={root}>
      {content}
    </ActionButton>
  );
}

type RootProps = Omit<AriaAttributes, 'aria-haspopup'> & {
  'aria-haspopup'?: AriaButtonProps['aria-haspopup'];
  'aria-label'?: string | undefined;
  className: string;
  [data: `data-${string}`]: string | boolean | undefined;
};

interface InnerProps {
  root: RootProps;
  isLoading: boolean;
  onPress: AriaButtonProps['onPress'];
  children: ReactNode;
}

// A loading submit button must not submit its form a second time.
const preventSubmit = (event: { preventDefault: () => void }) => event.preventDefault();

function ActionButton({
  type,
  form,
  isDisabled,
  isLoading,
  onPress,
  root,
  children,
}: InnerProps & { type: 'button' | 'submit' | 'reset'; form: string | undefined; isDisabled: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Loading keeps the button focusable (aria-disabled, not disabled) so keyboard users do not lose their place.
  const { buttonProps, isPressed } = useButton({ type, isDisabled, onPress: isLoading ? undefined : onPress }, ref);
  const { interactionProps, ...state } = useButtonInteraction(isDisabled || isLoading);
  return (
    <button
      {...mergeProps(buttonProps, interactionProps, { onClick: isLoading ? preventSubmit : undefined })}
      {...root}
      {...state}
      form={form}
      aria-disabled={isLoading || undefined}
      ref={ref}
      data-pressed={isPressed || undefined}
    >
      {children}
    </button>
  );
}

function LinkButton({ href, isLoading, onPress, root, children }: InnerProps & { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps, isPressed } = useLink({ href, isDisabled: isLoading, onPress }, ref);
  const { interactionProps, ...state } = useButtonInteraction(isLoading);
  return (
    <a
      {...mergeProps(linkProps, interactionProps)}
      {...root}
      {...state}
      href={href}
      ref={ref}
      data-pressed={isPressed || undefined}
    >
      {children}
    </a>
  );
}
