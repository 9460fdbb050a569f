// The external sign-in return page: /externallogin/{method}, without locale prefix (account layout, client only).
// The provider sends the player here with `code` and `state` (or `error`); the page posts them to the API and
// follows the outcome. Steam's return page comes here only when it lost its opener.
import { type OAuthSignInMethod, oauthSignInMethods } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { PageHeader, Spinner } from '@mynacon/ui';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { signInMethodLabel } from '../../../lib/auth/sign-in-methods';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import type authMessages from '../messages/en-GB.json';
import { finishExternalSignIn } from './api/finish-external-sign-in';
import { ExternalNotice } from './components/ExternalNotice';
import { returnPage } from './external.css';
import { bearer, type FlowResult, finishSteam, followOutcome, problemResult } from './lib/flow';
import { problemOfProviderError } from './lib/problems';
import type externalMessages from './messages/en-GB.json';

/** Reads the return's query once and finishes the sign-in. */
async function finishReturn(method: string, query: URLSearchParams, locale: Locale): Promise<FlowResult> {
  const error = query.get('error');
  if (error !== null) return { type: 'problem', problem: problemOfProviderError(error) };
  if (method === 'steam') return finishSteam(Object.fromEntries(query), locale, null);
  const code = query.get('code');
  const state = query.get('state');
  if (!(oauthSignInMethods as readonly string[]).includes(method) || !code || !state) {
    return { type: 'problem', problem: 'incomplete' };
  }
  try {
    const outcome = await finishExternalSignIn(method as OAuthSignInMethod, { code, state }, await bearer());
    return await followOutcome(outcome, locale, null);
  } catch (failure) {
    return problemResult(failure);
  }
}

/**
 * The return being finished, per history entry: the page may be mounted anew while it runs (the account layout
 * changes when the session does), and the code and the state may be posted only once.
 */
const returns = new Map<string, Promise<FlowResult>>();

/** The page component. */
export function Component() {
  const { t, locale } = useT<typeof authMessages & typeof externalMessages>();
  const method = useParams().method ?? '';
  const label = signInMethodLabel(method, useRuntimeConfig()?.config.signInMethods);
  const { key, search } = useLocation();
  const [result, setResult] = useState<FlowResult | null>(null);
  // The route's own title (the shell's message), the provider under it.
  const title = t('portal.page.externallogin.title');
  usePageTitle(title);

  useEffect(() => {
    let pending = returns.get(key);
    if (pending === undefined) {
      pending = finishReturn(method, new URLSearchParams(search), locale as Locale);
      returns.set(key, pending);
    }
    let shown = true;
    void pending.then((value) => {
      if (shown) setResult(value);
    });
    return () => {
      shown = false;
    };
  }, [key, search, method, locale]);

  return (
    <div className={returnPage} data-component="ExternalLoginPage">
      <PageHeader title={title} description={t('portal.external.return.provider', { provider: label })} />
      {result === null || result.type === 'navigated' ? (
        <Spinner size="large" label={t('portal.external.return.working', { provider: label })} />
      ) : (
        <ExternalNotice result={result} label={label} attempt={1} offerSignIn />
      )}
    </div>
  );
}
