// The frame of every block of the home (decision 033): a card with its heading and link, and its read's states.

import type { Locale } from '@mynacon/contract/locale';
import { Card, Link, Skeleton, Stack, VisuallyHidden } from '@mynacon/ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import type { ReadView } from '../../../lib/data/useData';
import type { Translate } from '../../../lib/i18n/useT';
import { BlockEmpty, BlockState, type BlockStateTexts } from '../../../lib/page/BlockState';
import { compactList } from '../../../lib/page/page.css';
import type homeMessages from '../messages/en-GB.json';
import { subHeading } from './home.css';

export type HomeT = Translate<typeof homeMessages>;

/** How many items a block lists at most. */
export const shown = 3;

const stateTexts = (t: HomeT, loading: string): BlockStateTexts => ({
  loading,
  retry: t('portal.retry'),
  malformed: { title: t('portal.home.malformed.title'), description: t('portal.home.malformed.description') },
  unavailable: { title: t('portal.home.unavailable.title'), description: t('portal.home.unavailable.description') },
});

export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** One block of the home: a card with its heading, its states and a link to the page it comes from. */
export function Block({
  name,
  title,
  link,
  children,
}: {
  name: string;
  title: string;
  link?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      title={title}
      headingLevel={2}
      data-home-block={name}
      {...(link === undefined
        ? {}
        : {
            footer: (
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            ),
          })}
    >
      {children}
    </Card>
  );
}

/** A block's read: loading, failed with "Try again", empty, or its list. */
export function BlockRead<T>({
  read,
  t,
  loading,
  icon,
  empty,
  isEmpty,
  level = 3,
  placeholder,
  children,
}: {
  read: { view: ReadView<T>; reload: () => unknown };
  t: HomeT;
  loading: string;
  icon: ReactElement;
  empty: { title: string; description?: string; action?: { label: string; href: string } };
  isEmpty: (value: T) => boolean;
  /** The empty state's heading level: 3 under the block's heading, 4 under a part's. @default 3 */
  level?: 3 | 4;
  /** Drawn while loading instead of the skeleton lines: placeholders the size of what comes (`ItemPlaceholders`). */
  placeholder?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (placeholder !== undefined && read.view.status === 'loading') return <>{placeholder}</>;
  return (
    <BlockState
      view={read.view}
      reload={read.reload}
      texts={stateTexts(t, loading)}
      lines={3}
      isEmpty={isEmpty}
      empty={<BlockEmpty icon={icon} headingLevel={level} {...empty} />}
      ready={children}
    />
  );
}

/**
 * While a block's items load, cards as tall as the ones to come, `shown` of them: the blocks under it keep their place
 * when the items arrive (on a phone, where the blocks stand one under the other, the notifications' three cards moved
 * the next block down by 500 px, a layout shift of 0.22). Read out once as loading; the cards themselves are hidden.
 */
export function ItemPlaceholders({ label, lines }: { label: string; lines: number }) {
  return (
    <div aria-busy="true" data-page-state="loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={compactList} aria-hidden="true">
        {Array.from({ length: shown }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          <Card as="li" key={index}>
            <Skeleton lines={lines} />
          </Card>
        ))}
      </ul>
    </div>
  );
}

/**
 * A part of a block under its own heading (“Joined”, “Open to join”): its states one level below that heading, its
 * items in a list the heading labels.
 */
export function BlockPart<T>({
  name,
  title,
  items,
  ...read
}: Omit<Parameters<typeof BlockRead<T>>[0], 'level' | 'children'> & {
  name: string;
  title: string;
  items: (value: T) => ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap={2} data-home-part={name}>
      <h3 id={id} className={subHeading}>
        {title}
      </h3>
      <BlockRead {...read} level={4}>
        {(value) => (
          <ul className={compactList} aria-labelledby={id}>
            {items(value)}
          </ul>
        )}
      </BlockRead>
    </Stack>
  );
}
