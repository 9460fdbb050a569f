import { type RefObject, useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { Button } from '../Button/Button';
import { loadMoreRoot, loadMoreStatus } from './LoadMore.css';

export interface LoadMoreProps {
  /** How many items the list shows now. */
  shown: number;
  /** How many items there are in all, when the API says; the status then reads "Showing 20 of 45". */
  total?: number;
  /** Whether there is another page to fetch; without one the button goes and the status reads "All 45 shown". */
  hasMore: boolean;
  /** A fetch is under way: the button shows its spinner, stays focused and ignores presses. @default false */
  isLoading?: boolean;
  /** Called when the player asks for the next page. Append the page to the list and update `shown`. */
  onLoadMore: () => void;
  /**
   * The element to focus once a fetch has added items, normally the first new item (give it `tabIndex={-1}`
   * unless it is a link or a control). Focus moves only when it was on the button (or was lost because the
   * button went), so a player who moved elsewhere meanwhile is left in place. Without it, focus stays on the
   * button, or goes to the status when the last page has loaded.
   */
  focusTargetRef?: RefObject<HTMLElement | null>;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * Fetches the next page of a list on request, such as community posts, and says how many items are shown. Each
 * press adds a page; the status is a polite live region, so screen readers hear the new count.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  isLoading = false,
  onLoadMore,
  focusTargetRef,
  className,
}: LoadMoreProps) {
  const { t, locale } = useI18n();
  const rootRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The count when the current fetch started; focus moves once the list has grown past it.
  const shownAtStart = useRef<number | null>(null);

  useEffect(() => {
    if (isLoading) {
      shownAtStart.current ??= shown;
      return;
    }
    const before = shownAtStart.current;
    if (before === null || shown <= before) return;
    shownAtStart.current = null;
    const active = document.activeElement;
    const focusWasOurs = active === null || active === document.body || rootRef.current?.contains(active);
    if (!focusWasOurs) return;
    const target = focusTargetRef?.current ?? (hasMore ? null : statusRef.current);
    target?.focus();
  }, [isLoading, shown, hasMore, focusTargetRef]);

  const number = new Intl.NumberFormat(locale);
  let status = '';
  if (isLoading) status = t('ui.loadMore.loading');
  else if (!hasMore) status = t('ui.loadMore.done', { total: number.format(total ?? shown) });
  else if (total !== undefined)
    status = t('ui.loadMore.status', { shown: number.format(shown), total: number.format(total) });
  else status = t('ui.loadMore.shown', { shown: number.format(shown) });

  return (
    <div
      ref={rootRef}
      data-component="LoadMore"
      data-state={isLoading ? 'loading' : hasMore ? 'idle' : 'done'}
      className={[loadMoreRoot, className].filter(Boolean).join(' ')}
    >
      {/* Rendered from the start, so screen readers are already watching it when the text changes. */}
      <p ref={statusRef} role="status" tabIndex={-1} data-part="status" className={loadMoreStatus}>
        {status}
      </p>
      {hasMore && (
        <Button variant="secondary" isLoading={isLoading} onPress={onLoadMore}>
          {t('ui.loadMore.button')}
        </Button>
      )}
    </div>
  );
}
