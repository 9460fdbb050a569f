import type { Locale } from '@mynacon/contract/locale';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Form,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  LoadMore,
  MynaconOrder,
  MynaconProduct,
  orderId as orderIdRule,
  PageHeader,
  Skeleton,
  Text,
  TextField,
} from '@mynacon/ui';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { fetchQuery } from '../../../lib/data/query';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import { type CustomerOrders, searchOrderHistory } from '../../../lib/http/calls/search-customer-orders';
import { type Translate, usePageTitle, useT } from '../../../lib/i18n/useT';
import { BlockEmpty } from '../../../lib/page/BlockState';
import { facts, factValue, pageColumn, rowList } from '../../../lib/page/page.css';
import { type FailedReadState, failedReadState, type LoadFailure, loadFailureOf } from '../lib/load-failure';
import { isKnownOrderStatus, normaliseOrderId, statusTone, thumbnailSize, thumbnailUrl } from '../lib/order-view';
import { orderHistoryQuery } from '../lib/queries';
import type ordersMessages from '../messages/en-GB.json';
import { GameCodes } from './GameCodes';
import {
  item,
  itemBody,
  itemName,
  searchField,
  searchRow,
  searchStatus,
  thumbnail,
  thumbnailFallback,
} from './orders.css';
import { ReadFailed } from './ReadFailed';

type CustomerOrder = CustomerOrders['items'][number];

type HistoryState =
  | FailedReadState
  | {
      status: 'ready';
      orders: CustomerOrder[];
      total: number;
      page: number;
      search: string | undefined;
      /** The position of the first order of the page loaded last, after the first page. */
      firstNew: number | null;
    };

type MoreState = 'idle' | 'loading' | 'failed';

/**
 * The order history, one page at a time, optionally narrowed to one order number, read through the data store:
 * the history's first page is the start-up's. A search keeps the list on screen until its answer comes; only the
 * newest request's answer counts.
 */
function useOrderHistory(initial: string | undefined) {
  const [search, setSearch] = useState<string | undefined>(initial);
  const { view, reload, update } = useData(orderHistoryQuery(search));
  const [more, setMore] = useState<MoreState>('idle');
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const latest = useRef(0);

  /** Shows the history or a search once its first page has come; a refused search leaves the list as it is. */
  const load = useCallback(async (next: string | undefined): Promise<LoadFailure | null> => {
    const request = ++latest.current;
    setMore('idle');
    const read = orderHistoryQuery(next);
    const loaded = await fetchQuery(read, { force: true });
    if (request !== latest.current) return null;
    const failure = loaded ? null : loadFailureOf(appData.entry(read.key).error);
    // Signed out: the client is taking the player to the sign-in page. Refused input: the form says so.
    if (failure === 'signed-out' || failure === 'invalid') return failure;
    setFirstNew(null);
    setSearch(next);
    return failure;
  }, []);

  let state: HistoryState;
  if (view.status === 'ready') {
    const { items, total, page } = view.value;
    state = { status: 'ready', orders: items, total, page, search, firstNew };
  } else if (view.status === 'failed') {
    state = failedReadState(view.error);
  } else {
    state = { status: 'loading' };
  }

  const loadMore = async () => {
    if (state.status !== 'ready') return;
    const request = latest.current;
    const next = state.page + 1;
    setMore('loading');
    try {
      const answer = await searchOrderHistory(search === undefined ? { page: next } : { orderId: search, page: next });
      if (request !== latest.current) return;
      let first: number | null = null;
      update((last) => {
        // An order placed meanwhile shifts the pages: never show one twice.
        const known = new Set(last.items.map((order) => order.entity_id));
        const added = answer.items.filter((order) => !known.has(order.entity_id));
        first = added.length > 0 ? last.items.length : null;
        return { items: [...last.items, ...added], total: answer.total_count, page: next };
      });
      setFirstNew(first);
      setMore('idle');
    } catch (error) {
      if (request !== latest.current) return;
      setMore(loadFailureOf(error) === 'signed-out' ? 'idle' : 'failed');
    }
  };

  /** Tries the shown request again: the history, or the search that failed. */
  const retry = () => {
    setMore('idle');
    return reload();
  };

  return { state, more, load, loadMore, retry };
}

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) {
    return (
      <span className={thumbnailFallback} data-part="thumbnail-fallback" aria-hidden="true">
        <MynaconProduct size="large" />
      </span>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the error is a network event, not user input
    <img
      className={thumbnail}
      data-part="thumbnail"
      src={src}
      // The item's name is next to it: the picture adds nothing for a screen reader.
      alt=""
      width={thumbnailSize}
      height={thumbnailSize}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

function OrderCard({
  order,
  imageBaseUrl,
  locale,
  t,
  titleRef,
}: {
  order: CustomerOrder;
  /** Given to the first order of a page just loaded, so focus can move to it. */
  titleRef?: RefObject<HTMLSpanElement | null> | undefined;
  imageBaseUrl: string | undefined;
  locale: Locale;
  t: Translate<typeof ordersMessages>;
}) {
  const orderId = order.increment_id;
  const status = isKnownOrderStatus(order.status) ? t(`portal.orders.status.${order.status}`) : order.status;
  return (
    <Card
      as="li"
      headingLevel={2}
      title={
        <span ref={titleRef} tabIndex={titleRef === undefined ? undefined : -1}>
          {t('portal.orders.order.title', { orderId })}
        </span>
      }
      header={<Badge tone={statusTone(order.status)}>{status}</Badge>}
      data-order={orderId}
      data-order-status={order.status}
    >
      <dl className={facts}>
        <dt>{t('portal.orders.order.date')}</dt>
        <dd className={factValue}>
          <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
        </dd>
        <dt>{t('portal.orders.order.total')}</dt>
        <dd className={factValue}>{formatMoney(order.grand_total, order.order_currency_code, locale)}</dd>
      </dl>
      <ul className={rowList} aria-label={t('portal.orders.order.items', { orderId })}>
        {order.items.map((entry) => (
          <li key={entry.item_id} className={item} data-order-item={entry.sku}>
            <Thumbnail
              src={imageBaseUrl === undefined ? null : thumbnailUrl(imageBaseUrl, entry.extension_attributes.image)}
            />
            <div className={itemBody}>
              <h3 className={itemName}>{entry.name}</h3>
              <Text as="p" size="sm" tone="muted">
                {t('portal.orders.item.quantity', { count: entry.qty_ordered })} ·{' '}
                {formatMoney(entry.row_total, order.order_currency_code, locale)}
              </Text>
              <GameCodes text={entry.extension_attributes.videogames_codes} orderId={orderId} t={t} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The player's order history (spec sections 3, 5 and 7): orders other than pending and payment_review, newest
 * first, with status, date, items, 300x300 thumbnails and game keys; a search by order number ('Format must be
 * NAXXXXXXXXXXX'); further pages on request. Loading, failure, malformed answer and empty states are designed.
 */
export function OrdersPage() {
  const { t, locale } = useT<typeof ordersMessages>();
  const title = t('portal.page.customer-order.title');
  usePageTitle(title);
  const imageBaseUrl = useRuntimeConfig()?.config.imageBaseUrl;
  // `?order=` (the shop help's order lookup links here): the history opens on that order when it is a valid number.
  const [address] = useSearchParams();
  const linked = address.get('order')?.trim() ?? '';
  const initial = linked !== '' && orderIdRule(linked) === null ? normaliseOrderId(linked) : undefined;
  const { state, more, load, loadMore, retry } = useOrderHistory(initial);
  const [query, setQuery] = useState(initial ?? '');
  const searchRef = useRef<HTMLDivElement>(null);
  const firstNewRef = useRef<HTMLSpanElement>(null);
  const search = state.status === 'ready' ? state.search : undefined;

  const submit = async (values: FormValues) => {
    const typed = String(values.orderId ?? '').trim();
    const failure = await load(typed === '' ? undefined : normaliseOrderId(typed));
    if (failure === 'invalid') return new FormSubmissionError({ fieldErrors: { orderId: t('form.orderId') } });
    return undefined;
  };

  const showAll = async () => {
    setQuery('');
    await load(undefined);
    searchRef.current?.querySelector('input')?.focus();
  };

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <Skeleton lines={6} label={t('portal.orders.loading')} />;
  } else if (state.status === 'failed') {
    body = <ReadFailed page="orders" failure={state.failure} reload={retry} t={t} />;
  } else if (state.orders.length === 0 && state.search !== undefined) {
    body = (
      <EmptyState
        icon={<MynaconOrder />}
        headingLevel={2}
        title={t('portal.orders.search.none.title', { orderId: state.search })}
        description={t('portal.orders.search.none.description')}
        data-page-state="no-match"
      />
    );
  } else if (state.orders.length === 0) {
    body = (
      <BlockEmpty
        icon={<MynaconOrder />}
        title={t('portal.orders.empty.title')}
        description={t('portal.orders.empty.description')}
      />
    );
  } else {
    body = (
      <>
        <ul className={rowList} aria-label={title} data-page-state="list">
          {state.orders.map((order, index) => (
            <OrderCard
              key={order.entity_id}
              titleRef={index === state.firstNew ? firstNewRef : undefined}
              order={order}
              imageBaseUrl={imageBaseUrl}
              locale={locale}
              t={t}
            />
          ))}
        </ul>
        {state.orders.length < state.total || state.page > 1 ? (
          <LoadMore
            shown={state.orders.length}
            total={state.total}
            hasMore={state.orders.length < state.total}
            isLoading={more === 'loading'}
            onLoadMore={() => void loadMore()}
            focusTargetRef={firstNewRef}
          />
        ) : null}
        {more === 'failed' ? (
          <Alert tone="danger" live title={t('portal.orders.moreFailed')} data-page-state="more-failed" />
        ) : null}
      </>
    );
  }

  // What the list shows now, said once it changes: the count of the history, or the outcome of a search.
  let outcome: string | null = null;
  if (state.status === 'ready') {
    const orderId = state.search;
    if (orderId === undefined) outcome = t('portal.orders.summary', { count: state.total });
    else if (state.orders.length > 0) outcome = t('portal.orders.search.found', { orderId });
    else outcome = t('portal.orders.search.none.title', { orderId });
  }

  return (
    <div className={pageColumn} data-component="OrdersPage">
      <PageHeader title={title} description={t('portal.orders.intro')} />
      <Form onSubmit={submit} role="search" aria-label={t('portal.orders.search.label')}>
        <div className={searchRow}>
          <div className={searchField} ref={searchRef}>
            <TextField
              name="orderId"
              label={t('portal.orders.search.label')}
              description={t('portal.orders.search.description')}
              value={query}
              onChange={setQuery}
              rules={[orderIdRule]}
              autoComplete="off"
            />
          </div>
          <FormSubmit variant="secondary">{t('portal.orders.search.submit')}</FormSubmit>
        </div>
      </Form>
      <div className={searchStatus}>
        {/* Always present, so screen readers hear the outcome of each search. */}
        <Text as="p" tone="muted" role="status" data-part="search-status">
          {outcome}
        </Text>
        {search !== undefined ? (
          <Button variant="secondary" size="small" onPress={() => void showAll()}>
            {t('portal.orders.search.clear')}
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
