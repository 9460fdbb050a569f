// The signed-in home (decision 033): a greeting, then one block per part of the player's portal, each read on its
// own through the data store (the start-up's entries where it loaded them), with its own loading, empty and
// failure states, so that no block waits for another. Each block is a module of its own.

import { Grid, PageHeader, Stack } from '@mynacon/ui';
import { useSession } from '../../../lib/auth/session-store';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import type homeMessages from '../messages/en-GB.json';
import { greeting } from './home.css';
import { LatestOrder } from './LatestOrderBlock';
import { Notifications } from './NotificationsBlock';
import { Playtests } from './PlaytestsBlock';
import { Favorites, OwnProfiles } from './ProfileBlocks';
import { Shortcuts } from './ShortcutsBlock';
import { SupportRequests } from './SupportBlock';

/** `/` (sign-in required): the player's home. */
export function HomePage() {
  const { t, locale } = useT<typeof homeMessages>();
  const user = useSession((state) => state.session?.user);
  const title = t('portal.page.home.title');
  usePageTitle(title);
  return (
    <Stack gap={6} data-component="HomePage">
      <PageHeader
        title={title}
        description={
          <span className={greeting}>
            {user?.name ? t('portal.home.greeting', { name: user.name }) : t('portal.home.greetingAnonymous')}
          </span>
        }
      />
      <Grid columns={{ mobile: 1, md: 2, lg: 3 }} gap={6}>
        <Notifications t={t} locale={locale} />
        <Playtests t={t} locale={locale} />
        <SupportRequests t={t} locale={locale} />
        <Favorites t={t} locale={locale} />
        <OwnProfiles t={t} locale={locale} userId={user?.user_id} />
        <LatestOrder t={t} locale={locale} />
        <Shortcuts t={t} locale={locale} />
      </Grid>
    </Stack>
  );
}
