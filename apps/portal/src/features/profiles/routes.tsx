// The route module of the profiles feature, loaded lazily by the router for every route of the feature; the page
// is chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { AllProfilesPage } from './components/AllProfilesPage';
import { FavoritesPage } from './components/FavoritesPage';
import { GameProfilesPage } from './components/GameProfilesPage';
import { MyProfilesPage } from './components/MyProfilesPage';
import { ProductProfilesPage } from './components/ProductProfilesPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  'profile-all': AllProfilesPage,
  'profile-favorites': FavoritesPage,
  'profile-my-profiles': MyProfilesPage,
  'profile-detail': GameProfilesPage,
  'profile-product': ProductProfilesPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the profiles feature`);
  return <Page />;
}
