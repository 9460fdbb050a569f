// The route module of the content feature, loaded lazily by the router for its two routes: the content pages
// (`/{slug}`) and the contact page; the page is chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { ContactPage } from './components/ContactPage';
import { ContentPage } from './components/ContentPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  'content-page': ContentPage,
  contact: ContactPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the content feature`);
  return <Page />;
}
