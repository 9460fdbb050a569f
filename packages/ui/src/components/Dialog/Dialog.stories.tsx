import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { MynaconLock } from '../../icons/generated';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  dialogRoles,
  dialogSizes,
} from './Dialog';

const fieldStyle = { display: 'grid', gap: 4, fontSize: '0.875rem' } as const;

const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  subcomponents: { Dialog, DialogTrigger, DialogTitle, DialogDescription, DialogFooter, DialogClose },
  args: { size: 'medium', role: 'dialog', children: null },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
    children: { control: false },
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger>Edit display name</DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>Edit display name</DialogTitle>
        <DialogDescription>Other players see this name in lobbies and on leaderboards.</DialogDescription>
        <label style={fieldStyle}>
          Display name
          <input name="displayName" defaultValue="Ana" />
        </label>
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
          <DialogClose variant="primary">Save changes</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const isGone = (role: 'dialog' | 'alertdialog') => () => expect(screen.queryByRole(role)).toBeNull();

export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit display name' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Edit display name' });
    await expect(dialog).toHaveAccessibleDescription('Other players see this name in lobbies and on leaderboards.');
    await expect(dialog).toHaveAttribute('data-component', 'DialogContent');
    // Focus moves into the dialog, onto its first field.
    await expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
    // The page behind is locked while the dialog is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(isGone('dialog'));
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

export const KeyboardAndFocusTrap: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit display name' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const field = await screen.findByRole('textbox', { name: 'Display name' });
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Tab from the last control wraps to the first: focus cannot leave the dialog.
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(isGone('dialog'));
    await expect(trigger).toHaveFocus();

    // Space opens it too; the story ends open so the accessibility check covers the open dialog.
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Edit display name' });
    // Visible once the entrance animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const CloseByOutsideClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit display name' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // A click on the panel itself keeps it open.
    await userEvent.click(screen.getByText('Other players see this name in lobbies and on leaderboards.'));
    await waitFor(() => expect(dialog).toBeVisible());
    const overlay = document.querySelector<HTMLElement>('[data-component="DialogOverlay"]');
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await waitFor(isGone('dialog'));
    await expect(trigger).toHaveFocus();
  },
};

export const Sizes: Story = {
  parameters: { a11y: { context: 'body' } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {dialogSizes.map((size) => (
        <Dialog key={size}>
          <DialogTrigger>{`Open ${size}`}</DialogTrigger>
          <DialogContent {...args} size={size}>
            <DialogTitle>{`A ${size} dialog`}</DialogTitle>
            <DialogDescription>Patch 1.4 adds cross-play between PC and console.</DialogDescription>
            <DialogFooter>
              <DialogClose variant="primary">Got it</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await screen.findByRole('dialog', { name: `A ${size} dialog` });
      await expect(dialog).toHaveAttribute('data-size', size);
      widths.push(dialog.getBoundingClientRect().width);
      if (size === 'large') break;
      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      await waitFor(isGone('dialog'));
      await expect(canvas.getByRole('button', { name: `Open ${size}` })).toHaveFocus();
    }
    // Each size is wider than the last (the viewport permitting), and the large one stays open for the check.
    await expect(widths[1]).toBeGreaterThanOrEqual(widths[0] ?? 0);
    await expect(widths[2]).toBeGreaterThanOrEqual(widths[1] ?? 0);
    await expect(widths[2]).toBeGreaterThan(widths[0] ?? 0);
  },
};

function DeleteAccount(args: Parameters<typeof DialogContent>[0]) {
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Dialog>
        <DialogTrigger variant="danger">Delete account</DialogTrigger>
        <DialogContent {...args}>
          <DialogTitle>Delete account?</DialogTitle>
          <DialogDescription>
            Your profile, friends list and purchase history will be removed. This cannot be undone.
          </DialogDescription>
          <DialogFooter>
            <DialogClose>Keep account</DialogClose>
            <DialogClose variant="danger" onPress={() => setDeleted(true)}>
              Delete account
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <p role="status">{deleted ? 'Account deleted' : ''}</p>
    </>
  );
}

export const AlertDialog: Story = {
  args: { role: 'alertdialog', size: 'small' },
  parameters: { a11y: { context: 'body' } },
  render: (args) => <DeleteAccount {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete account?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    // The safe choice has focus, and there is no close button in the corner: the footer is the way out.
    await expect(screen.getByRole('button', { name: 'Keep account' })).toHaveFocus();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    // A click beside the confirmation does not dismiss it.
    const overlay = document.querySelector<HTMLElement>('[data-component="DialogOverlay"]');
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Keep account' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(isGone('alertdialog'));
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    // Escape also cancels; then the story ends with the confirmation open for the accessibility check.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(isGone('alertdialog'));
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    const reopened = await screen.findByRole('alertdialog', { name: 'Delete account?' });
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

export const Confirmed: Story = {
  args: { role: 'alertdialog', size: 'small' },
  render: (args) => <DeleteAccount {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(isGone('alertdialog'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Account deleted');
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toHaveFocus();
  },
};

function ControlledDialog(args: Parameters<typeof DialogContent>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{open ? 'Password dialog is open' : 'Password dialog is closed'}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger icon={<MynaconLock />}>Change password</DialogTrigger>
        <DialogContent {...args}>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>We will send a link to your e-mail address.</DialogDescription>
          <DialogFooter>
            <DialogClose>Cancel</DialogClose>
            <DialogClose variant="primary">Send link</DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('dialog', { name: 'Change password' });
    await expect(canvas.getByText('Password dialog is open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(isGone('dialog'));
    await expect(canvas.getByText('Password dialog is closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  parameters: { a11y: { context: 'body' } },
  render: (args) => (
    <Dialog>
      <DialogTrigger>Read the terms</DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>Playtest terms</DialogTitle>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder paragraphs
          <p key={index} style={{ margin: 0 }}>
            {`${index + 1}. Builds shared during the playtest are confidential. Screenshots and recordings stay private until the embargo lifts, and feedback goes through the portal.`}
          </p>
        ))}
        <DialogFooter>
          <DialogClose variant="primary">Accept</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Playtest terms' });
    // The panel fits the viewport and scrolls its own content; the page behind stays put.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
};

export const InGerman: Story = {
  globals: { locale: 'de-DE' },
  render: (args) => (
    <Dialog>
      <DialogTrigger>Anzeigenamen ändern</DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>Anzeigenamen ändern</DialogTitle>
        <DialogFooter>
          <DialogClose variant="primary">Speichern</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigenamen ändern' }));
    await screen.findByRole('dialog', { name: 'Anzeigenamen ändern' });
    // The close button's name comes from the design system's translations.
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(isGone('dialog'));
  },
};
