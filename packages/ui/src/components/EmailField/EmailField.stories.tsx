import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { EmailDnsValidator } from '../../validation/emailDns';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { EmailField } from './EmailField';

/** Stands in for the portal's `POST /api/email-dns-validation`: domains under invalid.example cannot receive mail. */
const dnsStub: EmailDnsValidator = async (email) => !email.toLowerCase().endsWith('@invalid.example');

/** A DNS service that never answers. */
const silentDns: EmailDnsValidator = () => new Promise<boolean>(() => {});

/** A DNS service whose answers the play function gives by hand, to deliver them out of order. */
const answers = new Map<string, (valid: boolean) => void>();
const manualDns: EmailDnsValidator = (email) => new Promise<boolean>((resolve) => answers.set(email, resolve));

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  args: { label: 'Email address', description: 'We send your receipts here.', onChange: fn() },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  decorators: [maxWidthDecorator('28rem')],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Email address/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input.closest('[data-component="EmailField"]')).not.toBeNull();
  },
};

export const Validation: Story = {
  args: { name: 'email', isRequired: true, validateDns: fn(dnsStub) },
  render: (args) => (
    <StoryForm>
      <EmailField {...args} />
    </StoryForm>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'player@');
    await userEvent.tab();
    await expectFieldError(input, 'Invalid email format');
    // The DNS check waits for a well-formed address.
    await expect(args.validateDns).not.toHaveBeenCalled();

    await userEvent.type(input, 'invalid.example');
    await userEvent.tab();
    await waitFor(() => expectFieldError(input, 'Please use a valid email address'));
    await expect(args.validateDns).toHaveBeenCalledWith('player@invalid.example', expect.any(AbortSignal));

    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expectFieldError(input, 'Invalid field');

    await userEvent.type(input, 'player@example.com');
    await waitFor(() => expectNoFieldError(input));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Submitted 1')).toBeInTheDocument();
  },
};

export const SlowDnsCheck: Story = {
  args: { validateDns: silentDns, dnsTimeoutMs: 1500 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Email address/ });
    await userEvent.type(input, 'slow@example.com');
    await userEvent.tab();
    // The check is under way, said politely…
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checking…'));
    // …and typing is never blocked by it.
    await userEvent.click(input);
    await userEvent.type(input, '.au');
    await expect(input).toHaveValue('slow@example.com.au');
    await expect(input).not.toBeDisabled();
    // A service that never answers accepts the address once the check times out.
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 4000 });
    await expectNoFieldError(input);
  },
};

export const StaleAnswer: Story = {
  args: { validateDns: manualDns, isRequired: true },
  play: async ({ canvas }) => {
    answers.clear();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'old@invalid.example');
    await userEvent.tab();
    await waitFor(() => expect(answers.has('old@invalid.example')).toBe(true));

    await userEvent.clear(input);
    await userEvent.type(input, 'new@example.com');
    await userEvent.tab();
    await waitFor(() => expect(answers.has('new@example.com')).toBe(true));

    // The newer address is accepted first; the older, slower answer arrives afterwards and is ignored.
    answers.get('new@example.com')?.(true);
    answers.get('old@invalid.example')?.(false);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    await expectNoFieldError(input);
    await expect(input).toHaveValue('new@example.com');
  },
};

export const DnsCheckOff: Story = {
  args: { validateDns: fn(dnsStub), dnsCheck: false },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Email address/ });
    await userEvent.type(input, 'player@invalid.example');
    await userEvent.tab();
    await expectNoFieldError(input);
    await expect(args.validateDns).not.toHaveBeenCalled();
    // Without a check there is nothing to announce, and no reserved status line.
    await expect(input.closest('[data-component="EmailField"]')?.querySelector('[data-part="meta"]')).toBeNull();
  },
};
