// Helpers for the stories of the form fields; not part of the public API.
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import { Form, FormSubmit, type FormValues } from './Form';

interface StoryFormProps {
  children: ReactNode;
  /** The submit button's label. */
  submitLabel?: string;
  /** Called with the values on a successful submit. */
  onSubmit?: (values: FormValues) => unknown;
}

/** A `Form` with a submit button that says “Submitted” (in a status line) once a submission succeeds. */
export function StoryForm({ children, submitLabel = 'Save', onSubmit }: StoryFormProps) {
  const [submitted, setSubmitted] = useState(0);
  return (
    <Form
      aria-label="Example form"
      style={{ maxWidth: '28rem' }}
      onSubmit={async (values) => {
        const outcome = await onSubmit?.(values);
        setSubmitted((count) => count + 1);
        return outcome as undefined;
      }}
    >
      {children}
      <FormSubmit>{submitLabel}</FormSubmit>
      <p role="status">{submitted > 0 ? `Submitted ${submitted}` : ''}</p>
    </Form>
  );
}

/** The elements the input's `aria-describedby` points at. */
export function describedBy(input: HTMLElement): HTMLElement[] {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
}

/** The error line among the elements that describe the input. */
export function errorLineOf(input: HTMLElement): HTMLElement | undefined {
  return describedBy(input).find((element) => element.getAttribute('data-part') === 'error');
}

/** The field is marked invalid and describes itself with exactly this message. */
export async function expectFieldError(input: HTMLElement, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const error = errorLineOf(input);
  await expect(error).toBeDefined();
  await expect(error).toHaveTextContent(message);
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The field is valid and its error line is empty. */
export async function expectNoFieldError(input: HTMLElement) {
  await expect(input).not.toHaveAttribute('aria-invalid');
  const error = errorLineOf(input);
  await expect(error?.textContent ?? '').toBe('');
}
