// The links of the layouts' side navigation and of the account menu.

import type { Locale } from '@mynacon/contract/locale';
import {
  MynaconAddress,
  MynaconBell,
  MynaconDevices,
  MynaconInformation,
  MynaconLock,
  MynaconLogin,
  MynaconOrder,
  MynaconProduct,
  MynaconReferral,
  type SideNavItem,
} from '@mynacon/ui';
import { href } from '../../config/paths';
import type { Translate } from '../../lib/i18n/useT';

export interface NavLink {
  href: string;
  label: string;
  icon?: SideNavItem['icon'];
}

/** The account pages, in the account menu and the account layout's side navigation. */
export function accountLinks(locale: Locale, t: Translate, referralProgram = false): NavLink[] {
  return [
    {
      href: href('account-information', {}, locale),
      label: t('portal.nav.account.information'),
      icon: <MynaconInformation />,
    },
    { href: href('account-device', {}, locale), label: t('portal.nav.account.device'), icon: <MynaconDevices /> },
    { href: href('account-address', {}, locale), label: t('portal.nav.account.address'), icon: <MynaconAddress /> },
    { href: href('account-product', {}, locale), label: t('portal.nav.account.product'), icon: <MynaconProduct /> },
    ...(referralProgram
      ? [
          {
            href: href('account-referral', {}, locale),
            label: t('portal.nav.account.referral'),
            icon: <MynaconReferral />,
          },
        ]
      : []),
    { href: href('customer-order', {}, locale), label: t('portal.nav.account.orders'), icon: <MynaconOrder /> },
    { href: href('user-inbox', {}, locale), label: t('portal.nav.account.inbox'), icon: <MynaconBell /> },
    { href: href('account-sessions', {}, locale), label: t('portal.nav.account.sessions'), icon: <MynaconLogin /> },
    { href: href('account-security', {}, locale), label: t('portal.nav.account.security'), icon: <MynaconLock /> },
  ];
}

/** Marks the link of the current page. */
export function withCurrent(links: readonly NavLink[], pathname: string): SideNavItem[] {
  return links.map((link) => ({ ...link, current: link.href === pathname }));
}
