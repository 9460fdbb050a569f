// The route module of the auth feature, loaded lazily by the router for every route of the feature. The sign-in
// page, most players' first visit, is part of it; every other page loads as its own chunk when first shown.
import { type ComponentType, lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as LoginRoute } from './login-route';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await load()).Component }));

const pages: Partial<Record<RouteName, ComponentType>> = {
  register: page(() => import('./register-route')),
  confirmation: page(() => import('./confirmation-route')),
  'customer-resetpassword': page(() => import('./reset-password-route')),
  externallogin: page(() => import('./external/externallogin-route')),
  'register-link': page(() => import('./external/register-link-route')),
};

/** The page component of every route of this feature, chosen by the route's name. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  if (name === 'login' || name === undefined) return <LoginRoute />;
  const Page = pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${name} in the auth feature`);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
