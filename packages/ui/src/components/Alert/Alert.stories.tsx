import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { Button } from '../Button/Button';
import { Alert, type AlertProps, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Playtest sign-ups open on Friday',
    children: 'Places are limited. We will email you when you can apply.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    actions: { control: false },
    returnFocusRef: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const toneIcons = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status', { name: 'Playtest sign-ups open on Friday' });
    await expect(alert).toHaveTextContent('Places are limited.');
    await expect(alert).toHaveAttribute('data-component', 'Alert');
    // Without onDismiss there is nothing to dismiss.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info" title="New patch notes">
        Version 1.4 is out.
      </Alert>
      <Alert tone="success" title="Changes saved">
        Your profile is up to date.
      </Alert>
      <Alert tone="warning" title="Maintenance tonight">
        Sign-in is unavailable from 02:00 to 03:00 UTC.
      </Alert>
      <Alert tone="danger" title="Could not load your orders">
        Check your connection and try again.
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    const names = ['New patch notes', 'Changes saved', 'Maintenance tonight', 'Could not load your orders'];
    for (const [index, tone] of alertTones.entries()) {
      const alert = canvas.getByRole('status', { name: names[index] });
      await expect(alert).toHaveAttribute('data-tone', tone);
      // Each tone has its own icon, so colour is not the only cue.
      await expect(alert.querySelector('[data-part="icon"] svg')).toHaveAttribute('data-icon', toneIcons[tone]);
    }
    // None of them interrupts: only a live danger alert does.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LiveDanger: Story = {
  args: {
    tone: 'danger',
    live: true,
    title: 'Your changes were not saved',
    children: 'The server did not answer. Your text is still here.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert', { name: 'Your changes were not saved' });
    await expect(alert).toHaveAttribute('data-live');
  },
};

export const LiveIgnoredForOtherTones: Story = {
  args: { tone: 'success', live: true, title: 'Changes saved', children: undefined },
  play: async ({ canvas }) => {
    // A success message is never urgent: it stays a polite status even when marked live.
    await expect(canvas.getByRole('status', { name: 'Changes saved' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithActions: Story = {
  args: {
    tone: 'danger',
    title: 'Could not load your orders',
    children: 'Check your connection and try again.',
    actions: (
      <>
        <Button size="small" variant="secondary" onPress={fn()}>
          Try again
        </Button>
        <Button size="small" variant="ghost" href="/support">
          Get support
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status', { name: 'Could not load your orders' });
    await expect(alert.querySelector('[data-part="actions"]')).toContainElement(
      canvas.getByRole('button', { name: 'Try again' }),
    );
    await expect(canvas.getByRole('link', { name: 'Get support' })).toHaveAttribute('href', '/support');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Prices include VAT.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).not.toHaveAttribute('aria-labelledby');
    await expect(alert).toHaveTextContent('Prices include VAT.');
  },
};

function DismissibleDemo(props: AlertProps) {
  const [open, setOpen] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0 }}>
        Your account
      </h2>
      {open ? (
        <Alert
          {...props}
          returnFocusRef={heading}
          onDismiss={() => {
            props.onDismiss?.();
            setOpen(false);
          }}
        />
      ) : (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Show the message again
        </Button>
      )}
    </div>
  );
}

export const Dismissible: Story = {
  args: {
    tone: 'success',
    title: 'Email address confirmed',
    children: 'We will send playtest invitations to this address.',
    onDismiss: fn(),
  },
  render: (args) => <DismissibleDemo {...args} />,
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: 'Your account' });
    // Pointer: the alert goes and focus lands on the heading given as returnFocusRef, not on the body.
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(heading).toHaveFocus();
    // Keyboard: Tab reaches the dismiss button and Enter dismisses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Show the message again' }));
    const dismiss = await canvas.findByRole('button', { name: 'Dismiss' });
    await userEvent.click(heading);
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const DismissWithoutReturnTarget: Story = {
  args: { title: 'Cookies settings saved', children: undefined, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    // Without returnFocusRef the parent decides: the alert only reports the press.
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Translated: Story = {
  args: { onDismiss: fn() },
  render: (args) => (
    <I18nProvider locale="nl-NL">
      <Alert {...args} />
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Negeren' })).toBeInTheDocument();
  },
};
