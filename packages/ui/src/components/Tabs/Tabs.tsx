import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { tabsContent, tabsList, tabsRoot, tabsTrigger, tabsTriggerCount, tabsTriggerIcon } from './Tabs.css';

export const tabsActivationModes = ['automatic', 'manual'] as const;
export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsActivationMode = (typeof tabsActivationModes)[number];
export type TabsOrientation = (typeof tabsOrientations)[number];

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export interface TabsProps
  extends Omit<
    ComponentPropsWithRef<typeof TabsPrimitive.Root>,
    'asChild' | 'activationMode' | 'orientation' | 'value' | 'defaultValue' | 'onValueChange'
  > {
  /** The selected tab's `value`, when the parent keeps the state (controlled). */
  value?: string;
  /** The tab selected at first, when the component keeps the state (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected tab's `value`. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: arrow keys select the tab they move to. `manual`: arrow keys only move focus, and
   * <kbd>Enter</kbd> or <kbd>Space</kbd> selects; use it when showing a panel is slow (it loads data).
   * @default 'automatic'
   */
  activationMode?: TabsActivationMode;
  /** Layout of the tab list; arrow keys follow it (left and right, or up and down). @default 'horizontal' */
  orientation?: TabsOrientation;
  children: ReactNode;
}

/** Switches between views of the same subject, such as "Bug reports" and "Resolved issues" of a game. */
export function Tabs({ className, activationMode = 'automatic', orientation = 'horizontal', ...rest }: TabsProps) {
  return (
    <TabsPrimitive.Root
      {...rest}
      activationMode={activationMode}
      orientation={orientation}
      data-component="Tabs"
      data-activation-mode={activationMode}
      className={join(tabsRoot, className)}
    />
  );
}

export interface TabsListProps
  extends Omit<ComponentPropsWithRef<typeof TabsPrimitive.List>, 'asChild' | 'aria-label'> {
  /** Accessible name of the tab list, saying what the tabs switch between, such as "Support topics". */
  label: string;
  /** Arrow keys wrap from the last tab to the first and back. @default true */
  loop?: boolean;
  children: ReactNode;
}

/** The row of tabs. */
export function TabsList({ label, className, ...rest }: TabsListProps) {
  return <TabsPrimitive.List {...rest} aria-label={label} data-part="list" className={join(tabsList, className)} />;
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<typeof TabsPrimitive.Trigger>, 'asChild'> {
  /** Identifies the tab; the `TabsContent` with the same `value` is its panel. */
  value: string;
  /** A decorative icon before the label, such as `<MynaconBug />`. */
  icon?: ReactNode;
  /** A count shown in a badge after the label, such as the number of open reports; numbers are formatted for the locale. */
  count?: number | string;
  /** Switches the tab off: it is skipped by the arrow keys. @default false */
  disabled?: boolean;
  /** The visible label. */
  children: ReactNode;
}

/** One tab. */
export function TabsTrigger({ icon, count, className, children, ...rest }: TabsTriggerProps) {
  const { locale } = useI18n();
  const formatted = typeof count === 'number' ? new Intl.NumberFormat(locale).format(count) : count;
  return (
    <TabsPrimitive.Trigger {...rest} data-part="trigger" className={join(tabsTrigger, className)}>
      {icon && (
        <span className={tabsTriggerIcon} data-part="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span data-part="label">{children}</span>
      {formatted !== undefined && formatted !== '' && (
        <>
          <span className={tabsTriggerCount} data-part="count" aria-hidden="true">
            {formatted}
          </span>
          {/* One piece of text for screen readers, so the name reads "Bug reports (12)", not "Bug reports 12". */}
          <VisuallyHidden>({formatted})</VisuallyHidden>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
}

export interface TabsContentProps extends Omit<ComponentPropsWithRef<typeof TabsPrimitive.Content>, 'asChild'> {
  /** The `value` of the tab this panel belongs to. */
  value: string;
  children: ReactNode;
}

/** The panel of one tab. It is focusable, so <kbd>Tab</kbd> from the tab list reaches its content. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <TabsPrimitive.Content {...rest} data-part="content" className={join(tabsContent, className)} />;
}
