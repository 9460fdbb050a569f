// The four layouts with a side navigation (spec section 2). They load with the first page that uses one, so that
// the side navigation's script and styles stay out of the entry (decision 017).
import { SideNav } from '@mynacon/ui';
import { Outlet, useLocation, useParams } from 'react-router';
import { href } from '../../config/paths';
import { useSession } from '../../lib/auth/session-store';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { useT } from '../../lib/i18n/useT';
import { accountLinks, withCurrent } from './navigation';
import { PortalFrame } from './PortalFrame';

/** Account pages and account linking: the account pages beside the content once signed in. */
export function AccountLayout() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const signedIn = useSession((state) => state.status === 'authenticated');
  const referralProgram = useRuntimeConfig()?.config.features.referralProgram ?? false;
  const sideNav = signedIn ? (
    <SideNav
      label={t('portal.nav.account.label')}
      items={withCurrent(accountLinks(locale, t, referralProgram), pathname)}
    />
  ) : undefined;
  return (
    <PortalFrame layout="account" sideNav={sideNav}>
      <Outlet />
    </PortalFrame>
  );
}

/** Support pages: the support sections beside the content. */
export function SupportLayout() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const links = [
    { href: href('support', {}, locale), label: t('portal.nav.support.overview') },
    { href: href('support-games', {}, locale), label: t('portal.nav.support.games') },
    { href: href('support-products', {}, locale), label: t('portal.nav.support.products') },
    { href: href('support-ecommerce', {}, locale), label: t('portal.nav.support.ecommerce') },
  ];
  return (
    <PortalFrame
      layout="support"
      sideNav={<SideNav label={t('portal.nav.support.label')} items={withCurrent(links, pathname)} />}
    >
      <Outlet />
    </PortalFrame>
  );
}

/** One game's support pages: its dashboard, FAQ and reports beside the content. */
export function GameSupportLayout() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const params = useParams();
  // The dashboard route takes the rest of the path; the game's code is its first segment.
  const code = params.code ?? params['*']?.split('/')[0] ?? '';
  const links = code
    ? [
        { href: href('support-game-dashboard', { code }, locale), label: t('portal.nav.gameSupport.dashboard') },
        { href: href('support-game-faq', { code }, locale), label: t('portal.nav.gameSupport.faq') },
        { href: href('support-game-reports', { code }, locale), label: t('portal.nav.gameSupport.reports') },
        { href: href('support-game-my-reports', { code }, locale), label: t('portal.nav.gameSupport.myReports') },
        {
          href: href('support-game-create-report', { code }, locale),
          label: t('portal.nav.gameSupport.createReport'),
        },
      ]
    : [];
  return (
    <PortalFrame
      layout="game-support"
      sideNav={<SideNav label={t('portal.nav.gameSupport.label')} items={withCurrent(links, pathname)} />}
    >
      <Outlet />
    </PortalFrame>
  );
}

/** Playtest pages: open, past and the player's own playtests beside the content. */
export function PlaytestLayout() {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const links = [
    { href: href('playtests_home', {}, locale), label: t('portal.nav.playtests.open') },
    { href: href('playtests_passed', {}, locale), label: t('portal.nav.playtests.passed') },
    { href: href('playtests-my-playtests', {}, locale), label: t('portal.nav.playtests.mine') },
    { href: href('playtests-my-playtests-data', {}, locale), label: t('portal.nav.playtests.data') },
  ];
  return (
    <PortalFrame
      layout="playtest"
      sideNav={<SideNav label={t('portal.nav.playtests.label')} items={withCurrent(links, pathname)} />}
    >
      <Outlet />
    </PortalFrame>
  );
}
