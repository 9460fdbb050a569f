import { MynaconPlaytest } from '@mynacon/ui';
import type { Translate } from '../../../lib/i18n/useT';
import type { BlockStateTexts, EmptyProps, LoadViewProps } from '../../../lib/page/BlockState';
import { BlockEmpty, BlockState } from '../../../lib/page/BlockState';
import type playtestsMessages from '../messages/en-GB.json';

export type PlaytestsT = Translate<typeof playtestsMessages>;

/** The playtest pages' wording of the shared block states (lib/page/BlockState). */
export const playtestsStateTexts = (t: PlaytestsT): BlockStateTexts => ({
  loading: t('portal.playtests.loading'),
  retry: t('portal.retry'),
  malformed: { title: t('portal.playtests.malformed.title'), description: t('portal.playtests.malformed.description') },
  unavailable: {
    title: t('portal.playtests.unavailable.title'),
    description: t('portal.playtests.unavailable.description'),
  },
});

/** The loading and failure states every playtest page shares; `ready` draws the page's own content. */
export function LoadView<T>({ t, ...props }: LoadViewProps<T, PlaytestsT>) {
  return <BlockState {...props} texts={playtestsStateTexts(t)} />;
}

/** A list with nothing in it. */
export function Empty(props: EmptyProps) {
  return <BlockEmpty icon={<MynaconPlaytest />} {...props} />;
}
