import type { Locale } from '@mynacon/contract/locale';
import { Card, Grid, MynaconProduct, PageHeader, platformDisplayName, Skeleton } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { playerQueries } from '../../../lib/data/player-queries';
import { catalogueQuery } from '../../../lib/data/startup-queries';
import { joinViews, useData } from '../../../lib/data/useData';
import { type Translate, usePageTitle, useT } from '../../../lib/i18n/useT';
import { BlockEmpty } from '../../../lib/page/BlockState';
import { factValue, pageColumn } from '../../../lib/page/page.css';
import { type FailedReadState, failedReadState } from '../lib/load-failure';
import { type OwnedProduct, ownedProducts } from '../lib/owned-products';
import type ordersMessages from '../messages/en-GB.json';
import { productFacts } from './orders.css';
import { ReadFailed } from './ReadFailed';

type ProductsState = FailedReadState | { status: 'ready'; products: OwnedProduct[] };

/** The player's products: the registered ones (the start-up's) matched against the catalogue (the start-up's). */
function useOwnedProducts(locale: Locale, fallbackLocale: string) {
  const registered = useData(playerQueries.userProducts);
  const catalogue = useData(catalogueQuery(locale, fallbackLocale));
  const view = joinViews(registered.view, catalogue.view);
  let state: ProductsState;
  if (view.status === 'ready') {
    state = { status: 'ready', products: ownedProducts(view.value[1].items, view.value[0]) };
  } else if (view.status === 'failed') {
    state = failedReadState(view.error);
  } else {
    state = { status: 'loading' };
  }
  const reload = () => Promise.all([registered.reload(), catalogue.reload()]);
  return { state, reload };
}

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

function ProductCard({
  owned,
  locale,
  t,
}: {
  owned: OwnedProduct;
  locale: Locale;
  t: Translate<typeof ordersMessages>;
}) {
  const { product, serialNumber, registeredAt } = owned;
  const platforms = [...new Set(product.platform_compatibility.map(platformDisplayName))];
  return (
    <Card
      as="li"
      variant="media"
      headingLevel={2}
      title={product.name}
      href={href('support-product', { detail: product.url_key }, locale)}
      image={{ src: product.image, alt: '', width: 300, height: 300 }}
      aspectRatio={1}
      data-product={product.product_sku}
    >
      <dl className={productFacts}>
        {platforms.length > 0 ? (
          <>
            <dt>{t('portal.products.platforms')}</dt>
            <dd className={factValue}>{platforms.join(', ')}</dd>
          </>
        ) : null}
        {serialNumber === null ? null : (
          <>
            <dt>{t('portal.products.serial')}</dt>
            <dd className={factValue}>{serialNumber}</dd>
          </>
        )}
        {registeredAt === null ? null : (
          <>
            <dt>{t('portal.products.registered')}</dt>
            <dd className={factValue}>
              <time dateTime={registeredAt}>{formatDate(registeredAt, locale)}</time>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/**
 * The player's products (spec section 5): catalogue products whose id is in the player's product list, child
 * products left out, each linking to its support page. Loading, failure, malformed answer and empty states are
 * designed.
 */
export function ProductsPage() {
  const { t, locale } = useT<typeof ordersMessages>();
  const title = t('portal.page.account-product.title');
  usePageTitle(title);
  const fallbackLocale = useRuntimeConfig()?.config.defaultLocale ?? locale;
  const { state, reload } = useOwnedProducts(locale, fallbackLocale);

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = <Skeleton lines={4} label={t('portal.products.loading')} />;
  } else if (state.status === 'failed') {
    body = <ReadFailed page="products" failure={state.failure} reload={reload} t={t} />;
  } else if (state.products.length === 0) {
    body = (
      <BlockEmpty
        icon={<MynaconProduct />}
        title={t('portal.products.empty.title')}
        description={t('portal.products.empty.description')}
        action={{ label: t('portal.products.empty.action'), href: href('support-products', {}, locale) }}
      />
    );
  } else {
    body = (
      <Grid as="ul" columns={{ mobile: 1, sm: 2, lg: 3 }} gap={4} aria-label={title} data-page-state="list">
        {state.products.map((owned) => (
          <ProductCard key={owned.product.product_id} owned={owned} locale={locale} t={t} />
        ))}
      </Grid>
    );
  }

  return (
    <div className={pageColumn} data-component="ProductsPage">
      <PageHeader title={title} description={t('portal.products.intro')} />
      {body}
    </div>
  );
}
