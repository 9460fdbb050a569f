import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { useTextField } from 'react-aria';
import { expect, userEvent } from 'storybook/test';
import { maxWidthDecorator } from '../private/storyHelpers';
import { FieldFrame } from './Field';
import { fieldInput } from './Field.css';

interface FrameExampleProps {
  /** The field's label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** The error to show; the field is invalid while there is one. */
  error?: string;
  /** Whether the field must be filled in. */
  isRequired?: boolean;
}

/** A plain input in a FieldFrame, wired with react-aria's useTextField as every field of the system is. */
function FrameExample({ label, description, error, isRequired = false }: FrameExampleProps) {
  const ref = useRef<HTMLInputElement>(null);
  const isInvalid = error !== undefined;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { label, description, errorMessage: error, isInvalid, isRequired },
    ref,
  );
  return (
    <FieldFrame
      component="FrameExample"
      label={label}
      labelProps={labelProps}
      description={description}
      descriptionProps={descriptionProps}
      error={error}
      errorMessageProps={errorMessageProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
    >
      <input {...inputProps} ref={ref} className={fieldInput} />
    </FieldFrame>
  );
}

const meta = {
  title: 'Components/Field',
  component: FrameExample,
  subcomponents: { FieldFrame },
  args: { label: 'Player name', description: 'Shown on your profile.', isRequired: true },
  decorators: [maxWidthDecorator('24rem')],
} satisfies Meta<typeof FrameExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (element: HTMLElement) => element.closest('[data-component="FrameExample"]') as HTMLElement;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' });
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Shown on your profile.'));
    await expect(frameOf(input).querySelector('[data-part="error"]')).toBeEmptyDOMElement();
  },
};

export const Optional: Story = {
  args: { isRequired: false },
  play: async ({ canvas }) => {
    // Optional fields say so in their label; required ones carry aria-required instead of an asterisk.
    const label = canvas.getByText('Player name');
    await expect(label).toHaveTextContent('Player name (optional)');
  },
};

export const WithError: Story = {
  args: { error: 'Username contains forbidden characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Shown on your profile. Username contains forbidden characters');
    await expect(frameOf(input)).toHaveAttribute('data-invalid', 'true');
  },
};

function ToggleError() {
  const [error, setError] = useState<string>();
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <FrameExample label="Without an error" isRequired />
        </div>
        <div style={{ flex: 1 }}>
          <FrameExample label="With an error" error="Invalid field" isRequired />
        </div>
      </div>
      <FrameExample label="Player name" error={error} isRequired />
      <button type="button" onClick={() => setError((shown) => (shown ? undefined : 'Invalid field'))}>
        Toggle the error
      </button>
    </div>
  );
}

export const ReservedErrorSpace: Story = {
  render: () => <ToggleError />,
  play: async ({ canvas }) => {
    const height = (name: string) => frameOf(canvas.getByRole('textbox', { name })).getBoundingClientRect().height;
    // Side by side: a field with an error is exactly as tall as one without.
    await expect(height('With an error')).toBe(height('Without an error'));

    // The same field before and after its error appears: nothing below it moves.
    const button = canvas.getByRole('button', { name: 'Toggle the error' });
    const before = height('Player name');
    const buttonTop = button.getBoundingClientRect().top;
    await userEvent.click(button);
    const input = canvas.getByRole('textbox', { name: 'Player name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(frameOf(input).querySelector('[data-part="error"]')).toHaveTextContent('Invalid field');
    await expect(height('Player name')).toBe(before);
    await expect(button.getBoundingClientRect().top).toBe(buttonTop);
  },
};
