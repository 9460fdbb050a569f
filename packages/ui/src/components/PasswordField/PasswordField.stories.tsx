import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { PasswordField, passwordCheckOrder, passwordFieldPurposes } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: {
    purpose: { control: 'inline-radio', options: passwordFieldPurposes },
    label: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [maxWidthDecorator('28rem')],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password inputs have no ARIA role: find the input through its label. */
const passwordInput = (canvasElement: HTMLElement, label: string | RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement, /^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    // Signing in: the saved password is offered, and no checklist gets in the way.
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvasElement.querySelector('[data-part="checklist"]')).toBeNull();
    await userEvent.type(input, 'anything');
    await userEvent.tab();
    await expectNoFieldError(input);
  },
};

export const Validation: Story = {
  args: { name: 'password', purpose: 'new', isRequired: true },
  render: (args) => (
    <StoryForm>
      <PasswordField {...args} />
    </StoryForm>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement, 'Password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'abc123');
    await userEvent.tab();
    await expectFieldError(
      input,
      'Password must contain 8 characters, at least one lowercase letter, one uppercase letter, one number and one special character : @$!%*#?&^.-_',
    );

    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expectFieldError(input, 'Invalid field');

    await userEvent.type(input, 'Abc123!x');
    await waitFor(() => expectNoFieldError(input));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Submitted 1')).toBeInTheDocument();
  },
};

export const ShowHide: Story = {
  args: { defaultValue: 'Hunter2!x' },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement, /^Password/);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: Tab from the input reaches the toggle; Space shows the password, and focus stays on the toggle.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(input).toHaveValue('Hunter2!x');

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('Hunter2!x');

    // The caret stays where the player left it.
    input.focus();
    input.setSelectionRange(3, 3);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.selectionStart).toBe(3);
    await expect(input.selectionEnd).toBe(3);
  },
};

export const Checklist: Story = {
  args: { purpose: 'new', label: 'New password' },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement, /^New password/);
    const list = canvas.getByRole('list', { name: 'Your password needs' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(passwordCheckOrder.length);
    const rule = (name: string) => items.find((item) => item.textContent?.includes(name)) as HTMLElement;
    const state = (item: HTMLElement) => item.getAttribute('data-state');
    const hiddenText = (item: HTMLElement) => item.querySelector('[data-component="VisuallyHidden"]')?.textContent;

    for (const item of items) await expect(state(item)).toBe('unmet');
    const unmetText = hiddenText(items[0] as HTMLElement);

    // The checklist follows each keystroke.
    await userEvent.type(input, 'a');
    await expect(state(rule('One lowercase letter'))).toBe('met');
    await expect(state(rule('One uppercase letter'))).toBe('unmet');
    await userEvent.type(input, 'B3');
    await expect(state(rule('One number'))).toBe('met');
    await userEvent.type(input, '#');
    await expect(state(rule('One special character'))).toBe('met');
    await expect(state(rule('At least 8 characters'))).toBe('unmet');
    await userEvent.type(input, 'defg');
    await expect(state(rule('At least 8 characters'))).toBe('met');

    // Met and unmet differ in shape (tick or cross) and in words for screen readers, not in colour alone.
    for (const item of items) {
      await expect(item.querySelector('svg')).toHaveAttribute('data-icon', 'check-circle');
      await expect(hiddenText(item)).not.toBe(unmetText);
      await expect(hiddenText(item)).toBeTruthy();
    }
    // The checklist describes the input, so screen readers hear it on focus.
    await expect(input.getAttribute('aria-describedby')).toContain(
      canvasElement.querySelector('[data-part="checklist"]')?.id,
    );
  },
};

function Confirmation() {
  const [password, setPassword] = useState('');
  return (
    <StoryForm>
      <PasswordField name="password" label="Password" purpose="new" isRequired onChange={setPassword} />
      <PasswordField name="confirmation" label="Confirm password" isRequired mustMatch={password} />
    </StoryForm>
  );
}

export const ConfirmPassword: Story = {
  render: () => <Confirmation />,
  play: async ({ canvasElement }) => {
    const password = passwordInput(canvasElement, 'Password');
    const confirmation = passwordInput(canvasElement, 'Confirm password');
    await expect(confirmation).toHaveAttribute('autocomplete', 'new-password');
    // Only the password being chosen has the checklist.
    await expect(canvasElement.querySelectorAll('[data-part="checklist"]')).toHaveLength(1);

    await userEvent.type(password, 'Abc123!x');
    await userEvent.type(confirmation, 'Abc123!y');
    await userEvent.tab();
    await expectFieldError(confirmation, 'Invalid field');

    // Changing the password to match clears the confirmation's error.
    await userEvent.clear(password);
    await userEvent.type(password, 'Abc123!y');
    await userEvent.tab();
    await waitFor(() => expectNoFieldError(confirmation));
  },
};

const refusedMessage = 'This password is easy to guess. Avoid common words, names and dates.';

/**
 * The server refuses passwords its estimator finds easy to guess (too large for the page): the form passes the
 * refused value back, and the field says so in its own message until the player types another password.
 */
export const RefusedAsCommon: Story = {
  args: { name: 'password', purpose: 'new', isRequired: true },
  render: function Render(args) {
    const [refused, setRefused] = useState<string[]>([]);
    return (
      <StoryForm
        onSubmit={(values) => {
          const value = String((values as Record<string, unknown>).password ?? '');
          if (value === 'Password1!') setRefused((list) => [...list, value]);
        }}
      >
        <PasswordField {...args} refusedAsCommon={refused} />
      </StoryForm>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement, 'Password');
    // It meets every part of the composition rule...
    await userEvent.type(input, 'Password1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // ...and the server's estimator refuses it: the field's own message, not the composition rule's.
    await waitFor(() => expectFieldError(input, refusedMessage));
    await userEvent.type(input, 'x');
    await waitFor(() => expectNoFieldError(input));
    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expectFieldError(input, refusedMessage));
  },
};
