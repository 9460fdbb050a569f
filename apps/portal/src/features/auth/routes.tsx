// The route module of this feature, loaded lazily by the router for every route of the feature. The sign-in page
// is here; the feature's other pages come in a later issue and show their layout, title and a “coming soon” state.
import { useMatches } from 'react-router';
import { ComingSoonPage } from '../../lib/page/ComingSoonPage';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as LoginRoute } from './login-route';

/** The page component of every route of this feature, chosen by the route's name. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  if (name === 'login') return <LoginRoute />;
  return <ComingSoonPage />;
}
