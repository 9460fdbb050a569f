// The route module of the newsletters feature, loaded lazily by the router for its three routes: the preferences of
// a mailed link, the archive and an issue (decision 027); the page is chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { ArchivePage } from './components/ArchivePage';
import { IssuePage } from './components/IssuePage';
import { PreferencesPage } from './components/PreferencesPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  newsletter_preferences: PreferencesPage,
  'newsletter-archive': ArchivePage,
  'newsletter-issue': IssuePage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the newsletters feature`);
  return <Page />;
}
