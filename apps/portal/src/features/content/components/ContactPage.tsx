import {
  Button,
  EmailField,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Heading,
  Link,
  orderId,
  PageHeader,
  Skeleton,
  Text,
  TextArea,
  TextField,
} from '@mynacon/ui';
import { useEffect, useRef, useState } from 'react';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { validateEmailDns } from '../../../lib/http/calls/validate-email-dns';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { getBotToken } from '../../../lib/platform/bot-protection';
import { sendContactMessage } from '../api/send-contact-message';
import { contactBody, contactLimits, contactRefusalOf } from '../lib/contact';
import type contentMessages from '../messages/en-GB.json';
import { form, outcome, page } from './content.css';

/** What the player sees once the message is sent; focus moves there so that a screen reader announces it. */
function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t, locale } = useT<typeof contentMessages>();
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
  }, []);
  return (
    <div ref={focusRef} tabIndex={-1} className={outcome} data-part="sent">
      <Heading level={2} size="lg">
        {t('portal.contact.sent.title')}
      </Heading>
      <Text as="p">{t('portal.contact.sent.description', { email })}</Text>
      <div>
        <Button variant="secondary" onPress={onAnother}>
          {t('portal.contact.sent.another')}
        </Button>
      </div>
      <Link variant="standalone" href={href('support', {}, locale)}>
        {t('portal.contact.sent.support')}
      </Link>
    </div>
  );
}

/**
 * The contact page, `/{locale}/contact` (client-only, decision 023): name, e-mail address (format, then the DNS
 * check unless the configuration turns it off), subject, message with a counter, an optional order number
 * ('Format must be NAXXXXXXXXXXX'); the bot-protection token of the `contact` action; `POST /api/contact`. A
 * signed-in player finds their name and address filled in. A refusal keeps every value and says why.
 */
export function ContactPage() {
  const { t, locale } = useT<typeof contentMessages>();
  const title = t('portal.page.contact.title');
  usePageTitle(title);
  const runtime = useRuntimeConfig();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.session?.user);
  const [sent, setSent] = useState<string | null>(null);
  const retry = useSubmitRetry();

  const submit = async (values: FormValues) => {
    try {
      const token = await getBotToken('contact');
      const body = contactBody(values, { locale, token });
      await sendContactMessage(body);
      retry.clear();
      setSent(body.email);
    } catch (error) {
      if (retry.offered(error)) return undefined;
      return new FormSubmissionError(contactRefusalOf(error, t));
    }
  };

  let body: React.ReactNode;
  if (sent !== null) {
    body = <Sent email={sent} onAnother={() => setSent(null)} />;
  } else if (status === 'loading' || runtime === undefined) {
    // The form waits for the session, so that a signed-in player's details are filled in from the start.
    body = <Skeleton lines={6} label={t('portal.contact.loading')} />;
  } else {
    body = (
      <RetryForm retry={retry} onSubmit={submit} aria-label={title} className={form} key={user?.user_id ?? 'anonymous'}>
        <TextField
          name="name"
          label={t('portal.contact.name.label')}
          autoComplete="name"
          defaultValue={user?.name ?? ''}
          isRequired
          maxLength={contactLimits.name}
        />
        <EmailField
          name="email"
          label={t('portal.contact.email.label')}
          description={t('portal.contact.email.description')}
          defaultValue={user?.email ?? ''}
          isRequired
          maxLength={contactLimits.email}
          validateDns={validateEmailDns}
          dnsCheck={runtime.config.features.enableDnsValidation}
        />
        <TextField
          name="subject"
          label={t('portal.contact.subject.label')}
          isRequired
          maxLength={contactLimits.subject}
        />
        <TextField
          name="order_id"
          label={t('portal.contact.orderId.label')}
          description={t('portal.contact.orderId.description')}
          rules={[(value) => (value.trim() === '' ? null : orderId(value.trim()))]}
          maxLength={15}
        />
        <TextArea
          name="message"
          label={t('portal.contact.message.label')}
          description={t('portal.contact.message.description', { min: contactLimits.messageMin })}
          isRequired
          rows={8}
          minLength={contactLimits.messageMin}
          maxLength={contactLimits.messageMax}
          showCounter
        />
        <FormSubmit>{t('portal.contact.submit')}</FormSubmit>
      </RetryForm>
    );
  }

  return (
    <div className={page} data-component="ContactPage">
      <PageHeader title={title} description={sent === null ? t('portal.contact.intro') : undefined} />
      {body}
    </div>
  );
}
