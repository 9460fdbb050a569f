// The route module of the account feature, loaded lazily by the router for every route of the feature; the page is
// chosen by the route's name.
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { pageHandleOf } from '../../lib/routing/handle';
import { Component as AddressPage } from './address-route';
import { Component as DevicePage } from './device-route';
import { Component as InformationPage } from './information-route';
import { Component as ReferralPage } from './referral-route';
import { Component as SecurityLogPage } from './security-route';
import { Component as SessionsPage } from './sessions-route';

const pages: Partial<Record<RouteName, ComponentType>> = {
  'account-information': InformationPage,
  'account-device': DevicePage,
  'account-address': AddressPage,
  'account-referral': ReferralPage,
  'account-sessions': SessionsPage,
  'account-security': SecurityLogPage,
};

/** The page component of every route of this feature. */
export function Component() {
  const name = pageHandleOf(useMatches())?.name;
  const Page = name === undefined ? undefined : pages[name];
  if (Page === undefined) throw new Error(`No page for the route ${String(name)} in the account feature`);
  return <Page />;
}
