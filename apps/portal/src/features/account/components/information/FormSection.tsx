import { type FormProps, type FormValues, Heading, Text } from '@mynacon/ui';
import type { ReactNode } from 'react';
import { RetryForm, useSubmitRetry } from '../../../../lib/page/SubmitRetry';
import { formColumn, section } from '../AccountPage.css';
import { submissionError, type Translate } from '../shared';

export interface FormSectionProps {
  /** The id of the heading, which names the section and its form. */
  id: string;
  title: string;
  /** A muted line under the heading. */
  intro?: string;
  /** Shown between the intro and the form (a notice about the last submission). */
  notice?: ReactNode;
  /** Changing it renders a fresh form (its fields back to their defaults). */
  formKey?: number;
  t: Translate;
  /** The body fields whose server errors show at the field; others show above the form. */
  fields: readonly string[];
  /** Sends the form; an error it throws becomes the form's submission error. */
  onSubmit: FormProps['onSubmit'];
  /** Runs when `onSubmit` throws, before the error is shown. */
  onFailure?: () => void;
  /**
   * Offers "Try again" for a busy server only, leaving a 429 to the form's summary: the password and e-mail forms,
   * whose 429 may be a lockout counted in minutes (the password checks, the mail limit), where trying again at once
   * cannot help. @default false
   */
  busyOnly?: boolean;
  children: ReactNode;
}

/** One form of the information page in its section: heading, optional intro and notice, the form. */
export function FormSection({
  id,
  title,
  intro,
  notice,
  formKey,
  t,
  fields,
  onSubmit,
  onFailure,
  busyOnly = false,
  children,
}: FormSectionProps) {
  // A refusal to try again (decision 048): the kit's notice inside the form, every value kept.
  const retry = useSubmitRetry();
  const submit = async (values: FormValues) => {
    try {
      const outcome = await onSubmit(values);
      retry.clear();
      return outcome;
    } catch (error) {
      onFailure?.();
      if (retry.offered(error, { busyOnly })) return undefined;
      return submissionError(t, error, retry.formId, (path) => (fields.includes(path) ? path : undefined));
    }
  };
  return (
    <section className={section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {intro === undefined ? null : <Text tone="muted">{intro}</Text>}
      {notice}
      <RetryForm retry={retry} key={formKey} onSubmit={submit} aria-labelledby={id} className={formColumn}>
        {children}
      </RetryForm>
    </section>
  );
}
