import { Badge, Card, Grid, PageHeader, Stack, Text } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { sharedQueries } from '../../../lib/data/queries';
import { useData } from '../../../lib/data/useData';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { orderGames } from '../lib/games';
import type supportMessages from '../messages/en-GB.json';
import { Empty, LoadView } from './shared';

/**
 * `/support/games`: the supported games, active ones first, then the inactive ones marked as such; each leads to
 * its game support dashboard.
 */
export function GamesPage() {
  const { t, locale } = useT<typeof supportMessages>();
  const title = t('portal.page.support-games.title');
  usePageTitle(title);
  const games = useData(sharedQueries.games);
  return (
    <Stack gap={6} data-component="SupportGamesPage">
      <PageHeader title={title} description={t('portal.support.games.intro')} />
      <LoadView
        view={games.view}
        reload={games.reload}
        t={t}
        loading={t('portal.support.games.loading')}
        ready={(items) =>
          items.length === 0 ? (
            <Empty
              title={t('portal.support.games.empty.title')}
              description={t('portal.support.games.empty.description')}
            />
          ) : (
            <Grid as="ul" columns={{ mobile: 1, sm: 2, lg: 3 }} gap={4} aria-label={title}>
              {orderGames(items, locale).map((game) => (
                <Card
                  as="li"
                  key={game.code}
                  title={game.name}
                  headingLevel={2}
                  href={href('support-game-dashboard', { code: game.code }, locale)}
                  data-game={game.code}
                  data-active={game.is_active}
                  header={
                    game.is_active ? undefined : (
                      <Badge tone="neutral">{t('portal.support.games.inactive.badge')}</Badge>
                    )
                  }
                >
                  <Text as="p" tone="muted">
                    {t(
                      game.is_active
                        ? 'portal.support.games.active.description'
                        : 'portal.support.games.inactive.description',
                    )}
                  </Text>
                </Card>
              ))}
            </Grid>
          )
        }
      />
    </Stack>
  );
}
