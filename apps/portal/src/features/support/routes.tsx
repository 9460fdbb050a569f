// The route module of the support feature (the hub, games, products, shop help and a product's help with its
// ticket form), loaded lazily by the router; the page is chosen by the route's name. Game support is a feature
// of its own.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { EcommercePage } from './components/EcommercePage';
import { GamesPage } from './components/GamesPage';
import { HubPage } from './components/HubPage';
import { ProductPage } from './components/ProductPage';
import { ProductsPage } from './components/ProductsPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  support: HubPage,
  'support-games': GamesPage,
  'support-products': ProductsPage,
  'support-ecommerce': EcommercePage,
  'support-product': ProductPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the support feature`);
  return <Page />;
}
