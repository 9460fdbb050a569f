import {
  Alert,
  Button,
  Form,
  FormSubmit,
  type FormValues,
  Link,
  PageHeader,
  PasswordField,
  Text,
  TextField,
} from '@mynacon/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { navigateTo } from '../../../lib/navigation/navigate';
import { safeReturnPath } from '../../../lib/navigation/targets';
import { getBotToken } from '../../../lib/platform/bot-protection';
import { useHydrated } from '../../../lib/startup/hydration';
import { ExternalSignIn } from '../external/ExternalSignIn';
import { refusalOfError, refusalOfResult, type SignInRefusal } from '../lib/sign-in-refusal';
import type authMessages from '../messages/en-GB.json';
import { loginFooter, loginPage, refusalSummary } from './LoginPage.css';

// Most players never forget their password: its request form loads when asked for.
const ResetRequestPanel = lazy(async () => ({ default: (await import('./ResetRequestPanel')).ResetRequestPanel }));

interface ShownRefusal extends SignInRefusal {
  /** What the player typed as login, for the confirmation link. */
  login: string;
  /** What the player submitted, to send again when the server was busy. */
  values: FormValues;
  /** Counts refusals, so that the same one shown again is announced again. */
  attempt: number;
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The sign-in page: e-mail address or username and password. A refusal (wrong credentials, a locked account, an
 * address still to confirm) shows as an announced alert above the form, the typed values stay, and a signed-in
 * player goes on to the `redirect` path (same-site only) or the locale's home.
 */
export function LoginPage() {
  const { t, locale } = useT<typeof authMessages>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const status = useSession((state) => state.status);
  const signIn = useSession((state) => state.signIn);
  const [refusal, setRefusal] = useState<ShownRefusal | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  const [retrying, setRetrying] = useState(false);
  const signedIn = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [typedLogin, setTypedLogin] = useState('');
  const forgotRef = useRef<HTMLSpanElement>(null);
  const resetPanelId = useId();
  const title = t('portal.login.title');
  usePageTitle(title);

  // The build's render of the page (decision 051) has no window and no `redirect`: the home page.
  const redirect = typeof window === 'undefined' ? null : searchParams.get('redirect');
  const returnPath = (redirect && safeReturnPath(redirect, window.location.origin)) ?? href('home', {}, locale);

  useEffect(() => {
    // Each refusal moves focus to its summary (as the form does with its own errors): read out at once, and the
    // next Tab goes on into the form, where the typed values are kept.
    if (refusal !== null) summaryRef.current?.focus();
  }, [refusal]);

  useEffect(() => {
    // A player already signed in has nothing to do here.
    if (status === 'authenticated' && !signedIn.current) {
      signedIn.current = true;
      navigateTo(returnPath, { replace: true });
    }
  }, [status, returnPath]);

  const submit = async (values: FormValues) => {
    if (signedIn.current) return;
    const login = String(values.login ?? '').trim();
    const password = String(values.password ?? '');
    setResend('idle');
    let outcome: SignInRefusal | null;
    try {
      const recaptchaToken = await getBotToken('signin');
      const fields = recaptchaToken ? { email: login, password, recaptchaToken } : { email: login, password };
      outcome = refusalOfResult(await signIn('credentials', fields, { callbackUrl: returnPath }));
    } catch (error) {
      outcome = refusalOfError(error);
    }
    if (outcome === null) {
      signedIn.current = true;
      navigateTo(returnPath, { replace: true });
      return;
    }
    setRefusal((last) => ({ ...outcome, login, values, attempt: (last?.attempt ?? 0) + 1 }));
  };

  /** A busy server asked to try again: the same values go once more. */
  const tryAgain = async (values: FormValues) => {
    setRetrying(true);
    try {
      await submit(values);
    } finally {
      setRetrying(false);
    }
  };

  const sendLinkAgain = async (email: string) => {
    setResend('sending');
    try {
      // The call and its schemas load with the first resend: the sign-in page itself never sends it (decision 056).
      const [{ resendConfirmation }, botToken] = await Promise.all([
        import('../api/resend-confirmation'),
        getBotToken('resend'),
      ]);
      await resendConfirmation(email, botToken);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };

  return (
    <div className={loginPage} data-component="LoginPage">
      <PageHeader title={title} description={t('portal.login.intro')} />
      {refusal ? (
        <div ref={summaryRef} tabIndex={-1} className={refusalSummary} data-part="refusal">
          <Alert
            key={refusal.attempt}
            tone="danger"
            title={
              refusal.kind === 'bot' ? t('portal.platform.botRefused') : t(`portal.login.error.${refusal.kind}.title`)
            }
            data-refusal={refusal.kind}
            actions={
              refusal.kind === 'unconfirmed' && refusal.login.includes('@') && resend !== 'sent' ? (
                <Button
                  variant="secondary"
                  size="small"
                  isLoading={resend === 'sending'}
                  onPress={() => void sendLinkAgain(refusal.login)}
                >
                  {t('portal.login.error.unconfirmed.resend')}
                </Button>
              ) : refusal.kind === 'busy' ? (
                <Button
                  variant="secondary"
                  size="small"
                  isLoading={retrying}
                  onPress={() => void tryAgain(refusal.values)}
                >
                  {t('portal.retry')}
                </Button>
              ) : undefined
            }
          >
            <p>
              {refusal.kind === 'locked' && refusal.retryAfterMinutes !== null
                ? t('portal.login.error.locked.retry', { minutes: refusal.retryAfterMinutes })
                : refusal.kind === 'busy' && refusal.retryAfterSeconds != null
                  ? t('portal.login.error.busy.retry', { seconds: refusal.retryAfterSeconds })
                  : t(`portal.login.error.${refusal.kind}.description`)}
            </p>
            {refusal.kind === 'unconfirmed' && !refusal.login.includes('@') ? (
              <p>{t('portal.login.error.unconfirmed.useEmail')}</p>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {resend === 'sent' && refusal ? (
        <Alert tone="success" title={t('portal.login.resent.title')}>
          {t('portal.login.resent.description', { email: refusal.login })}
        </Alert>
      ) : null}
      {resend === 'failed' ? <Alert tone="warning" title={t('portal.login.resent.failed')} /> : null}
      <Form onSubmit={submit} aria-label={title}>
        <TextField
          name="login"
          label={t('portal.login.login.label')}
          autoComplete="username"
          isRequired
          onChange={setTypedLogin}
        />
        <PasswordField name="password" label={t('portal.login.password.label')} purpose="current" isRequired />
        {/* Prerendered (decision 051): a form sent before the script runs would go to the server as a query, password
          included; the button waits for hydration (Enter does too, a form's default button being disabled). */}
        <FormSubmit isDisabled={!hydrated}>{t('portal.login.submit')}</FormSubmit>
      </Form>
      <span ref={forgotRef}>
        {/* It opens a panel drawn by the script: pressed before hydration it would do nothing (decision 060). */}
        <Button
          variant="ghost"
          size="small"
          isDisabled={!hydrated}
          aria-expanded={resetOpen}
          aria-controls={resetOpen ? resetPanelId : undefined}
          onPress={() => setResetOpen((open) => !open)}
        >
          {t('portal.reset.forgot')}
        </Button>
      </span>
      {resetOpen ? (
        <Suspense fallback={null}>
          <ResetRequestPanel
            id={resetPanelId}
            defaultEmail={typedLogin.includes('@') ? typedLogin.trim() : ''}
            onClose={() => {
              setResetOpen(false);
              forgotRef.current?.querySelector('button')?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <ExternalSignIn />
      <div className={loginFooter}>
        <Text tone="muted">{t('portal.login.noAccount')}</Text>
        <Link href={href('register', {}, locale)}>{t('portal.login.register')}</Link>
      </div>
    </div>
  );
}
