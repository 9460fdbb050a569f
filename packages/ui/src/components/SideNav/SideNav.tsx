import { cva } from 'class-variance-authority';
import { type ReactNode, useId, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { safeHref } from '../../utils/safeHref';
import {
  sideNavBadge,
  sideNavBase,
  sideNavGroup,
  sideNavHeading,
  sideNavIcon,
  sideNavItem,
  sideNavLabel,
  sideNavLink,
  sideNavList,
  sideNavScroller,
} from './SideNav.css';

/** Heading levels a group heading can take, to fit the page's outline. */
export const sideNavHeadingLevels = [2, 3, 4, 5, 6] as const;
export type SideNavHeadingLevel = (typeof sideNavHeadingLevels)[number];

const sideNavClass = cva(sideNavBase);

/** One link of the side navigation. */
export interface SideNavItem {
  /** Where the entry goes; internal paths navigate through `NavigationProvider`. */
  href: string;
  /** The visible text and accessible name. */
  label: string;
  /** A decorative icon before the label, such as `<MynaconTicket />`. */
  icon?: ReactNode;
  /** Marks the page the player is on (`aria-current="page"`). @default false */
  current?: boolean;
  /**
   * A short status after the label, such as a count. It is read as part of the link's name, so it must make
   * sense there (“Tickets 3”); add VisuallyHidden words where a bare number would not.
   */
  badge?: ReactNode;
}

/** A titled group of links. */
export interface SideNavGroup {
  /** The group's heading, shown above its links on wide screens and read by screen readers everywhere. */
  heading: string;
  /** The links of the group. */
  items: readonly SideNavItem[];
}

export interface SideNavProps {
  /** The accessible name of the navigation landmark; make it unique on the page. @default t('ui.sideNav.label') */
  label?: string;
  /** Links without a group, listed first. */
  items?: readonly SideNavItem[];
  /** Groups of links, each with a heading. */
  groups?: readonly SideNavGroup[];
  /** The level of the group headings. @default 2 */
  headingLevel?: SideNavHeadingLevel;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * The section navigation of the account and support layouts: a column of links beside the content on wide
 * screens, a horizontally scrolling row above it on narrow ones.
 */
export function SideNav({ label, items = [], groups = [], headingLevel = 2, className }: SideNavProps) {
  const { t } = useI18n();
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav
      aria-label={label ?? t('ui.sideNav.label')}
      data-component="SideNav"
      className={[sideNavClass(), className].filter(Boolean).join(' ')}
    >
      <div className={sideNavScroller} data-part="scroller">
        {items.length > 0 && <SideNavList items={items} />}
        {groups.map((group, index) => {
          const headingId = `${baseId}-group-${index}`;
          return (
            <div key={group.heading} className={sideNavGroup} data-part="group">
              <Heading id={headingId} className={sideNavHeading} data-part="heading">
                {group.heading}
              </Heading>
              <SideNavList items={group.items} labelledBy={headingId} />
            </div>
          );
        })}
      </div>
    </nav>
  );
}

function SideNavList({ items, labelledBy }: { items: readonly SideNavItem[]; labelledBy?: string }) {
  return (
    <ul className={sideNavList} aria-labelledby={labelledBy} data-part="list">
      {items.map((item) => (
        <li key={item.href} className={sideNavItem}>
          <SideNavLink item={item} />
        </li>
      ))}
    </ul>
  );
}

function SideNavLink({ item }: { item: SideNavItem }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const safe = safeHref(item.href);
  const { linkProps } = useLink({ href: safe, isDisabled: safe === undefined }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <a
      {...mergeProps(linkProps, hoverProps, focusProps)}
      ref={ref}
      href={safe}
      className={sideNavLink}
      data-part="link"
      aria-current={item.current ? 'page' : undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.icon && (
        <span className={sideNavIcon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className={sideNavLabel}>{item.label}</span>
      {/* The space keeps the label and the badge apart in the accessible name. */}{' '}
      {item.badge !== undefined && item.badge !== null && (
        <span className={sideNavBadge} data-part="badge">
          {item.badge}
        </span>
      )}
    </a>
  );
}
