// The seven layouts of spec section 2. Each is a pathless route around its pages.
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import type { LayoutName } from '../../config/paths';
import type { LazyLayoutName } from './lazy-layouts';
import { PortalFrame } from './PortalFrame';

/** Most pages: full header and footer, default width. */
export function DefaultLayout() {
  return (
    <PortalFrame layout="default">
      <Outlet />
    </PortalFrame>
  );
}

/** Generic content pages (`/{slug}`): a reading width. */
export function ContentLayout() {
  return (
    <PortalFrame layout="content" size="narrow">
      <Outlet />
    </PortalFrame>
  );
}

/** Focused one-step pages (reset password, confirmation): narrow, and a footer without link columns. */
export function MinimalLayout() {
  return (
    <PortalFrame layout="minimal" size="narrow" quietFooter>
      <Outlet />
    </PortalFrame>
  );
}

/** The layouts with a side navigation, loaded with their first page (a route's `lazy` runs beside its page's). */
const sideNavLayouts = () => import('./side-nav-layouts');
const loadAccountLayout = async () => (await sideNavLayouts()).AccountLayout;
const loadSupportLayout = async () => (await sideNavLayouts()).SupportLayout;
const loadGameSupportLayout = async () => (await sideNavLayouts()).GameSupportLayout;
const loadPlaytestLayout = async () => (await sideNavLayouts()).PlaytestLayout;

type LayoutComponent = () => React.JSX.Element;

/** What renders each layout: its component, or for the lazy ones (`lazy-layouts.ts`) the loader of its component. */
export const layoutRoutes: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy'>> = {
  account: { lazy: { Component: loadAccountLayout } },
  content: { Component: ContentLayout },
  default: { Component: DefaultLayout },
  'game-support': { lazy: { Component: loadGameSupportLayout } },
  minimal: { Component: MinimalLayout },
  playtest: { lazy: { Component: loadPlaytestLayout } },
  support: { lazy: { Component: loadSupportLayout } },
} satisfies Record<LazyLayoutName, { lazy: { Component: () => Promise<LayoutComponent> } }> &
  Record<Exclude<LayoutName, LazyLayoutName>, { Component: LayoutComponent }>;
