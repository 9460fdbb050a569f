import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { type ToastOptions, ToastProvider, toastTones, useToast } from './Toast';

interface ToastExampleProps extends ToastOptions {
  /** The label of the button that raises the toast. */
  buttonLabel?: string;
}

function RaiseButton({ buttonLabel = 'Save changes', ...options }: ToastExampleProps) {
  const { toast } = useToast();
  return <Button onPress={() => toast(options)}>{buttonLabel}</Button>;
}

/** A button that raises a toast with the given options, inside its own `ToastProvider`. */
function ToastExample(props: ToastExampleProps) {
  return (
    <ToastProvider>
      <RaiseButton {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastExample,
  subcomponents: { ToastProvider },
  args: { title: 'Profile saved', tone: 'success', duration: Number.POSITIVE_INFINITY },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof ToastExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications' });
const toastByText = (text: string) => within(region()).queryByText(text)?.closest('[data-component="Toast"]');

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const title = await within(region()).findByText('Profile saved');
    const toast = title.closest('[data-component="Toast"]');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(toast?.querySelector('[data-part="icon"] svg')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toastByText('Profile saved')).toBeFalsy());
  },
};

function AllTones() {
  const { toast } = useToast();
  const examples = {
    info: { title: 'Maintenance tonight', description: 'Servers restart at 02:00 CET for about 30 minutes.' },
    success: { title: 'Profile saved' },
    warning: { title: 'Your session ends in 5 minutes', description: 'Save your changes to keep them.' },
    danger: { title: 'Payment failed', description: 'Your card was declined. Try another payment method.' },
  } as const;
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toastTones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          onPress={() => toast({ ...examples[tone], tone, duration: Number.POSITIVE_INFINITY })}
        >
          {`Show ${tone}`}
        </Button>
      ))}
    </div>
  );
}

export const Tones: Story = {
  parameters: { a11y: { context: 'body' } },
  render: () => (
    <ToastProvider limit={4}>
      <AllTones />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    // Everyday toasts wait until the screen reader is idle.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="status"][aria-live="polite"]')].some((node) =>
          node.textContent?.includes('Profile saved'),
        ),
      ).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show danger' }));
    // A failure interrupts.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[role="status"][aria-live="assertive"]')].some((node) =>
          node.textContent?.includes('Payment failed'),
        ),
      ).toBe(true),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));

    const toasts = within(region()).getAllByRole('listitem');
    await expect(toasts.map((toast) => toast.getAttribute('data-tone')).sort()).toEqual([...toastTones].sort());
    for (const toast of toasts) {
      await expect(toast.querySelector('[data-part="icon"] svg')).not.toBeNull();
      await expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    }
    await expect(within(region()).getByText('Your card was declined. Try another payment method.')).toBeVisible();
  },
};

function ManyToasts() {
  const { toast } = useToast();
  const [count, setCount] = useState(0);
  return (
    <Button
      onPress={() => {
        setCount(count + 1);
        toast({ title: `Message ${count + 1}`, duration: Number.POSITIVE_INFINITY });
      }}
    >
      Send message
    </Button>
  );
}

export const Limit: Story = {
  render: () => (
    <ToastProvider limit={2}>
      <ManyToasts />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.click(send);
    await userEvent.click(send);
    await userEvent.click(send);
    await within(region()).findByText('Message 3');
    // Only the two newest stay; the oldest closes to make room.
    await waitFor(() => expect(toastByText('Message 1')).toBeFalsy());
    await expect(toastByText('Message 2')).toBeTruthy();
  },
};

export const AutoDismiss: Story = {
  args: { title: 'Copied to clipboard', tone: 'info', duration: 300, buttonLabel: 'Copy invite link' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy invite link' }));
    await within(region()).findByText('Copied to clipboard');
    // A short duration for the test; it goes by itself.
    await waitFor(() => expect(toastByText('Copied to clipboard')).toBeFalsy(), { timeout: 5000 });
  },
};

export const PausesOnHover: Story = {
  args: { title: 'Friend request sent', tone: 'success', duration: 1500, buttonLabel: 'Add friend' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add friend' }));
    await within(region()).findByText('Friend request sent');
    const toast = toastByText('Friend request sent');
    await expect(toast).toBeTruthy();
    if (!toast) return;

    // While the pointer rests on it, the timer stops.
    await userEvent.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-paused'));
    await expect(toast).toHaveAttribute('data-state', 'open');

    // When the pointer leaves, the timer runs again and the toast goes.
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toHaveAttribute('data-paused'));
    await waitFor(() => expect(toastByText('Friend request sent')).toBeFalsy(), { timeout: 6000 });
  },
};

export const KeyboardAccess: Story = {
  args: { title: 'Patch 1.4 downloaded', tone: 'info', buttonLabel: 'Download patch' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download patch' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(region()).findByText('Patch 1.4 downloaded');

    // F8 jumps to the notifications; Tab reaches the toast and its dismiss button, and focus pauses the timer.
    await userEvent.keyboard('[F8]');
    await expect(region().querySelector('ol')).toHaveFocus();
    await userEvent.tab();
    const toast = toastByText('Patch 1.4 downloaded');
    await expect(toast).toHaveFocus();
    await expect(toast).toHaveAttribute('data-paused');
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastByText('Patch 1.4 downloaded')).toBeFalsy());

    // Escape on a focused toast dismisses it too.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(region()).findByText('Patch 1.4 downloaded');
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(toastByText('Patch 1.4 downloaded')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastByText('Patch 1.4 downloaded')).toBeFalsy());
  },
};

function UploadExample() {
  const { toast, dismiss } = useToast();
  const [id, setId] = useState<string>();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onPress={() =>
          setId(toast({ title: 'Uploading clip', description: 'You can keep browsing.', duration: Infinity }))
        }
      >
        Upload clip
      </Button>
      <Button variant="secondary" isDisabled={!id} onPress={() => id && dismiss(id)}>
        Hide upload notice
      </Button>
    </div>
  );
}

export const DismissById: Story = {
  render: () => (
    <ToastProvider>
      <UploadExample />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload clip' }));
    await within(region()).findByText('Uploading clip');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide upload notice' }));
    await waitFor(() => expect(toastByText('Uploading clip')).toBeFalsy());
  },
};

export const SwipeToDismiss: Story = {
  args: { title: 'Achievement unlocked', tone: 'success', buttonLabel: 'Finish chapter' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish chapter' }));
    await within(region()).findByText('Achievement unlocked');
    const toast = toastByText('Achievement unlocked');
    if (!toast) throw new Error('The toast did not appear');
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // Drag it to the right, past the threshold.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: box.left + 20, clientY: y } },
      { target: toast, coords: { clientX: box.left + 60, clientY: y } },
      { target: toast, coords: { clientX: box.left + 140, clientY: y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: box.left + 140, clientY: y } },
    ]);
    await waitFor(() => expect(toastByText('Achievement unlocked')).toBeFalsy());
  },
};

export const InGerman: Story = {
  args: { title: 'Profil gespeichert', buttonLabel: 'Änderungen speichern' },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    // The region and the dismiss button are named in the active locale.
    const notifications = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await within(notifications).findByText('Profil gespeichert');
    await userEvent.click(within(notifications).getByRole('button', { name: 'Benachrichtigung schließen' }));
    await waitFor(() => expect(within(notifications).queryByText('Profil gespeichert')).toBeNull());
  },
};
