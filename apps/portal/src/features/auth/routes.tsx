// The route module of the auth feature, loaded lazily by the router for every route of the feature. The sign-in
// page, most players' first visit, is part of it; every other page loads as its own chunk when first shown.
import { type ComponentType, lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as LoginRoute } from './login-route';

type PageModule = { Component: ComponentType };

const loaders: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  register: () => import('./register-route'),
  confirmation: () => import('./confirmation-route'),
  'customer-resetpassword': () => import('./reset-password-route'),
  externallogin: () => import('./external/externallogin-route'),
  'register-link': () => import('./external/register-link-route'),
};

/** The pages whose chunk has loaded: drawn at once, without suspending. */
const loaded = new Map<RouteName, ComponentType>();
const lazyPages = new Map(
  Object.entries(loaders).map(([name, load]) => [
    name,
    lazy(async () => {
      const { Component } = await load();
      loaded.set(name as RouteName, Component);
      return { default: Component };
    }),
  ]),
);

/**
 * Loads a page's chunk with its route (the router waits for it): its first render draws it at once, so that a
 * prerendered page (registration, decision 051) is hydrated in one pass with the rest of the page.
 */
export async function preload(name: RouteName): Promise<void> {
  const load = loaders[name];
  if (load !== undefined && !loaded.has(name)) loaded.set(name, (await load()).Component);
}

/** The page component of every route of this feature, chosen by the route's name. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  if (name === 'login' || name === undefined) return <LoginRoute />;
  // Loaded with its route: drawn at once, outside any Suspense boundary, whose content React would hydrate in a pass
  // of its own after the page's, when the entry already gives back what was typed (decision 051).
  const Ready = loaded.get(name);
  if (Ready !== undefined) return <Ready />;
  const Page = lazyPages.get(name);
  if (Page === undefined) throw new Error(`No page for the route ${name} in the auth feature`);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
