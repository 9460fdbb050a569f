import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'Tickets',
    description: 'Between 1 and 10.',
    minValue: 1,
    maxValue: 10,
    defaultValue: 2,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Tickets/ });
    await expect(input).toHaveValue('2');
    await expect(input).toHaveAccessibleDescription(/Between 1 and 10\./);
    await userEvent.tripleClick(input);
    await userEvent.keyboard('7');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(input.closest('[data-component]')).toHaveAttribute('data-component', 'NumberField');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Tickets/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    // Home and End jump to the limits.
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    // Page Up and Page Down step too.
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('1');
  },
};

export const StepButtons: Story = {
  args: { step: 5, minValue: 0, maxValue: 100, defaultValue: 10, label: 'Volume', description: undefined },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Volume/ });
    const increase = canvas.getByRole('button', { name: 'Increase Volume' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Volume' });
    await expect(increase).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(increase);
    await expect(input).toHaveValue('15');
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    // The buttons are reachable by Tab too, and Enter presses them.
    input.focus();
    await userEvent.tab();
    await expect(decrease).toHaveFocus();
    await userEvent.tab();
    await expect(increase).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('10');
  },
};

export const FormatOptions: Story = {
  args: {
    label: 'Gift card amount',
    description: undefined,
    minValue: 5,
    maxValue: 200,
    step: 5,
    defaultValue: 25,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Gift card amount/ });
    await expect(input).toHaveValue('€25.00');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42.5');
    await userEvent.tab();
    await expect(input).toHaveValue('€42.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(42.5);
  },
};

export const GermanLocale: Story = {
  globals: { locale: 'de-DE' },
  args: {
    label: 'Spielzeit in Stunden',
    description: undefined,
    minValue: 0,
    maxValue: 100000,
    defaultValue: 1234.5,
    formatOptions: { maximumFractionDigits: 1 },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Spielzeit in Stunden/ });
    // German groups thousands with a dot and uses a decimal comma.
    await expect(input).toHaveValue('1.234,5');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('2,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(canvas.getByRole('button', { name: 'Spielzeit in Stunden erhöhen' })).toBeVisible();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: '20rem' }}>
      <NumberField label="Disabled" isDisabled defaultValue={3} />
      <NumberField label="Read only" isReadOnly defaultValue={3} />
      <NumberField label="Invalid" isInvalid errorMessage="Choose between 1 and 10 tickets" defaultValue={12} />
      <NumberField label="Without buttons" hideStepper defaultValue={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Disabled/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Read only/ })).toHaveAttribute('readonly');
    const invalid = canvas.getByRole('textbox', { name: /^Invalid/ });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('Choose between 1 and 10 tickets');
    await expect(canvas.queryByRole('button', { name: 'Increase Without buttons' })).toBeNull();
  },
};

const onSubmit = fn();

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: (args) => (
    <Form aria-label="Buy tickets" onSubmit={onSubmit}>
      <NumberField {...args} name="tickets" isRequired defaultValue={null} />
      <FormSubmit>Buy tickets</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tickets' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    // Empty on submit: the required rule fails and focus moves to the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Buy tickets' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveFocus();
    const errorLine = canvas.getByText('Invalid field').closest('[data-part="error"]');
    if (!errorLine?.id) throw new Error('Expected the error line to have an id');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    await expect(input).toHaveAccessibleDescription('Between 1 and 10. Invalid field');
    // Over the maximum: kept as typed, and the max_value rule fails on blur.
    await userEvent.keyboard('15');
    await userEvent.tab();
    await expect(input).toHaveValue('15');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy tickets' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    // In range: the error clears and the form submits the number.
    await userEvent.tripleClick(input);
    await userEvent.keyboard('4');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy tickets' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tickets: 4 }));
  },
};

export const CustomMessage: Story = {
  args: { errorMessage: 'Choose between 1 and 10 tickets', defaultValue: null },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Tickets/ });
    await userEvent.click(input);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Choose between 1 and 10 tickets')).toBeVisible();
  },
};
