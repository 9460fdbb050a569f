// The route module of this feature, loaded lazily by the router for every route of the feature. The sign-in page
// is here; the feature's other pages come in a later issue and show their layout, title and a “coming soon”
// state. That state (a score of icons) loads only for them: the sign-in page, most players' first visit, skips it.
import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as LoginRoute } from './login-route';

const ComingSoonPage = lazy(async () => ({ default: (await import('../../lib/page/ComingSoonPage')).ComingSoonPage }));

/** The page component of every route of this feature, chosen by the route's name. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  if (name === 'login') return <LoginRoute />;
  return (
    <Suspense fallback={null}>
      <ComingSoonPage />
    </Suspense>
  );
}
