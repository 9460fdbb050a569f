// The home's latest order.

import type { Locale } from '@mynacon/contract/locale';
import { Link, MynaconOrder } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { useData } from '../../../lib/data/useData';
import { metaLine } from '../../../lib/page/page.css';
import { Block, BlockRead, formatDate, type HomeT } from './Block';

export function LatestOrder({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(playerQueries.orders);
  return (
    <Block
      name="order"
      title={t('portal.home.order.title')}
      link={{ label: t('portal.home.order.link'), href: href('customer-order', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.order.loading')}
        icon={<MynaconOrder />}
        empty={{ title: t('portal.home.order.empty') }}
        isEmpty={(history) => history.items.length === 0}
      >
        {(history) => {
          const order = history.items[0];
          if (order === undefined) return null;
          return (
            <div data-order={order.increment_id}>
              <Link
                href={`${href('customer-order', {}, locale)}?order=${encodeURIComponent(order.increment_id)}`}
                variant="standalone"
              >
                {t('portal.home.order.number', { number: order.increment_id })}
              </Link>
              <p className={metaLine}>
                <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
                <span>
                  {new Intl.NumberFormat(locale, { style: 'currency', currency: order.order_currency_code }).format(
                    order.grand_total,
                  )}
                </span>
                <span>{t('portal.home.order.items', { count: order.items.length })}</span>
              </p>
            </div>
          );
        }}
      </BlockRead>
    </Block>
  );
}
