import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import { type AnchorHTMLAttributes, type ReactElement, type ReactNode, type Ref, useId, useRef } from 'react';
import { chain, mergeRefs, useLink } from 'react-aria';
import { MynaconCheckCircle, MynaconChevronDown } from '../../icons/generated';
import { safeHref } from '../../utils/safeHref';
import { ButtonTrigger, type ButtonTriggerContentProps, type ButtonTriggerLookProps } from '../Button/ButtonTrigger';
import {
  dropdownMenuChevron,
  dropdownMenuContent,
  dropdownMenuItem,
  dropdownMenuItemIcon,
  dropdownMenuItemLabel,
  dropdownMenuItemTone,
  dropdownMenuLabel,
  dropdownMenuSeparator,
  dropdownMenuTrigger,
} from './DropdownMenu.css';

export const dropdownMenuItemTones = ['default', 'danger'] as const;
export const dropdownMenuAligns = ['start', 'center', 'end'] as const;
export const dropdownMenuSides = ['bottom', 'top', 'left', 'right'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];
export type DropdownMenuAlign = (typeof dropdownMenuAligns)[number];
export type DropdownMenuSide = (typeof dropdownMenuSides)[number];

const itemClass = cva(dropdownMenuItem, {
  variants: { tone: dropdownMenuItemTone },
  defaultVariants: { tone: 'default' },
});

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export interface DropdownMenuProps {
  /** Whether the menu is open, when the parent controls it (with `onOpenChange`). */
  open?: boolean;
  /** Whether the menu starts open, when it controls its own state. @default false */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Makes the rest of the page inert while the menu is open. Off by default: a menu is not a dialog, and hiding
   * the page would hide the focusable trigger from screen readers. @default false
   */
  modal?: boolean;
  /** A `DropdownMenuTrigger` and a `DropdownMenuContent`. */
  children: ReactNode;
}

/**
 * A menu of actions and links behind a button, such as the account menu. Arrow keys move, typing jumps to an
 * item, Escape closes and returns focus to the trigger. Built on Radix DropdownMenu.
 */
export function DropdownMenu({ open, defaultOpen, onOpenChange, modal = false, children }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {children}
    </MenuPrimitive.Root>
  );
}

export type DropdownMenuTriggerProps =
  | (ButtonTriggerLookProps &
      ButtonTriggerContentProps & {
        /** Renders the single child element as the trigger instead of a button. @default false */
        asChild?: false;
        /** Hides the chevron after the label. @default false */
        hideChevron?: boolean;
        /** Extra class names for the button. */
        className?: string;
      })
  | {
      /** Renders the single child element as the trigger: it must accept a ref and spread its props. */
      asChild: true;
      /** A native `<button>`, or a component that forwards its ref and props to one. */
      children: ReactElement;
    };

/**
 * The button that opens the menu. It looks like `Button` (same `variant`, `size`, `icon` and `iconOnly`) and
 * shows a chevron after its label. Enter, Space and Arrow Down open the menu.
 */
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  if (props.asChild) {
    return (
      <MenuPrimitive.Trigger asChild data-component="DropdownMenuTrigger">
        {props.children}
      </MenuPrimitive.Trigger>
    );
  }
  const { asChild: _, hideChevron = false, className, ...look } = props;
  const chevron = look.iconOnly || hideChevron ? undefined : <MynaconChevronDown className={dropdownMenuChevron} />;
  return (
    <MenuPrimitive.Trigger asChild>
      <ButtonTrigger
        data-component="DropdownMenuTrigger"
        iconEnd={chevron}
        {...look}
        className={join(dropdownMenuTrigger, className)}
      />
    </MenuPrimitive.Trigger>
  );
}

export interface DropdownMenuContentProps {
  /** Alignment against the trigger; `end` suits a menu at the right of a header. @default 'start' */
  align?: DropdownMenuAlign;
  /** Preferred side of the trigger; the menu flips when there is no room. @default 'bottom' */
  side?: DropdownMenuSide;
  /** Extra class names for the menu. */
  className?: string;
  /** Items, groups and separators. */
  children: ReactNode;
}

/** The menu itself, rendered in a portal next to its trigger and named after it. */
export function DropdownMenuContent({
  align = 'start',
  side = 'bottom',
  className,
  children,
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-component="DropdownMenuContent"
        className={join(dropdownMenuContent, className)}
        align={align}
        side={side}
        sideOffset={6}
        collisionPadding={8}
        loop
      >
        {children}
      </MenuPrimitive.Content>
    </MenuPrimitive.Portal>
  );
}

interface DropdownMenuItemCommonProps {
  /** An icon before the label, such as `<MynaconLogout />`; decorative. */
  icon?: ReactNode;
  /** `danger` for destructive items such as “Delete account”. @default 'default' */
  tone?: DropdownMenuItemTone;
  /** Makes the item unavailable; it stays visible and is skipped by the arrow keys. @default false */
  disabled?: boolean;
  /** Called when the item is chosen by click, Enter or Space. Call `event.preventDefault()` to keep the menu open. */
  onSelect?: (event: Event) => void;
  /** The text used for typeahead, when the label is not plain text. */
  textValue?: string;
  /** Extra class names for the item. */
  className?: string;
}

export type DropdownMenuItemProps = DropdownMenuItemCommonProps &
  (
    | {
        /** Renders the item as a link. Internal paths go through the router given to `NavigationProvider`. */
        href?: string;
        asChild?: false;
        /** The label. */
        children: ReactNode;
      }
    | {
        href?: never;
        /** Renders the single child as the item, such as a router’s own link component (no `icon`). */
        asChild: true;
        children: ReactElement;
      }
  );

/** One action or link in the menu. */
export function DropdownMenuItem({
  icon,
  tone = 'default',
  disabled = false,
  onSelect,
  textValue,
  className,
  href,
  asChild = false,
  children,
}: DropdownMenuItemProps) {
  const safe = safeHref(href);
  const common = {
    'data-component': 'DropdownMenuItem',
    'data-tone': tone,
    className: join(itemClass({ tone }), className),
    // A refused URL leaves a disabled item behind rather than a link that does nothing.
    disabled: disabled || (href !== undefined && safe === undefined),
    onSelect,
    textValue,
  };
  const content = (
    <>
      {icon ? (
        <span className={dropdownMenuItemIcon} data-part="icon">
          {icon}
        </span>
      ) : null}
      <span className={dropdownMenuItemLabel} data-part="label">
        {children}
      </span>
    </>
  );
  if (asChild) {
    return (
      <MenuPrimitive.Item asChild {...common}>
        {children}
      </MenuPrimitive.Item>
    );
  }
  if (safe !== undefined && !common.disabled) {
    return (
      <MenuPrimitive.Item asChild {...common}>
        <DropdownMenuItemLink href={safe}>{content}</DropdownMenuItemLink>
      </MenuPrimitive.Item>
    );
  }
  return <MenuPrimitive.Item {...common}>{content}</MenuPrimitive.Item>;
}

interface DropdownMenuItemLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real anchor whose clicks go through the app’s router, as `Link` does. */
function DropdownMenuItemLink({ href, ref, onClick, ...rest }: DropdownMenuItemLinkProps) {
  const localRef = useRef<HTMLAnchorElement>(null);
  // Only the click handler and router href are taken from useLink: its press handling would cancel the
  // keydown that Radix turns into a selection. Radix's click handler runs first, as it skips a prevented click.
  const { linkProps } = useLink({ href }, localRef);
  const routed = linkProps as { href?: string; onClick?: AnchorHTMLAttributes<HTMLAnchorElement>['onClick'] };
  return (
    <a {...rest} ref={mergeRefs(ref, localRef)} href={routed.href ?? href} onClick={chain(onClick, routed.onClick)} />
  );
}

export interface DropdownMenuCheckboxItemProps extends Omit<DropdownMenuItemCommonProps, 'icon' | 'tone'> {
  /** Whether the option is on. */
  checked: boolean;
  /** Called with the new value when the item is chosen. */
  onCheckedChange: (checked: boolean) => void;
  /** The label. */
  children: ReactNode;
}

/** An option that can be switched on and off from the menu, announced as checked or not checked. */
export function DropdownMenuCheckboxItem({
  checked,
  onCheckedChange,
  disabled = false,
  onSelect,
  textValue,
  className,
  children,
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-component="DropdownMenuCheckboxItem"
      className={join(itemClass({ tone: 'default' }), className)}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      onSelect={onSelect}
      textValue={textValue}
    >
      <span className={dropdownMenuItemIcon} data-part="indicator">
        <MenuPrimitive.ItemIndicator>
          <MynaconCheckCircle />
        </MenuPrimitive.ItemIndicator>
      </span>
      <span className={dropdownMenuItemLabel} data-part="label">
        {children}
      </span>
    </MenuPrimitive.CheckboxItem>
  );
}

export interface DropdownMenuGroupProps {
  /** A short heading shown above the items, which also names the group for screen readers. */
  label?: string;
  /** The group’s items. */
  children: ReactNode;
}

/** Related items together, optionally under a label. */
export function DropdownMenuGroup({ label, children }: DropdownMenuGroupProps) {
  const labelId = useId();
  return (
    <MenuPrimitive.Group data-component="DropdownMenuGroup" aria-labelledby={label ? labelId : undefined}>
      {label ? (
        <MenuPrimitive.Label id={labelId} className={dropdownMenuLabel} data-part="label">
          {label}
        </MenuPrimitive.Label>
      ) : null}
      {children}
    </MenuPrimitive.Group>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <MenuPrimitive.Separator data-component="DropdownMenuSeparator" className={dropdownMenuSeparator} />;
}
