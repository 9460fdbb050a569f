import {
  EmptyState,
  MynaconAddress,
  MynaconBell,
  MynaconBug,
  MynaconDevices,
  MynaconFaq,
  MynaconGamepad,
  MynaconHome,
  MynaconInformation,
  MynaconLifebuoy,
  MynaconLogin,
  MynaconMail,
  MynaconNewsletter,
  MynaconOrder,
  MynaconPlaytest,
  MynaconProduct,
  MynaconReferral,
  MynaconSurvey,
  MynaconUser,
  PageHeader,
} from '@mynacon/ui';
import type { ReactElement } from 'react';
import { useMatches } from 'react-router';
import type { RouteName } from '../../config/paths';
import { type PortalMessageKey, usePageTitle, useT } from '../i18n/useT';
import { pageHandleOf } from '../routing/handle';

const icons: Partial<Record<RouteName, ReactElement>> = {
  home: <MynaconHome />,
  'user-inbox': <MynaconBell />,
  login: <MynaconLogin />,
  register: <MynaconUser />,
  'register-link': <MynaconUser />,
  externallogin: <MynaconLogin />,
  contact: <MynaconMail />,
  survey: <MynaconSurvey />,
  newsletter_preferences: <MynaconNewsletter />,
  'account-device': <MynaconDevices />,
  'account-address': <MynaconAddress />,
  'account-product': <MynaconProduct />,
  'account-referral': <MynaconReferral />,
  'customer-order': <MynaconOrder />,
  'support-product': <MynaconProduct />,
  'support-products': <MynaconProduct />,
  'support-game-faq': <MynaconFaq />,
  'support-game-reports': <MynaconBug />,
  'support-game-report': <MynaconBug />,
  'support-game-my-reports': <MynaconBug />,
  'support-game-create-report': <MynaconBug />,
};

function iconFor(name: RouteName): ReactElement {
  const icon = icons[name];
  if (icon) return icon;
  if (name.startsWith('playtest')) return <MynaconPlaytest />;
  if (name.startsWith('profile')) return <MynaconGamepad />;
  if (name.startsWith('support')) return <MynaconLifebuoy />;
  return <MynaconInformation />;
}

/**
 * The page of a route whose feature comes in a later issue: its localised title (heading and document title)
 * and a designed “coming soon” state, inside the route's layout.
 */
export function ComingSoonPage() {
  const { t } = useT();
  const handle = pageHandleOf(useMatches());
  const name: RouteName = handle?.name ?? 'home';
  const title = t(`portal.page.${name}.title` as PortalMessageKey);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={iconFor(name)}
        title={t('portal.comingSoon.title')}
        description={t('portal.comingSoon.description')}
        data-route={name}
      />
    </>
  );
}
