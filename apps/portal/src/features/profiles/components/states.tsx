import { MynaconGamepad } from '@mynacon/ui';
import type { BlockStateTexts, EmptyProps, LoadViewProps } from '../../../lib/page/BlockState';
import { BlockEmpty, BlockState } from '../../../lib/page/BlockState';
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
export function LoadView<T>({ t, ...props }: LoadViewProps<T, ProfilesT>) {
  return <BlockState {...props} texts={profilesStateTexts(t)} />;
}

/** A list with nothing in it. */
export function Empty(props: EmptyProps) {
  return <BlockEmpty icon={<MynaconGamepad />} {...props} />;
}
