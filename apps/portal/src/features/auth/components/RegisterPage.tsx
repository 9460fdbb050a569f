import {
  Button,
  Checkbox,
  createDebouncer,
  DateField,
  EmailField,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Heading,
  Link,
  PageHeader,
  PasswordField,
  Select,
  Text,
  TextField,
  type UIMessageKey,
  username as usernameCharacters,
} from '@mynacon/ui';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { useMinimumAge } from '../../../lib/config/useMinimumAge';
import { useLoadedRuntimeConfig, useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { validateEmailDns } from '../../../lib/http/calls/validate-email-dns';
import { callProblemOf, fieldMessagesOf, retryMinutes, textOf } from '../../../lib/http/refusals';
import { type Translate as TranslateOf, usePageTitle, useT } from '../../../lib/i18n/useT';
import { navigateTo } from '../../../lib/navigation/navigate';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { getBotToken } from '../../../lib/platform/bot-protection';
import { useHydrated } from '../../../lib/startup/hydration';
import { useDrawnFeature } from '../../../lib/startup/useDrawnFeature';
import { getUsernameAvailability } from '../api/get-username-availability';
import { register } from '../api/register';
import { resendConfirmation } from '../api/resend-confirmation';
import { registrationIssueKeys } from '../lib/issue-keys';
import {
  countryOptions,
  defaultCountryOf,
  referralCodeOf,
  registrationBody,
  registrationFields,
} from '../lib/registration';
import { type Availability, createUsernameAvailability } from '../lib/username-availability';
import type authMessages from '../messages/en-GB.json';
import { accountActions, accountFooter, accountPage, availabilityLine, outcomeFocus } from './AccountPages.css';

type Translate = TranslateOf<typeof authMessages>;

/** The submission error for a refused registration: field messages on their fields, anything else on top. */
function refusalOf(error: unknown, t: Translate): FormSubmissionError {
  const refused = fieldMessagesOf(error, registrationFields, registrationIssueKeys);
  if (refused !== null) {
    const fieldErrors = Object.fromEntries(
      Object.entries(refused.fields).map(([field, message]) => [field, textOf(message, t)]),
    );
    const other = refused.other.map((message) => textOf(message, t));
    return new FormSubmissionError({ fieldErrors, ...(other.length > 0 ? { formError: other.join(' ') } : {}) });
  }
  const problem = callProblemOf(error);
  const minutes = retryMinutes(error);
  const formError =
    problem === 'throttled'
      ? minutes === null
        ? t('portal.register.error.throttledLater')
        : t('portal.register.error.throttled', { minutes })
      : t(`portal.register.error.${problem}`);
  return new FormSubmissionError({ formError });
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/** What the player sees once the registration went through: the same for a new and a known address. */
function CheckInbox({ email }: { email: string }) {
  const { t, locale } = useT<typeof authMessages>();
  const focusRef = useRef<HTMLDivElement>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  useEffect(() => {
    focusRef.current?.focus();
  }, []);
  const sendAgain = async () => {
    setResend('sending');
    try {
      await resendConfirmation(email, await getBotToken('resend'));
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };
  return (
    <div ref={focusRef} tabIndex={-1} className={outcomeFocus} data-part="registered">
      <Heading level={2} size="lg">
        {t('portal.register.done.title')}
      </Heading>
      <Text as="p">{t('portal.register.done.description', { email })}</Text>
      {resend === 'sent' ? (
        <Text as="p" tone="success" role="status">
          {t('portal.register.done.resent', { email })}
        </Text>
      ) : null}
      {resend === 'failed' ? (
        <Text as="p" tone="danger" role="status">
          {t('portal.register.done.resendFailed')}
        </Text>
      ) : null}
      <div className={accountActions}>
        <Button variant="secondary" isLoading={resend === 'sending'} onPress={() => void sendAgain()}>
          {t('portal.register.done.resend')}
        </Button>
        <Link variant="standalone" href={href('login', {}, locale)}>
          {t('portal.register.done.signIn')}
        </Link>
      </div>
    </div>
  );
}

/** The line under the username that says, as the player types, whether it is free. */
function AvailabilityLine({ availability, hidden }: { availability: Availability; hidden: boolean }) {
  const { t } = useT<typeof authMessages>();
  let content: ReactNode = null;
  if (!hidden && availability.status === 'available') {
    content = (
      <Text as="span" size="sm" tone="success">
        {t('portal.register.username.available', { username: availability.username })}
      </Text>
    );
  } else if (!hidden && availability.status === 'taken') {
    content = (
      <Text as="span" size="sm" tone="danger">
        {t('portal.register.username.taken')}
      </Text>
    );
  } else if (availability.status === 'checking') {
    content = (
      <Text as="span" size="sm" tone="muted">
        {t('portal.register.username.checking')}
      </Text>
    );
  }
  return (
    <span role="status" className={availabilityLine} data-part="availability" data-state={availability.status}>
      {content}
    </span>
  );
}

/**
 * The registration page (spec sections 2 and 5): e-mail address (format, then the DNS check unless the
 * configuration turns it off), username (forbidden characters, availability as the player types), password and
 * its confirmation, date of birth, country, terms; a referral code from an invitation link; the bot-protection
 * token when configured. Success always says "check your inbox", whether or not the address was known.
 */
/** The DNS check's answer when the configuration turns it off. */
const acceptAddress = () => Promise.resolve(true);

export function RegisterPage() {
  const { t, locale } = useT<typeof authMessages>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const runtime = useRuntimeConfig();
  // The DNS check turned off by the configuration asks nothing, even when the field is left before the render that
  // gives the page its configuration after hydration (the field is drawn as the build drew it until then).
  const dnsOff = useLoadedRuntimeConfig()?.config.features.enableDnsValidation === false;
  const status = useSession((state) => state.status);
  const title = t('portal.page.register.title');
  usePageTitle(title);

  const [registered, setRegistered] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [availability, setAvailability] = useState<Availability>({ status: 'idle' });
  // The username the field's own error already calls taken: the live line then says nothing more.
  const [takenShownFor, setTakenShownFor] = useState<string | null>(null);

  const checker = useMemo(
    () =>
      createUsernameAvailability({
        check: (username, signal) => getUsernameAvailability(username, signal),
        onChange: setAvailability,
        createDebouncer,
      }),
    [],
  );
  useEffect(() => () => checker.dispose(), [checker]);

  useEffect(() => {
    // A signed-in player already has an account.
    if (status === 'authenticated' && registered === null) navigateTo(href('home', {}, locale), { replace: true });
  }, [status, registered, locale]);

  const countries = useMemo(() => (runtime ? countryOptions(runtime.infos, locale) : []), [runtime, locale]);
  const defaultCountry = defaultCountryOf(countries, locale);
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  // The minimum age of the chosen country, checked before sending (the server checks it again).
  const minAge = useMinimumAge(chosenCountry ?? defaultCountry);
  const features = runtime?.config.features;
  // A prerendered page (decision 051) is hydrated with the field if the server sent it drawn with the programme on.
  const referralProgram = useDrawnFeature('referralProgram');
  const referralCode = features?.referralProgram ? referralCodeOf(searchParams) : undefined;
  // The invitation link's code. A prerendered page was drawn without it (its address is read once hydrated): it is
  // filled in then, unless the player has typed a code of their own before the script ran (the entry gives that back).
  const [referral, setReferral] = useState(() => referralCode ?? '');
  const referralBox = useRef<HTMLDivElement>(null);
  // Read as hydrated: the render after it sets the field back to its state, before the entry gives the text back.
  const typedEarly = useRef(false);
  useLayoutEffect(() => {
    typedEarly.current = (referralBox.current?.querySelector('input')?.value ?? '') !== '';
  }, []);
  useEffect(() => {
    if (referralCode !== undefined && !typedEarly.current) setReferral(referralCode);
  }, [referralCode]);

  const usernameRule = async (value: string) => {
    const known = await checker.resolve(value);
    const taken = known.status === 'taken';
    setTakenShownFor(taken ? value : null);
    return taken ? { key: 'portal.register.username.taken' as UIMessageKey } : null;
  };

  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    try {
      const botToken = await getBotToken('register');
      const body = registrationBody(values, { locale, botToken });
      await register(body);
      retry.clear();
      setRegistered(body.email);
    } catch (error) {
      if (retry.offered(error, { busyOnly: true })) return undefined;
      return refusalOf(error, t);
    }
  };

  return (
    <div className={accountPage} data-component="RegisterPage">
      <PageHeader title={title} description={registered === null ? t('portal.register.intro') : undefined} />
      {registered !== null ? (
        <CheckInbox email={registered} />
      ) : (
        <>
          <RetryForm retry={retry} onSubmit={submit} aria-label={title}>
            <EmailField
              name="email"
              label={t('portal.register.email.label')}
              description={t('portal.register.email.description')}
              isRequired
              maxLength={254}
              validateDns={dnsOff ? acceptAddress : validateEmailDns}
              dnsCheck={features?.enableDnsValidation ?? true}
            />
            <div onInput={(event) => checker.input((event.target as HTMLInputElement).value)}>
              <TextField
                name="username"
                label={t('portal.register.username.label')}
                description={
                  <>
                    {t('portal.register.username.description')}
                    <AvailabilityLine
                      availability={availability}
                      hidden={availability.status !== 'idle' && takenShownFor === availability.username}
                    />
                  </>
                }
                autoComplete="username"
                isRequired
                minLength={3}
                maxLength={30}
                rules={[usernameCharacters, usernameRule]}
              />
            </div>
            <PasswordField
              name="password"
              label={t('portal.register.password.label')}
              purpose="new"
              isRequired
              onChange={setPassword}
            />
            <PasswordField
              name="passwordConfirmation"
              label={t('portal.register.passwordConfirmation.label')}
              isRequired
              mustMatch={password}
            />
            <DateField
              name="dateOfBirth"
              label={t('portal.register.dateOfBirth.label')}
              description={t('portal.register.dateOfBirth.description')}
              minAge={minAge}
              isRequired
            />
            <Select
              name="country"
              label={t('portal.register.country.label')}
              placeholder={t('portal.register.country.placeholder')}
              items={countries}
              // Chosen here: the countries are the server's, which a prerendered page is hydrated without; the
              // locale's country is chosen once they are there, not only in a first render that has none.
              selectedKey={chosenCountry ?? defaultCountry}
              onSelectionChange={setChosenCountry}
              isRequired
            />
            {referralProgram ? (
              <div ref={referralBox}>
                <TextField
                  name="referralCode"
                  label={t('portal.register.referralCode.label')}
                  description={t('portal.register.referralCode.description')}
                  value={referral}
                  onChange={setReferral}
                  maxLength={32}
                />
              </div>
            ) : null}
            <Checkbox name="newsletter">{t('portal.register.newsletter.label')}</Checkbox>
            <Checkbox
              name="terms"
              isRequired
              description={
                <Link href={href('content-page', { slug: 'terms-of-use' }, locale)}>
                  {t('portal.register.terms.link')}
                </Link>
              }
            >
              {t('portal.register.terms.label')}
            </Checkbox>
            {/* Prerendered (decision 051): a form sent before the script runs would go to the server as a query, password
          included; the button waits for hydration (Enter does too, a form's default button being disabled). */}
            <FormSubmit isDisabled={!hydrated}>{t('portal.register.submit')}</FormSubmit>
          </RetryForm>
          <div className={accountFooter}>
            <Text tone="muted">{t('portal.register.haveAccount')}</Text>
            <Link href={href('login', {}, locale)}>{t('portal.register.signIn')}</Link>
          </div>
        </>
      )}
    </div>
  );
}
