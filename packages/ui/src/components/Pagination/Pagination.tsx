import type { ReactNode } from 'react';
import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useLink } from 'react-aria';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconChevronLeft, MynaconChevronRight } from '../../icons/generated';
import { safeHref } from '../../utils/safeHref';
import { Button } from '../Button/Button';
import { paginationEllipsis, paginationItem, paginationList, paginationPage, paginationRoot } from './Pagination.css';
import { paginationRange } from './paginationRange';

export type { PaginationRangeItem } from './paginationRange';
export { paginationRange } from './paginationRange';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** The number of pages. With one page or fewer, nothing renders. */
  pageCount: number;
  /**
   * Called with the page to go to when a page, previous or next is pressed. With `getHref` as well, it runs
   * before the link is followed (for analytics or scroll handling).
   */
  onPageChange?: (page: number) => void;
  /**
   * Builds each page's address, such as `(page) => '/community/bugs?page=' + page`. When given, pages render as real links
   * (open in a new tab works); internal paths go through the app's router via `NavigationProvider`.
   * Without it, pages render as buttons and only `onPageChange` runs.
   */
  getHref?: (page: number) => string;
  /** Extra class names for the root. */
  className?: string;
}

/** Moves through a list split into pages: previous, next and page numbers, as links or buttons. */
export function Pagination({ page, pageCount, onPageChange, getHref, className }: PaginationProps) {
  const { t } = useI18n();
  const range = paginationRange(page, pageCount);
  if (range.length <= 1) return null;
  const last = range[range.length - 1] as number;
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const go = (target: number) => () => {
    if (target !== current) onPageChange?.(target);
  };
  const hrefOf = (target: number) => (getHref ? getHref(target) : undefined);

  return (
    <nav
      aria-label={t('ui.pagination.label')}
      data-component="Pagination"
      data-mode={getHref ? 'links' : 'buttons'}
      className={[paginationRoot, className].filter(Boolean).join(' ')}
    >
      <ul className={paginationList} data-part="list">
        <li className={paginationItem} data-part="previous">
          <Button
            variant="ghost"
            iconOnly
            label={t('ui.pagination.previous')}
            icon={<MynaconChevronLeft />}
            isDisabled={current <= 1}
            href={current > 1 ? hrefOf(current - 1) : undefined}
            onPress={go(current - 1)}
          />
        </li>
        {range.map((item, index) =>
          item === 'ellipsis' ? (
            // The gap is visual only: the page numbers either side say where the list jumps.
            <li key={`ellipsis-${range[index - 1]}`} className={paginationEllipsis} data-part="ellipsis" aria-hidden>
              …
            </li>
          ) : (
            <li key={item} className={paginationItem}>
              <PaginationPage
                page={item}
                label={t('ui.pagination.page', { page: item })}
                isCurrent={item === current}
                href={hrefOf(item)}
                onPress={go(item)}
              >
                {item}
              </PaginationPage>
            </li>
          ),
        )}
        <li className={paginationItem} data-part="next">
          <Button
            variant="ghost"
            iconOnly
            label={t('ui.pagination.next')}
            icon={<MynaconChevronRight />}
            isDisabled={current >= last}
            href={current < last ? hrefOf(current + 1) : undefined}
            onPress={go(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}

interface PaginationPageProps {
  page: number;
  label: string;
  isCurrent: boolean;
  href: string | undefined;
  onPress: () => void;
  children: ReactNode;
}

/**
 * One page number. Not a Button: it needs `aria-current`, and a name ("Page 3") that differs from its visible
 * number, which Button's labelled mode does not offer.
 */
function PaginationPage({ page, label, isCurrent, href, onPress, children }: PaginationPageProps) {
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  const state: PageState = {
    'aria-label': label,
    'aria-current': isCurrent ? 'page' : undefined,
    'data-page': page,
    'data-current': isCurrent || undefined,
    'data-hovered': isHovered || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    className: paginationPage,
  };
  const safe = safeHref(href);
  if (safe !== undefined) {
    return (
      <PageLink href={safe} onPress={onPress} extra={mergeProps(hoverProps, focusProps)} state={state}>
        {children}
      </PageLink>
    );
  }
  return (
    <PageButton onPress={onPress} extra={mergeProps(hoverProps, focusProps)} state={state}>
      {children}
    </PageButton>
  );
}

interface PageState {
  'aria-label': string;
  'aria-current': 'page' | undefined;
  className: string;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

interface PageElementProps {
  onPress: () => void;
  extra: ReturnType<typeof mergeProps>;
  state: PageState;
  children: ReactNode;
}

function PageLink({ href, onPress, extra, state, children }: PageElementProps & { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href, onPress }, ref);
  return (
    <a {...mergeProps(linkProps, extra)} {...state} href={href} ref={ref}>
      {children}
    </a>
  );
}

function PageButton({ onPress, extra, state, children }: PageElementProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  return (
    <button type="button" {...mergeProps(buttonProps, extra)} {...state} ref={ref}>
      {children}
    </button>
  );
}
