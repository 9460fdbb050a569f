// The home's profile blocks: the player's favourite profiles and their own.

import type { Locale } from '@mynacon/contract/locale';
import { Link, MynaconGamepad, MynaconHeart, Text } from '@mynacon/ui';
import { href } from '../../../config/paths';
import { playerQueries, userProfilesQuery } from '../../../lib/data/player-queries';
import { useData } from '../../../lib/data/useData';
import { compactList, metaLine } from '../../../lib/page/page.css';
import { Block, BlockRead, type HomeT, shown } from './Block';
import { userText } from './home.css';

type ProfileLike = { id: number; title: string; status: string; profile_game: { code: string; name: string } };

function ProfileList({ items, label, locale }: { items: readonly ProfileLike[]; label: string; locale: Locale }) {
  return (
    <ul className={compactList} aria-label={label}>
      {items.slice(0, shown).map((profile) => (
        <li key={profile.id} data-profile={profile.id}>
          {profile.status === '1' ? (
            <Link
              href={href('profile-detail', { detail: `${profile.profile_game.code}/${profile.id}` }, locale)}
              variant="standalone"
            >
              {profile.title}
            </Link>
          ) : (
            <Text as="p" className={userText}>
              {profile.title}
            </Text>
          )}
          <p className={metaLine}>{profile.profile_game.name}</p>
        </li>
      ))}
    </ul>
  );
}

export function Favorites({ t, locale }: { t: HomeT; locale: Locale }) {
  const read = useData(playerQueries.favorites);
  return (
    <Block
      name="favorites"
      title={t('portal.home.favorites.title')}
      link={{ label: t('portal.home.favorites.link'), href: href('profile-favorites', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.favorites.loading')}
        icon={<MynaconHeart />}
        empty={{
          title: t('portal.home.favorites.empty'),
          action: { label: t('portal.home.favorites.browse'), href: href('profile-all', {}, locale) },
        }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <ProfileList
            items={items.map((item) => item.profile)}
            label={t('portal.home.favorites.title')}
            locale={locale}
          />
        )}
      </BlockRead>
    </Block>
  );
}

/**
 * The player's own profiles. Until the player is known (while a prerendered home hydrates, decision 061, the session
 * store is read in its first state) the block shows its loading state, as the build drew it.
 */
export function OwnProfiles({ t, locale, userId }: { t: HomeT; locale: Locale; userId: number | undefined }) {
  const read = useData(userProfilesQuery(userId ?? 0), { enabled: userId !== undefined });
  return (
    <Block
      name="profiles"
      title={t('portal.home.profiles.title')}
      link={{ label: t('portal.home.profiles.link'), href: href('profile-my-profiles', {}, locale) }}
    >
      <BlockRead
        read={read}
        t={t}
        loading={t('portal.home.profiles.loading')}
        icon={<MynaconGamepad />}
        empty={{ title: t('portal.home.profiles.empty') }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <ProfileList items={items} label={t('portal.home.profiles.title')} locale={locale} />}
      </BlockRead>
    </Block>
  );
}
