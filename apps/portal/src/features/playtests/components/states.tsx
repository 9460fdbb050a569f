import { MynaconPlaytest } from '@mynacon/ui';
import type { ReactNode } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import type { Translate } from '../../../lib/i18n/useT';
import { BlockEmpty, BlockState, type BlockStateTexts } from '../../../lib/page/BlockState';
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
export function LoadView<T>({
  view,
  reload,
  t,
  ready,
}: {
  view: ReadView<T>;
  reload: () => unknown;
  t: PlaytestsT;
  ready: (value: T) => ReactNode;
}) {
  return <BlockState view={view} reload={reload} texts={playtestsStateTexts(t)} ready={ready} />;
}

/** A list with nothing in it. */
export function Empty(props: { title: string; description: string; action?: { label: string; href: string } }) {
  return <BlockEmpty icon={<MynaconPlaytest />} {...props} />;
}
