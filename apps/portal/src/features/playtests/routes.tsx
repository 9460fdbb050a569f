// The route module of the playtests feature, loaded lazily by the router for every route of the feature; the page
// is chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { MyDataPage } from './components/MyDataPage';
import { MyPlaytestsPage } from './components/MyPlaytestsPage';
import { PlaytestListPage } from './components/PlaytestListPage';
import { RegisterPage } from './components/RegisterPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  playtests_home: () => <PlaytestListPage status="open" />,
  playtests_passed: () => <PlaytestListPage status="passed" />,
  'playtest-register': RegisterPage,
  'playtests-my-playtests': MyPlaytestsPage,
  'playtests-my-playtests-data': MyDataPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the playtests feature`);
  return <Page />;
}
