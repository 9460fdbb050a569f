import type { Translate } from '../../../lib/i18n/useT';
import { BlockFailure } from '../../../lib/page/BlockState';
import type ordersMessages from '../messages/en-GB.json';

/** A failed read of the orders or products page, in that page's words, with "Try again". */
export function ReadFailed({
  page,
  failure,
  reload,
  t,
}: {
  page: 'orders' | 'products';
  failure: 'malformed' | 'unavailable';
  reload: () => unknown;
  t: Translate<typeof ordersMessages>;
}) {
  return (
    <BlockFailure
      failure={failure}
      title={t(`portal.${page}.${failure}.title`)}
      description={t(`portal.${page}.${failure}.description`)}
      retry={t('portal.retry')}
      reload={reload}
    />
  );
}
