// The home's playtests: the player's registrations and the open playtests they can still join.

import type { Locale } from '@mynacon/contract/locale';
import { Link, MynaconPlaytest, Stack } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { playerQueries } from '../../../lib/data/player-queries';
import { sharedQueries } from '../../../lib/data/queries';
import { useData } from '../../../lib/data/useData';
import { metaLine } from '../../../lib/page/page.css';
import { Block, BlockPart, formatDate, type HomeT, shown } from './Block';

export function Playtests({ t, locale }: { t: HomeT; locale: Locale }) {
  const open = useData(sharedQueries.openPlaytests);
  const mine = useData(playerQueries.myPlaytests);
  const joinedIds = new Set(mine.view.status === 'ready' ? mine.view.value.map((item) => item.playtest_id) : []);
  return (
    <Block
      name="playtests"
      title={t('portal.home.playtests.title')}
      link={{ label: t('portal.home.playtests.link'), href: href('playtests_home', {}, locale) }}
    >
      <Stack gap={4}>
        <BlockPart
          name="joined"
          title={t('portal.home.playtests.joined')}
          read={mine}
          t={t}
          loading={t('portal.home.playtests.loading')}
          icon={<MynaconPlaytest />}
          empty={{ title: t('portal.home.playtests.joinedEmpty') }}
          isEmpty={(items) => items.length === 0}
          items={(items) => (
            <>
              {items.slice(0, shown).map((item) => (
                <li key={item.playtest_id} data-playtest={item.playtest_id}>
                  <Link href={href('playtests-my-playtests', {}, locale)} variant="standalone">
                    {item.playtest.title}
                  </Link>
                  <p className={metaLine}>
                    {t('portal.home.playtests.starts', { date: formatDate(item.playtest.starts_at, locale) })}
                  </p>
                </li>
              ))}
            </>
          )}
        />
        <BlockPart
          name="open"
          title={t('portal.home.playtests.open')}
          read={open}
          t={t}
          loading={t('portal.home.playtests.loading')}
          icon={<MynaconPlaytest />}
          empty={{ title: t('portal.home.playtests.openEmpty') }}
          isEmpty={(items) => joinable(items, joinedIds).length === 0}
          items={(items) => (
            <>
              {joinable(items, joinedIds)
                .slice(0, shown)
                .map((item) => (
                  <li key={item.id} data-playtest={item.id}>
                    <Link href={href('playtest-register', { id: String(item.id) }, locale)} variant="standalone">
                      {item.title}
                    </Link>
                    <p className={metaLine}>
                      {t('portal.home.playtests.placesLeft', { count: item.places_left })}{' '}
                      {t('portal.home.playtests.until', { date: formatDate(item.registration_ends_at, locale) })}
                    </p>
                  </li>
                ))}
            </>
          )}
        />
      </Stack>
    </Block>
  );
}

/** Open playtests the player can still join: not joined, places left, registration not ended. */
function joinable<P extends { id: number; places_left: number; registration_ends_at: string }>(
  items: readonly P[],
  joined: ReadonlySet<number>,
): P[] {
  const now = Date.now();
  return items.filter(
    (item) => !joined.has(item.id) && item.places_left > 0 && Date.parse(item.registration_ends_at) > now,
  );
}
