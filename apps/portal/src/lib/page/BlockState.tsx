// The states of one read shown in a block of a page (decision 033): loading, failed with "Try again", empty, or
// its content. Every feature words them with its own messages through `BlockStateTexts`; the markup, the choice of
// the failure (a malformed answer or the server unreachable) and the stable `data-page-state` hook are here once.
import { Alert, Button, EmptyState, Skeleton } from '@mynacon/ui';
import type { ReactElement, ReactNode } from 'react';
import type { ReadView } from '../data/useData';
import { MalformedResponseError } from '../http/errors';

/** The wording of a block's states. */
export interface BlockStateTexts {
  /** The skeleton's accessible label. */
  loading: string;
  retry: string;
  /** An answer that does not match its schema. */
  malformed: { title: string; description: string };
  /** The server unreachable or failing. */
  unavailable: { title: string; description: string };
}

/**
 * The one attribute tests and other sites' CSS read a page's or a block's state from (decision 048): not
 * `data-state`, which the Radix parts of the design system set on their own elements.
 */
export const pageState = (state: string) => ({ 'data-page-state': state });

/** The failure of a read with nothing to show, and "Try again". */
export function BlockFailed({
  error,
  reload,
  texts,
}: {
  error: unknown;
  reload: () => unknown;
  texts: BlockStateTexts;
}) {
  const failure = error instanceof MalformedResponseError ? 'malformed' : 'unavailable';
  return <BlockFailure failure={failure} reload={reload} retry={texts.retry} {...texts[failure]} />;
}

/** The same, for a read whose failure the page has already sorted: its words, and "Try again". */
export function BlockFailure({
  failure,
  title,
  description,
  retry,
  reload,
}: {
  failure: 'malformed' | 'unavailable';
  title: string;
  description: string;
  /** The button's label. */
  retry: string;
  reload: () => unknown;
}) {
  return (
    <Alert
      tone="danger"
      title={title}
      {...pageState(failure)}
      actions={
        <Button variant="secondary" size="small" onPress={() => void reload()}>
          {retry}
        </Button>
      }
    >
      {description}
    </Alert>
  );
}

export interface BlockEmptyProps {
  icon: ReactElement;
  title: string;
  description?: string | undefined;
  action?: { label: string; href: string } | undefined;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** A block with nothing to list. */
export function BlockEmpty({ icon, title, description, action, headingLevel = 2 }: BlockEmptyProps) {
  return (
    <EmptyState
      icon={icon}
      headingLevel={headingLevel}
      title={title}
      {...(description === undefined ? {} : { description })}
      {...(action === undefined ? {} : { action })}
      {...pageState('empty')}
    />
  );
}

/**
 * Loading, failed or ready: the states of one read. `ready` draws the content; with `isEmpty` and `empty`, a
 * value with nothing in it draws `empty` instead.
 */
export interface BlockStateProps<T> {
  view: ReadView<T>;
  reload: () => unknown;
  texts: BlockStateTexts;
  ready: (value: T) => ReactNode;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  /** Lines of the loading skeleton. @default 4 */
  lines?: number;
}

export function BlockState<T>({ view, reload, texts, ready, isEmpty, empty, lines = 4 }: BlockStateProps<T>) {
  if (view.status === 'loading') return <Skeleton lines={lines} label={texts.loading} />;
  if (view.status === 'failed') return <BlockFailed error={view.error} reload={reload} texts={texts} />;
  if (isEmpty?.(view.value) && empty !== undefined) return <>{empty}</>;
  return <>{ready(view.value)}</>;
}

/** A feature's `LoadView`: the block states' props, with the feature's translator in place of the texts. */
export type LoadViewProps<T, Translator> = Omit<BlockStateProps<T>, 'texts'> & { t: Translator };

/** A feature's `Empty`: the empty state's props but the icon, which is the feature's. */
export type EmptyProps = Omit<BlockEmptyProps, 'icon'>;
