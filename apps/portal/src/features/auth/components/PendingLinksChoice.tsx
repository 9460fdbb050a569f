import type { PendingLink, PendingLinkChoice } from '@mynacon/contract';
import { Button, Card, Text } from '@mynacon/ui';
import { type ReactNode, useRef, useState } from 'react';
import { signInMethodNames } from '../../../lib/auth/sign-in-methods';
import { ApiRequestError } from '../../../lib/http/errors';
import type { Translate as BundleTranslate } from '../../../lib/i18n/useT';
import type authMessages from '../messages/en-GB.json';
import { accountActions, outcomeFocus, pendingList, pendingName } from './AccountPages.css';

type Translate = BundleTranslate<typeof authMessages>;

/** Where the choice of one pending link stands. */
export type ChoiceState =
  | { kind: 'open' }
  | { kind: 'saving'; choice: PendingLinkChoice['choice'] }
  | { kind: 'done'; choice: PendingLinkChoice['choice'] }
  /** Nothing waits any more (chosen elsewhere, or the link expired): 404 or 410. */
  | { kind: 'gone' }
  | { kind: 'failed' };

/** Whether every link has an answer that no longer needs the player. */
export function allChosen(states: Readonly<Record<string, ChoiceState>>, links: readonly PendingLink[]): boolean {
  return links.every((link) => {
    const state = states[link.provider];
    return state?.kind === 'done' || state?.kind === 'gone';
  });
}

/**
 * The external accounts an external sign-up linked to this account, waiting for the holder of the confirmation link
 * (decision 042): each with Keep and Drop. Nothing is kept without that choice; after it, the card says what became
 * of the account and takes focus, so that a keyboard or screen-reader user hears the result and goes on from there.
 */
export function PendingLinksChoice({
  t,
  links,
  choose,
  whenChosen,
}: {
  t: Translate;
  links: readonly PendingLink[];
  /** Saves one choice (`POST /api/account/confirm/links`). */
  choose: (choice: PendingLinkChoice) => Promise<unknown>;
  /** Shown under the list once every link has its answer (the way on). */
  whenChosen: ReactNode;
}) {
  const [states, setStates] = useState<Record<string, ChoiceState>>({});
  const results = useRef(new Map<string, HTMLDivElement | null>());

  const update = (provider: string, state: ChoiceState) => {
    setStates((current) => ({ ...current, [provider]: state }));
  };

  const decide = async (link: PendingLink, choice: PendingLinkChoice['choice']) => {
    update(link.provider, { kind: 'saving', choice });
    let state: ChoiceState;
    try {
      await choose({ provider: link.provider, choice });
      state = { kind: 'done', choice };
    } catch (error) {
      state =
        error instanceof ApiRequestError && (error.status === 404 || error.status === 410)
          ? { kind: 'gone' }
          : { kind: 'failed' };
    }
    update(link.provider, state);
    // The pressed button is gone (or busy): the result takes focus.
    requestAnimationFrame(() => results.current.get(link.provider)?.focus());
  };

  return (
    <>
      <ul className={pendingList} data-part="pending-links">
        {links.map((link) => {
          const provider = signInMethodNames[link.provider];
          const state = states[link.provider] ?? { kind: 'open' };
          const open = state.kind === 'open' || state.kind === 'saving' || state.kind === 'failed';
          const result = resultOf(t, state, provider);
          return (
            <Card
              key={link.provider}
              as="li"
              headingLevel={3}
              title={provider}
              data-pending={link.provider}
              data-state={state.kind === 'done' ? state.choice : state.kind}
              footer={
                <div className={accountActions}>
                  {open ? (
                    <>
                      <Button
                        isLoading={state.kind === 'saving' && state.choice === 'keep'}
                        isDisabled={state.kind === 'saving' && state.choice === 'drop'}
                        onPress={() => void decide(link, 'keep')}
                      >
                        {t('portal.confirmation.links.keep', { provider })}
                      </Button>
                      <Button
                        variant="secondary"
                        isLoading={state.kind === 'saving' && state.choice === 'drop'}
                        isDisabled={state.kind === 'saving' && state.choice === 'keep'}
                        onPress={() => void decide(link, 'drop')}
                      >
                        {t('portal.confirmation.links.drop', { provider })}
                      </Button>
                    </>
                  ) : null}
                  <div
                    ref={(element) => {
                      results.current.set(link.provider, element);
                    }}
                    tabIndex={-1}
                    className={outcomeFocus}
                    role="status"
                  >
                    {result === null ? null : (
                      <Text as="p" tone={result.tone}>
                        {result.text}
                      </Text>
                    )}
                  </div>
                </div>
              }
            >
              <Text as="p">
                {t('portal.confirmation.links.name')} <span className={pendingName}>{link.displayName}</span>
              </Text>
            </Card>
          );
        })}
      </ul>
      {allChosen(states, links) ? whenChosen : null}
    </>
  );
}

function resultOf(
  t: Translate,
  state: ChoiceState,
  provider: string,
): { text: string; tone: 'success' | 'danger' | 'default' } | null {
  switch (state.kind) {
    case 'done':
      return state.choice === 'keep'
        ? { text: t('portal.confirmation.links.kept', { provider }), tone: 'success' }
        : { text: t('portal.confirmation.links.dropped', { provider }), tone: 'default' };
    case 'gone':
      return { text: t('portal.confirmation.links.gone'), tone: 'danger' };
    case 'failed':
      return { text: t('portal.confirmation.links.failed'), tone: 'danger' };
    default:
      return null;
  }
}
