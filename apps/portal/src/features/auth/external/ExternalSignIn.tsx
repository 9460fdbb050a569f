// The external sign-in buttons of the sign-in page (Epic Games, PlayStation Network, Steam, Twitch, Xbox Network).
// The sign-in page is most players' first visit: this part only reads the configuration and draws the buttons; the
// flow itself loads when a button is pressed.
import type { SignInMethod } from '@mynacon/contract';
import type { Locale } from '@mynacon/contract/locale';
import { Button } from '@mynacon/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { useT } from '../../../lib/i18n/useT';
import { safeReturnPath } from '../../../lib/navigation/targets';
import { useHydrated } from '../../../lib/startup/hydration';
import type authMessages from '../messages/en-GB.json';
import { externalList, externalSection, externalSlot, externalTitle } from './ExternalSignIn.css';
import type { FlowResult } from './lib/flow';
import type externalMessages from './messages/en-GB.json';

// Shown only after a press, once the flow's code is loaded anyway: not part of the sign-in page's first load.
const ExternalNotice = lazy(async () => ({ default: (await import('./components/ExternalNotice')).ExternalNotice }));

interface Shown {
  result: FlowResult;
  label: string;
  attempt: number;
}

/** The methods the build draws the buttons' template with (scripts/prerender.ts); none in the browser. */
let templateMethods: SignInMethod[] | undefined;

/** The build's render of the buttons' template: drawn with these methods instead of the server's. */
export function drawExternalSignInTemplate(methods: SignInMethod[] | undefined): void {
  templateMethods = methods;
}

/** The attribute of the element the buttons are drawn in: the server writes them there in a prerendered page. */
export const externalSignInSlot = 'external-sign-in';

/**
 * One button per method whose web login is enabled; nothing while none is. The methods are the server's
 * configuration, which the build does not know: a prerendered page has an empty place for them, which the server
 * fills with the configured buttons (decision 051, from the build's template) before it sends the page. React
 * hydrates that place as it is, and replaces it with the same buttons, its own, in the render after hydration. The
 * buttons the server draws are disabled: they work from that render on.
 */
export function ExternalSignIn() {
  const { t, locale } = useT<typeof authMessages & typeof externalMessages>();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  if (!hydrated && templateMethods === undefined) {
    return (
      <div
        key="drawn"
        data-part={externalSignInSlot}
        className={externalSlot}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; what the server drew in it stays until hydrated
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  const methods = templateMethods ?? config?.config.signInMethods.filter((method) => method.active) ?? [];
  if (methods.length === 0) return <div key="own" data-part={externalSignInSlot} className={externalSlot} />;

  const start = async (method: SignInMethod) => {
    if (busy !== null) return;
    // Steam's popup opens in the press itself: a popup opened after a wait is stopped by the browser.
    const flow = import('./lib/flow');
    const popup = method.code === 'steam' ? (await flow).openSteamPopup(method.horizontalPopup) : undefined;
    setBusy(method.code);
    const returnPath =
      safeReturnPath(searchParams.get('redirect'), window.location.origin) ?? href('home', {}, locale as Locale);
    let result: FlowResult;
    try {
      const { runSteamPopup, startRedirect } = await flow;
      result =
        popup === undefined
          ? await startRedirect(method.code, locale as Locale, returnPath)
          : await runSteamPopup(popup, locale as Locale, returnPath);
    } catch {
      // The flow's code could not be loaded (offline, a new version of the site).
      result = { type: 'problem', problem: 'serverDown' };
    }
    if (result.type === 'navigated' && method.code !== 'steam') return;
    setBusy(null);
    setShown((last) => ({ result, label: method.label, attempt: (last?.attempt ?? 0) + 1 }));
  };

  return (
    <div key="own" data-part={externalSignInSlot} className={externalSlot}>
      <section className={externalSection} aria-labelledby="external-sign-in-title" data-component="ExternalSignIn">
        <h2 id="external-sign-in-title" className={externalTitle}>
          {t('portal.external.title')}
        </h2>
        {shown ? (
          <Suspense fallback={null}>
            <ExternalNotice result={shown.result} label={shown.label} attempt={shown.attempt} />
          </Suspense>
        ) : null}
        <ul className={externalList}>
          {methods.map((method) => (
            <li key={method.code}>
              <Button
                variant="secondary"
                className={method.displayClass}
                data-method={method.code}
                data-environment={method.environment ?? undefined}
                isLoading={busy === method.code}
                // Drawn into a prerendered page, a button would do nothing until the script has run: disabled until
                // hydrated, as the form's submit, and not focusable, since React replaces it (focus held there would
                // fall back to the page). A full page flow without the script is no option: the provider's answer
                // comes back to a page of the script's.
                isDisabled={!hydrated || (busy !== null && busy !== method.code)}
                onPress={() => void start(method)}
              >
                {t('portal.external.signInWith', { provider: method.label })}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
