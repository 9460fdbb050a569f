import { Alert, Checkbox, EmailField, Form, FormSubmit, Heading, MynaconNewsletter, Stack, Text } from '@mynacon/ui';
import { useState } from 'react';

/**
 * The newsletter sign-up: an e-mail address and consent, checked by the design system's form layer. A real site
 * posts the address to its newsletter service in `onSubmit` and returns a `FormSubmissionError` when the service
 * refuses it; this example keeps it in the page.
 */
export function NewsletterSignUp() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="newsletter">
      <Stack gap={4}>
        <Heading level={2} size="xl" id="newsletter-title">
          Get the launch news
        </Heading>
        <Text tone="muted">
          One e-mail a month: new rings, playtests and the release date. Unsubscribe at any time.
        </Text>
        {subscribed ? (
          <Alert tone="success" title="You are on the list" live>
            We sent a message to {subscribed}: open it to confirm your address.
          </Alert>
        ) : (
          <Form aria-label="Newsletter" onSubmit={(values) => setSubscribed(String(values.email))}>
            <EmailField name="email" label="E-mail address" isRequired />
            <Checkbox name="consent" isRequired>
              Send me the Starfall Drift newsletter
            </Checkbox>
            <FormSubmit icon={<MynaconNewsletter />}>Sign up</FormSubmit>
          </Form>
        )}
      </Stack>
    </section>
  );
}
