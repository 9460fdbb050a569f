// The route module of game support, loaded lazily by the router for every route of the feature; the page is
// chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { CreateReportPage } from './components/CreateReportPage';
import { DashboardPage } from './components/DashboardPage';
import { FaqPage } from './components/FaqPage';
import { MyReportsPage } from './components/MyReportsPage';
import { ReportPage } from './components/ReportPage';
import { ReportsPage } from './components/ReportsPage';

const pages: Partial<Record<RouteName, ComponentType>> = {
  'support-game-dashboard': DashboardPage,
  'support-game-faq': FaqPage,
  'support-game-reports': ReportsPage,
  'support-game-report': ReportPage,
  'support-game-my-reports': MyReportsPage,
  'support-game-create-report': CreateReportPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the game-support feature`);
  return <Page />;
}
