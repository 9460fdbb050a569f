import { MynaconGamepad } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import { BlockEmpty, BlockState, type BlockStateTexts } from '../../../lib/page/BlockState';
import type { ProfilesT } from './ProfileCard';

/** The profile pages' wording of the shared block states (lib/page/BlockState). */
export const profilesStateTexts = (t: ProfilesT): BlockStateTexts => ({
  loading: t('portal.profiles.loading'),
  retry: t('portal.retry'),
  malformed: { title: t('portal.profiles.malformed.title'), description: t('portal.profiles.malformed.description') },
  unavailable: {
    title: t('portal.profiles.unavailable.title'),
    description: t('portal.profiles.unavailable.description'),
  },
});

/** The loading and failure states every profile page shares; `ready` draws the page's own content. */
export function LoadView<T>({
  view,
  reload,
  t,
  ready,
}: {
  view: ReadView<T>;
  reload: () => unknown;
  t: ProfilesT;
  ready: (value: T) => ReactNode;
}) {
  return <BlockState view={view} reload={reload} texts={profilesStateTexts(t)} ready={ready} />;
}

/** A list with nothing in it. */
export function Empty(props: { title: string; description?: string; action?: { label: string; href: string } }) {
  return <BlockEmpty icon={<MynaconGamepad />} {...props} />;
}
