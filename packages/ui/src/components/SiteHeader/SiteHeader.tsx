import { cva } from 'class-variance-authority';
import {
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { mergeProps, useFocusRing, useHover, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconBell, MynaconClose, MynaconMenu } from '../../icons/generated';
import { safeHref } from '../../utils/safeHref';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  siteHeaderActions,
  siteHeaderBadge,
  siteHeaderBar,
  siteHeaderBase,
  siteHeaderBrand,
  siteHeaderInbox,
  siteHeaderInboxLink,
  siteHeaderLocaleSwitcher,
  siteHeaderMenuToggle,
  siteHeaderNavIcon,
  siteHeaderNavLink,
  siteHeaderNavList,
  siteHeaderPanel,
  siteHeaderSearch,
  siteHeaderSearchInput,
  siteHeaderSkipLink,
} from './SiteHeader.css';

/** When the navigation collapses behind the menu button: below the `md` breakpoint, always, or never. */
export const siteHeaderCollapseModes = ['auto', 'always', 'never'] as const;
export type SiteHeaderCollapse = (typeof siteHeaderCollapseModes)[number];

const siteHeaderClass = cva(siteHeaderBase);

/** One entry of the primary navigation. */
export interface SiteHeaderNavItem {
  /** Where the entry goes; internal paths navigate through `NavigationProvider`. */
  href: string;
  /** The visible text and accessible name. */
  label: string;
  /** A decorative icon before the label, such as `<MynaconGamepad />`. */
  icon?: ReactNode;
  /** Marks the page the player is on (`aria-current="page"`). @default false */
  current?: boolean;
}

/** The header's search form: one field that submits its text, reachable from anywhere with a key. */
export interface SiteHeaderSearch {
  /** The field's accessible name (not shown: the placeholder and the search landmark say what it is). */
  label: string;
  /** The hint inside the empty field. */
  placeholder?: string;
  /** The field's text when it is (re)rendered, such as the query of a results page. @default '' */
  value?: string;
  /**
   * A single key that moves focus to the field from anywhere except another field (and without Ctrl, Alt or
   * Meta), announced as `aria-keyshortcuts`. @default '/'
   */
  shortcut?: string;
  /** Longest text the field takes. @default 200 */
  maxLength?: number;
  /** Called with the trimmed text on Enter; an empty text is not submitted. */
  onSubmit: (text: string) => void;
}

export interface SiteHeaderProps {
  /**
   * The logo or wordmark inside the home link. A string is the link's visible name; anything else is treated as
   * an image (give an `<img>` an empty `alt`) and the link is named “Home” in the active locale.
   */
  brand: ReactNode;
  /** Overrides the accessible name of the home link when `brand` is an image. @default t('ui.siteHeader.home') */
  brandLabel?: string;
  /** Where the brand link goes. @default '/' */
  homeHref?: string;
  /** The id of the page's `main` element, with or without `#`; the skip link moves focus there. @default '#main' */
  mainId?: string;
  /** The primary navigation. */
  items?: readonly SiteHeaderNavItem[];
  /** A locale switcher, such as a labelled `<select>`. It sits beside the navigation and moves into the menu when collapsed. */
  localeSwitcher?: ReactNode;
  /** The account menu or a sign-in button, always visible at the end of the bar. */
  accountMenu?: ReactNode;
  /** Where the notifications link goes. Without it, no notifications link is shown. */
  inboxHref?: string;
  /** Unread notifications: named in the link, and shown on a badge (99+ above 99) when above zero. @default 0 */
  unreadCount?: number;
  /** A search field at the start of the actions, always visible. Without it, none. */
  search?: SiteHeaderSearch;
  /** When the navigation collapses behind the menu button. @default 'auto' */
  collapse?: SiteHeaderCollapse;
  /** Extra class names for the root. */
  className?: string;
}

/** The sticky top bar of every portal page: skip link, brand, primary navigation, locale, notifications and account. */
export function SiteHeader({
  brand,
  brandLabel,
  homeHref = '/',
  mainId = '#main',
  items = [],
  localeSwitcher,
  accountMenu,
  inboxHref,
  unreadCount = 0,
  search,
  collapse = 'auto',
  className,
}: SiteHeaderProps) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const header = headerRef.current;
      // Only keys pressed inside the header: an account menu's own Escape (portalled elsewhere) stays its own.
      if (event.key !== 'Escape' || event.defaultPrevented || !header?.contains(event.target as Node)) return;
      setOpen(false);
      toggleRef.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <header
      ref={headerRef}
      data-component="SiteHeader"
      data-state={isOpen ? 'open' : 'closed'}
      data-collapse={collapse}
      className={[siteHeaderClass(), className].filter(Boolean).join(' ')}
    >
      <SiteHeaderSkipLink mainId={mainId}>{t('ui.siteHeader.skipToContent')}</SiteHeaderSkipLink>
      <div className={siteHeaderBar} data-part="bar">
        <SiteHeaderLink
          href={homeHref}
          className={siteHeaderBrand}
          part="brand"
          aria-label={typeof brand === 'string' ? undefined : (brandLabel ?? t('ui.siteHeader.home'))}
        >
          {brand}
        </SiteHeaderLink>
        {/* The toggle comes right before the panel it controls, so Tab moves from it into the open menu. */}
        <span ref={toggleRef} className={siteHeaderMenuToggle} data-part="menu-toggle">
          <Button
            variant="ghost"
            iconOnly
            label={isOpen ? t('ui.siteHeader.closeMenu') : t('ui.siteHeader.openMenu')}
            icon={isOpen ? <MynaconClose size="medium" /> : <MynaconMenu size="medium" />}
            aria-expanded={isOpen}
            aria-controls={panelId}
            onPress={() => setOpen((open) => !open)}
          />
        </span>
        <div id={panelId} className={siteHeaderPanel} data-part="panel">
          {items.length > 0 && (
            <nav aria-label={t('ui.siteHeader.navigation')} data-part="navigation">
              <ul className={siteHeaderNavList}>
                {items.map((item) => (
                  <li key={item.href}>
                    <SiteHeaderLink
                      href={item.href}
                      className={siteHeaderNavLink}
                      part="nav-link"
                      aria-current={item.current ? 'page' : undefined}
                      onPress={close}
                    >
                      {item.icon && (
                        <span className={siteHeaderNavIcon} aria-hidden="true">
                          {item.icon}
                        </span>
                      )}
                      {item.label}
                    </SiteHeaderLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {localeSwitcher && (
            <div className={siteHeaderLocaleSwitcher} data-part="locale-switcher">
              {localeSwitcher}
            </div>
          )}
        </div>
        <div className={siteHeaderActions} data-part="actions">
          {search && <SiteHeaderSearchForm {...search} />}
          {inboxHref !== undefined && (
            <span className={siteHeaderInbox} data-part="inbox">
              <SiteHeaderLink
                href={inboxHref}
                className={siteHeaderInboxLink}
                part="inbox-link"
                aria-label={t('ui.siteHeader.unread', { count: unreadCount })}
              >
                <MynaconBell size="medium" />
              </SiteHeaderLink>
              {/* A sibling of the link, not its content: the link's name already gives the exact count, and the
                  capped “99+” must not count as visible text of the link's label. */}
              {unreadCount > 0 && (
                <span className={siteHeaderBadge} data-part="badge" aria-hidden="true">
                  {unreadCount > 99 ? '99+' : unreadCount}
                </span>
              )}
            </span>
          )}
          {accountMenu}
        </div>
      </div>
    </header>
  );
}

/** Whether a key press is typing into something, where a shortcut key must stay a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** The search form of the header: a search landmark with one labelled field and its keyboard shortcut. */
function SiteHeaderSearchForm({
  label,
  placeholder,
  value = '',
  shortcut = '/',
  maxLength = 200,
  onSubmit,
}: SiteHeaderSearch) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== shortcut || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  // A new `value` (another results page) replaces the text unless the player is typing in the field, so that
  // focus stays in it after a search and the text typed is never overwritten.
  useEffect(() => {
    const input = inputRef.current;
    if (input !== null && document.activeElement !== input) input.value = value;
  }, [value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = inputRef.current?.value.trim() ?? '';
    if (text !== '') onSubmit(text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is a landmark in every screen reader; the newer <search> element is not yet
    <form role="search" aria-label={label} className={siteHeaderSearch} data-part="search" onSubmit={submit}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        {...focusProps}
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts={shortcut}
        className={siteHeaderSearchInput}
        data-part="search-input"
        data-focus-visible={isFocusVisible || undefined}
      />
    </form>
  );
}

interface SiteHeaderLinkProps {
  href: string;
  className: string;
  part: string;
  children: ReactNode;
  onPress?: () => void;
  'aria-label'?: string | undefined;
  'aria-current'?: 'page' | undefined;
}

/** A link of the header: routed through `NavigationProvider`, with the shared hover and focus-ring states. */
function SiteHeaderLink({ href, className, part, children, onPress, ...aria }: SiteHeaderLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const safe = safeHref(href);
  const { linkProps } = useLink({ href: safe, isDisabled: safe === undefined, onPress }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <a
      {...mergeProps(linkProps, hoverProps, focusProps)}
      {...aria}
      ref={ref}
      href={safe}
      className={className}
      data-part={part}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </a>
  );
}

/** The skip link: a plain in-page anchor that also moves focus, since not every browser does on its own. */
function SiteHeaderSkipLink({ mainId, children }: { mainId: string; children: ReactNode }) {
  const id = mainId.replace(/^#/, '');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // A `main` is not focusable by default; tabindex -1 lets it take focus without joining the Tab order.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a href={`#${id}`} className={siteHeaderSkipLink} data-part="skip-link" onClick={onClick}>
      {children}
    </a>
  );
}
