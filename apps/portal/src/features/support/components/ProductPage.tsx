import {
  Alert,
  Button,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Heading,
  Link,
  orderId as orderIdRule,
  PageHeader,
  PlatformSelect,
  platformDisplayName,
  SeveritySelect,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@mynacon/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { useRuntimeConfig } from '../../../lib/config/useRuntimeConfig';
import { playerQueries } from '../../../lib/data/player-queries';
import { ticketPlatformOptionsQuery } from '../../../lib/data/queries';
import { catalogueQuery } from '../../../lib/data/startup-queries';
import { appData } from '../../../lib/data/store';
import { useData } from '../../../lib/data/useData';
import type { Ticket } from '../../../lib/http/calls/get-support-tickets';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { RetryForm, useSubmitRetry } from '../../../lib/page/SubmitRetry';
import { createSupportTicket } from '../api/create-support-ticket';
import { ticketBody, ticketLimits, ticketRefusalOf } from '../lib/tickets';
import type supportMessages from '../messages/en-GB.json';
import { LoadView, SignInPrompt, type SupportT } from './shared';

/** What the player sees once the ticket is sent; focus moves there so that a screen reader announces it. */
function Sent({ ticket, t, onAnother }: { ticket: Ticket; t: SupportT; onAnother: () => void }) {
  const { locale } = useT();
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusRef.current?.focus();
  }, []);
  return (
    <div ref={focusRef} tabIndex={-1} data-page-state="sent">
      <Alert tone="success" title={t('portal.support.ticket.sent.title', { id: String(ticket.ticket_id) })}>
        {t('portal.support.ticket.sent.description')}
      </Alert>
      <Stack gap={3} align="start">
        <Link variant="standalone" href={href('support', {}, locale)}>
          {t('portal.support.ticket.sent.requests')}
        </Link>
        <Button variant="secondary" onPress={onAnother}>
          {t('portal.support.ticket.sent.another')}
        </Button>
      </Stack>
    </div>
  );
}

/** The ticket form of a product, for a signed-in player: platform, severity, optional order, subject, description. */
function TicketForm({ sku, t }: { sku: string; t: SupportT }) {
  const options = useData(ticketPlatformOptionsQuery(sku));
  const [sent, setSent] = useState<Ticket | null>(null);
  const retry = useSubmitRetry();

  if (sent !== null) return <Sent ticket={sent} t={t} onAnother={() => setSent(null)} />;

  const submit = async (values: FormValues) => {
    const body = ticketBody(sku, values);
    if (body === null) return new FormSubmissionError({ formError: t('portal.support.ticket.error.choices') });
    try {
      const ticket = await createSupportTicket(body);
      // The hub lists it at once: the newest first.
      appData.update(playerQueries.tickets.key, (tickets) => [
        ticket,
        ...tickets.filter((item) => item.ticket_id !== ticket.ticket_id),
      ]);
      retry.clear();
      setSent(ticket);
      return undefined;
    } catch (error) {
      if (retry.offered(error)) return undefined;
      return new FormSubmissionError(ticketRefusalOf(error, body, t));
    }
  };

  return (
    <LoadView
      view={options.view}
      reload={options.reload}
      t={t}
      loading={t('portal.support.ticket.loading')}
      ready={(platforms) =>
        platforms.length === 0 ? (
          <Alert tone="info" title={t('portal.support.ticket.noPlatforms.title')} data-page-state="no-platforms">
            {t('portal.support.ticket.noPlatforms.description')}
          </Alert>
        ) : (
          <RetryForm retry={retry} onSubmit={submit} aria-label={t('portal.support.ticket.title')}>
            <Stack gap={4}>
              <PlatformSelect
                name="platform_id"
                label={t('portal.support.ticket.platform.label')}
                placeholder={t('portal.support.ticket.platform.placeholder')}
                options={platforms}
                isRequired
              />
              <SeveritySelect
                name="severity"
                label={t('portal.support.ticket.severity.label')}
                placeholder={t('portal.support.ticket.severity.placeholder')}
                isRequired
              />
              <TextField
                name="order_id"
                label={t('portal.support.ticket.order.label')}
                description={t('portal.support.ticket.order.description')}
                rules={[(value) => (value.trim() === '' ? null : orderIdRule(value.trim()))]}
                maxLength={15}
                autoComplete="off"
              />
              <TextField
                name="subject"
                label={t('portal.support.ticket.subject.label')}
                isRequired
                maxLength={ticketLimits.subject}
              />
              <TextArea
                name="description"
                label={t('portal.support.ticket.description.label')}
                description={t('portal.support.ticket.description.description', { min: ticketLimits.descriptionMin })}
                isRequired
                rows={6}
                minLength={ticketLimits.descriptionMin}
                maxLength={ticketLimits.descriptionMax}
                showCounter
              />
              <div>
                <FormSubmit>{t('portal.support.ticket.submit')}</FormSubmit>
              </div>
            </Stack>
          </RetryForm>
        )
      }
    />
  );
}

/**
 * `/support/product/{url_key}`: a product's help and its ticket form (`POST /api/user/support/tickets`), the
 * platforms from the product's ticket platform options. The route's guard let only a catalogue product in. An
 * anonymous player reads what the form is for and signs in to come back here.
 */
export function ProductPage() {
  const { t, locale } = useT<typeof supportMessages>();
  const key = useParams()['*']?.split('/')[0] ?? '';
  const fallback = useRuntimeConfig()?.config.defaultLocale ?? locale;
  const catalogue = useData(catalogueQuery(locale, fallback));
  const status = useSession((state) => state.status);
  const ticketHeading = useId();
  const product =
    catalogue.view.status === 'ready' ? catalogue.view.value.items.find((item) => item.url_key === key) : undefined;
  const title = product?.name ?? t('portal.page.support-product.title');
  usePageTitle(title);

  return (
    <Stack gap={8} data-component="SupportProductPage">
      <PageHeader
        title={title}
        {...(product ? { description: t('portal.support.product.intro', { product: product.name }) } : {})}
      />
      <LoadView
        view={catalogue.view}
        reload={catalogue.reload}
        t={t}
        loading={t('portal.support.product.loading')}
        ready={() =>
          product === undefined ? null : (
            <>
              <Stack gap={2}>
                <Heading level={2}>{t('portal.support.product.help.title')}</Heading>
                <Text as="p">
                  {t('portal.support.product.platforms', {
                    platforms: product.platform_compatibility.map(platformDisplayName).join(', '),
                  })}
                </Text>
                <Text as="p">
                  {t('portal.support.product.help.description')}{' '}
                  <Link href={href('support-ecommerce', {}, locale)}>{t('portal.support.product.help.shop')}</Link>
                </Text>
              </Stack>
              <Stack as="section" gap={4} aria-labelledby={ticketHeading}>
                <Heading level={2} id={ticketHeading}>
                  {t('portal.support.ticket.title')}
                </Heading>
                <Text as="p">{t('portal.support.ticket.purpose', { product: product.name })}</Text>
                {status === 'authenticated' ? (
                  <TicketForm key={product.product_sku} sku={product.product_sku} t={t} />
                ) : status === 'unauthenticated' ? (
                  <SignInPrompt text={t('portal.support.ticket.anonymous')} label={t('portal.support.ticket.signIn')} />
                ) : (
                  <Skeleton lines={3} label={t('portal.support.ticket.loading')} />
                )}
              </Stack>
            </>
          )
        }
      />
    </Stack>
  );
}
