import { Form, type FormProps, type FormValues, Heading, Text } from '@mynacon/ui';
import { type ReactNode, useId } from 'react';
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
  children,
}: FormSectionProps) {
  const formId = useId();
  const submit = async (values: FormValues) => {
    try {
      return await onSubmit(values);
    } catch (error) {
      onFailure?.();
      return submissionError(t, error, formId, (path) => (fields.includes(path) ? path : undefined));
    }
  };
  return (
    <section className={section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {intro === undefined ? null : <Text tone="muted">{intro}</Text>}
      {notice}
      <Form key={formKey} id={formId} onSubmit={submit} aria-labelledby={id} className={formColumn}>
        {children}
      </Form>
    </section>
  );
}
