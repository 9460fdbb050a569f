import { Card, Grid, groupPlatforms, PageHeader, Select, type SelectItem, Stack, Text } from '@mynacon/ui';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { catalogueQuery } from '../../../lib/data/startup-queries';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import {
  filterByPlatform,
  parsePlatformFilter,
  platformChoices,
  topLevelProducts,
  writePlatformFilter,
} from '../lib/products';
import type supportMessages from '../messages/en-GB.json';
import { Empty, LoadView } from './shared';

const any = 'any';

/**
 * `/support/products`: the catalogue's top-level products (no child products, spec section 5), filtered by
 * platform; a global platform takes in its models. The filter is kept in the address.
 */
export function ProductsPage() {
  const { t, locale } = useT<typeof supportMessages>();
  const title = t('portal.page.support-products.title');
  usePageTitle(title);
  const fallback = useRuntimeConfig()?.config.defaultLocale ?? locale;
  const catalogue = useData(catalogueQuery(locale, fallback));
  const [query, setQuery] = useSearchParams();

  return (
    <Stack gap={6} data-component="SupportProductsPage">
      <PageHeader title={title} description={t('portal.support.products.intro')} />
      <LoadView
        view={catalogue.view}
        reload={catalogue.reload}
        t={t}
        loading={t('portal.support.products.loading')}
        ready={({ items }) => {
          const products = topLevelProducts(items);
          if (products.length === 0) {
            return (
              <Empty
                title={t('portal.support.products.empty.title')}
                description={t('portal.support.products.empty.description')}
              />
            );
          }
          const choices = platformChoices(products);
          const platform = parsePlatformFilter(query, new Set(choices.map((choice) => choice.name)));
          const shown = filterByPlatform(products, platform);
          // The platform select's groups (a global platform heading its models), with “All platforms” first.
          const options: SelectItem[] = [
            { id: any, label: t('portal.support.products.filter.any') },
            ...groupPlatforms(choices).map((group) => ({
              id: `group-${group.key}`,
              title: group.name,
              options: group.platforms.map(({ option, displayName, isGlobal }) => ({
                id: option.name,
                label: isGlobal ? t('portal.support.products.filter.global', { platform: displayName }) : displayName,
              })),
            })),
          ];
          return (
            <>
              <Select
                label={t('portal.support.products.filter.platform')}
                items={options}
                selectedKey={platform ?? any}
                onSelectionChange={(key) =>
                  setQuery(writePlatformFilter(query, key === null || key === any ? null : key), { replace: true })
                }
                data-part="platform-filter"
              />
              <Text as="p" tone="muted" role="status">
                {t('portal.support.products.count', { count: shown.length })}
              </Text>
              {shown.length === 0 ? (
                <Empty title={t('portal.support.products.filtered.title')} />
              ) : (
                <Grid as="ul" columns={{ mobile: 1, sm: 2, lg: 3 }} gap={4} aria-label={title}>
                  {shown.map((product) => (
                    <Card
                      as="li"
                      key={product.product_sku}
                      title={product.name}
                      headingLevel={2}
                      href={href('support-product', { detail: product.url_key }, locale)}
                      data-product={product.product_sku}
                    >
                      <Text as="p" tone="muted">
                        {t(`portal.support.products.type.${product.type}`)}
                      </Text>
                    </Card>
                  ))}
                </Grid>
              )}
            </>
          );
        }}
      />
    </Stack>
  );
}
