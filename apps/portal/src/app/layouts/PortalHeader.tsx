import type { Locale } from '@mynacon/contract/locale';
import { Button, MynaconGamepad, MynaconLifebuoy, MynaconPlaytest, SiteHeader } from '@mynacon/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '../../config/paths';
import { useSession } from '../../lib/auth/session-store';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { useT } from '../../lib/i18n/useT';
import { refreshUnreadCount, resetUnreadCount, useUnreadCount } from '../../lib/notifications/unread-count';
import { searchHref } from '../../lib/search/address';
import { LocaleSwitcher } from './LocaleSwitcher';
import { accountArea, accountAreaBesideInbox } from './layout.css';

// The account menu (Radix, ~25 kB gzipped with its positioning) only matters once signed in: anonymous players,
// the first visit of most, never download it.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

export interface PortalHeaderProps {
  /** Only the strings that ride in the entry chunk are available (an error before the bundle loaded). */
  reduced?: boolean;
}

function signInHref(locale: Locale, returnPath: string): string {
  const login = href('login', {}, locale);
  return returnPath.startsWith(login) ? login : `${login}?redirect=${encodeURIComponent(returnPath)}`;
}

/**
 * The unread count of the header's inbox link, for a signed-in player: fetched after the first render and after
 * leaving the inbox (where the player may have read some). On the inbox page itself the list shows what is read,
 * and the page may set the count (`setUnreadCount`).
 */
function useHeaderUnreadCount(active: boolean, userId: number | undefined, inboxPath: string): number {
  const onInbox = useLocation().pathname === inboxPath;
  useEffect(() => {
    if (!active) {
      resetUnreadCount();
      return;
    }
    // Signing in, another player, or leaving the inbox (`onInbox` turns false).
    if (userId !== undefined && !onInbox) void refreshUnreadCount();
  }, [active, userId, onInbox]);
  return useUnreadCount((state) => state.count);
}

/** The site header of every layout: navigation, locale switcher, and the account menu or a sign-in link. */
export function PortalHeader({ reduced = false }: PortalHeaderProps) {
  const { t, locale } = useT();
  const { pathname, search } = useLocation();
  const status = useSession((state) => state.status);
  const session = useSession((state) => state.session);
  const signedIn = status === 'authenticated';
  const referralProgram = useRuntimeConfig()?.config.features.referralProgram ?? false;
  const unreadCount = useHeaderUnreadCount(signedIn && !reduced, session?.user.user_id, href('user-inbox', {}, locale));
  const navigate = useNavigate();
  // On the results page the field shows the query searched.
  const searched = pathname === href('search', {}, locale) ? (new URLSearchParams(search).get('q') ?? '') : '';

  const section = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const items = [
    {
      href: href('profile-all', {}, locale),
      label: t('portal.shell.nav.profiles'),
      icon: <MynaconGamepad />,
      current: section(`/${locale}/profile`),
    },
    {
      href: href('playtests_home', {}, locale),
      label: t('portal.shell.nav.playtests'),
      icon: <MynaconPlaytest />,
      current: section(`/${locale}/playtests`),
    },
    {
      href: href('support', {}, locale),
      label: t('portal.shell.nav.support'),
      icon: <MynaconLifebuoy />,
      current: section(`/${locale}/support`),
    },
  ];

  let account = null;
  if (signedIn && !reduced) {
    account = (
      <span className={accountAreaBesideInbox}>
        <Suspense fallback={null}>
          <AccountMenu name={session?.user.name || t('portal.shell.account')} referralProgram={referralProgram} />
        </Suspense>
      </span>
    );
  } else if (status === 'unauthenticated') {
    const signIn = (
      <Button variant="secondary" size="small" href={signInHref(locale, `${pathname}${search}`)}>
        {t('portal.shell.signIn')}
      </Button>
    );
    account = reduced ? signIn : <span className={accountArea}>{signIn}</span>;
  } else if (!reduced) {
    // The session is loading (and on a prerendered page until hydration): the area keeps its place (decision 051).
    account = <span className={accountArea} data-part="account-pending" />;
  }

  return (
    <SiteHeader
      brand={t('portal.shell.brand')}
      homeHref={href('home', {}, locale)}
      mainId="main"
      items={items}
      localeSwitcher={<LocaleSwitcher />}
      accountMenu={account}
      inboxHref={signedIn && !reduced ? href('user-inbox', {}, locale) : undefined}
      unreadCount={unreadCount}
      search={
        reduced
          ? undefined
          : {
              label: t('portal.shell.search.label'),
              placeholder: t('portal.shell.search.placeholder'),
              value: searched,
              shortcut: '/',
              onSubmit: (text) => navigate(searchHref(locale, text)),
            }
      }
    />
  );
}
