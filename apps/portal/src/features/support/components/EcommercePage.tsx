import {
  Card,
  Form,
  FormSubmissionError,
  FormSubmit,
  type FormValues,
  Grid,
  Heading,
  Link,
  orderId as orderIdRule,
  PageHeader,
  Stack,
  Text,
  TextField,
} from '@mynacon/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session-store';
import { searchOrderHistory } from '../../../lib/http/calls/search-customer-orders';
import { UnauthorizedError } from '../../../lib/http/errors';
import { callProblemOf } from '../../../lib/http/refusals';
import { usePageTitle, useT } from '../../../lib/i18n/useT';
import { orderNumberOf } from '../lib/order-number';
import type supportMessages from '../messages/en-GB.json';
import { SignInPrompt } from './shared';

const topics = ['delivery', 'returns', 'payment', 'keys'] as const;

/**
 * `/support/ecommerce`: shop help, and an order lookup that applies the order number rule ('Format must be
 * NAXXXXXXXXXXX') and takes a signed-in player to that order in their history. An anonymous player's lookup goes
 * through sign-in (the orders page requires it) and on to the order.
 */
export function EcommercePage() {
  const { t, locale } = useT<typeof supportMessages>();
  const title = t('portal.page.support-ecommerce.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const lookupHeading = useId();
  const helpHeading = useId();

  const lookUp = async (values: FormValues) => {
    const orderId = orderNumberOf(String(values.orderId ?? ''));
    if (orderId === null) return new FormSubmissionError({ fieldErrors: { orderId: t('form.orderId') } });
    const target = `${href('customer-order', {}, locale)}?order=${encodeURIComponent(orderId)}`;
    if (status !== 'authenticated') {
      await navigate(target);
      return undefined;
    }
    try {
      const answer = await searchOrderHistory({ orderId, page: 1 });
      if (answer.items.length === 0) {
        return new FormSubmissionError({
          fieldErrors: { orderId: t('portal.support.ecommerce.lookup.none', { orderId }) },
        });
      }
    } catch (error) {
      // Signed out meanwhile: the client is already taking the player to sign in.
      if (error instanceof UnauthorizedError) return undefined;
      const problem = callProblemOf(error) === 'malformed' ? 'malformed' : 'unavailable';
      return new FormSubmissionError({ formError: t(`portal.support.ecommerce.lookup.${problem}`) });
    }
    await navigate(target);
    return undefined;
  };

  return (
    <Stack gap={8} data-component="SupportEcommercePage">
      <PageHeader title={title} description={t('portal.support.ecommerce.intro')} />
      <Stack as="section" gap={4} aria-labelledby={lookupHeading}>
        <Heading level={2} id={lookupHeading}>
          {t('portal.support.ecommerce.lookup.title')}
        </Heading>
        {status === 'unauthenticated' ? (
          <SignInPrompt text={t('portal.support.ecommerce.lookup.anonymous')} label={t('portal.support.signIn')} />
        ) : null}
        <Form onSubmit={lookUp} role="search" aria-label={t('portal.support.ecommerce.lookup.title')}>
          <Stack gap={3} align="start">
            <TextField
              name="orderId"
              label={t('portal.support.ecommerce.lookup.label')}
              description={t('portal.support.ecommerce.lookup.description')}
              rules={[orderIdRule]}
              isRequired
              maxLength={15}
              autoComplete="off"
            />
            <FormSubmit variant="secondary">{t('portal.support.ecommerce.lookup.submit')}</FormSubmit>
          </Stack>
        </Form>
      </Stack>
      <Stack as="section" gap={4} aria-labelledby={helpHeading}>
        <Heading level={2} id={helpHeading}>
          {t('portal.support.ecommerce.help.title')}
        </Heading>
        <Grid as="ul" columns={{ mobile: 1, md: 2 }} gap={4} aria-label={t('portal.support.ecommerce.help.title')}>
          {topics.map((topic) => (
            <Card as="li" key={topic} title={t(`portal.support.ecommerce.help.${topic}.title`)} headingLevel={3}>
              <Text as="p">{t(`portal.support.ecommerce.help.${topic}.description`)}</Text>
            </Card>
          ))}
        </Grid>
        <Text as="p">
          {t('portal.support.ecommerce.help.more')}{' '}
          <Link href={href('contact', {}, locale)}>{t('portal.support.ecommerce.help.contact')}</Link>
        </Text>
      </Stack>
    </Stack>
  );
}
