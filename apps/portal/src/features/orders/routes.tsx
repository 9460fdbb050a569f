// The route module of the orders feature, loaded lazily by the router for every route of the feature; the page is
// chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as OrdersPage } from './orders-route';
import { Component as ProductsPage } from './products-route';

const pages: Partial<Record<RouteName, ComponentType>> = {
  'customer-order': OrdersPage,
  'account-product': ProductsPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the orders feature`);
  return <Page />;
}
