import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import {
  MynaconHeart,
  MynaconLogout,
  MynaconMenu,
  MynaconOrder,
  MynaconTicket,
  MynaconUser,
} from '../../icons/generated';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuAligns,
  dropdownMenuSides,
} from './DropdownMenu';

type ContentArgs = Parameters<typeof DropdownMenuContent>[0];

/** The portal's account menu: links to account pages, one action, and signing out. */
function AccountMenu(args: ContentArgs) {
  const [status, setStatus] = useState('');
  return (
    <NavigationProvider navigate={(path) => setStatus(`Went to ${path}`)}>
      <DropdownMenu>
        <DropdownMenuTrigger icon={<MynaconUser />}>Account</DropdownMenuTrigger>
        <DropdownMenuContent {...args}>
          <DropdownMenuGroup label="Signed in as Ana">
            <DropdownMenuItem icon={<MynaconUser />} href="/account/profile">
              Profile
            </DropdownMenuItem>
            <DropdownMenuItem icon={<MynaconOrder />} href="/account/orders">
              Orders
            </DropdownMenuItem>
            <DropdownMenuItem icon={<MynaconTicket />} onSelect={() => setStatus('Opened support tickets')}>
              Support tickets
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<MynaconLogout />} onSelect={() => setStatus('Signed out')}>
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <p role="status">{status}</p>
    </NavigationProvider>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenuContent,
  subcomponents: {
    DropdownMenu,
    DropdownMenuTrigger,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuGroup,
    DropdownMenuSeparator,
  },
  args: { align: 'start', side: 'bottom', children: null },
  argTypes: {
    align: { control: 'inline-radio', options: dropdownMenuAligns },
    side: { control: 'inline-radio', options: dropdownMenuSides },
    children: { control: false },
  },
  render: (args) => <AccountMenu {...args} />,
} satisfies Meta<typeof DropdownMenuContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuIsGone = () => expect(screen.queryByRole('menu')).toBeNull();

export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('group', { name: 'Signed in as Ana' })).toBeInTheDocument();
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Orders',
      'Support tickets',
      'Sign out',
    ]);
    await expect(screen.getByRole('separator')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Support tickets' }));
    await waitFor(menuIsGone);
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened support tickets');
    await expect(trigger).toHaveFocus();

    // A click outside closes it without choosing anything.
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Account' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(menuIsGone);
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened support tickets');
  },
};

export const KeyboardNavigation: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens the menu on its first item; the arrows move and wrap round.
    await userEvent.keyboard('{Enter}');
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveFocus();
    // Typing jumps to the next item that starts with the typed text.
    await userEvent.keyboard('s');
    await expect(screen.getByRole('menuitem', { name: 'Support tickets' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(menuIsGone);
    await expect(trigger).toHaveFocus();

    // Space and Arrow Down open it too; Space on an item chooses it.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(menuIsGone);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(menuIsGone);
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed out');
    await expect(trigger).toHaveFocus();

    // Ends open, so the accessibility check covers the open menu.
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu', { name: 'Account' })).toBeInTheDocument();
  },
};

export const LinkItems: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    // Real links, so they can be opened in a new tab; chosen normally they go through the app's router.
    await expect(profile.tagName).toBe('A');
    await expect(profile).toHaveAttribute('href', '/account/profile');
    await userEvent.click(profile);
    await waitFor(menuIsGone);
    await expect(canvas.getByRole('status')).toHaveTextContent('Went to /account/profile');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(menuIsGone);
    await expect(canvas.getByRole('status')).toHaveTextContent('Went to /account/orders');
  },
};

function PresenceMenu(args: ContentArgs) {
  const [showOffline, setShowOffline] = useState(true);
  const [appearOffline, setAppearOffline] = useState(false);
  // Toggles keep the menu open, so several can be changed in a row.
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger variant="ghost">Friends list</DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        <DropdownMenuGroup label="Show">
          <DropdownMenuCheckboxItem checked={showOffline} onCheckedChange={setShowOffline} onSelect={keepOpen}>
            Offline friends
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={appearOffline} onCheckedChange={setAppearOffline} onSelect={keepOpen}>
            Appear offline to others
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxItems: Story = {
  parameters: { a11y: { context: 'body' } },
  render: (args) => <PresenceMenu {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Friends list' }));
    const offline = await screen.findByRole('menuitemcheckbox', { name: 'Offline friends' });
    const appear = screen.getByRole('menuitemcheckbox', { name: 'Appear offline to others' });
    await expect(offline).toHaveAttribute('aria-checked', 'true');
    await expect(appear).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(appear);
    await expect(appear).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp} ');
    await expect(offline).toHaveAttribute('aria-checked', 'false');
    // Still open after both changes; the check runs with the menu open.
    await expect(screen.getByRole('menu', { name: 'Friends list' })).toBeInTheDocument();
  },
};

function GameMenu(args: ContentArgs) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger iconOnly label="Game actions" icon={<MynaconMenu />} variant="ghost" />
      <DropdownMenuContent {...args}>
        <DropdownMenuItem icon={<MynaconHeart />}>Add to wishlist</DropdownMenuItem>
        <DropdownMenuItem disabled>Download (not yet released)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger">Remove from library</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const DangerAndDisabledItems: Story = {
  args: { align: 'start' },
  parameters: { a11y: { context: 'body' } },
  render: (args) => <GameMenu {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Game actions' });
    await userEvent.click(trigger);
    const remove = await screen.findByRole('menuitem', { name: 'Remove from library' });
    await expect(remove).toHaveAttribute('data-tone', 'danger');
    const download = screen.getByRole('menuitem', { name: 'Download (not yet released)' });
    await expect(download).toHaveAttribute('aria-disabled', 'true');

    // The arrows skip the unavailable item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Add to wishlist' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(menuIsGone);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menu', { name: 'Game actions' })).toBeInTheDocument();
  },
};

export const RefusedLink: Story = {
  render: (args) => (
    <DropdownMenu>
      <DropdownMenuTrigger>More</DropdownMenuTrigger>
      <DropdownMenuContent {...args}>
        {/* biome-ignore lint/security/noScriptUrl: the story checks that such a URL is refused */}
        <DropdownMenuItem href="javascript:alert(1)">Not a real link</DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/news">News</a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const refused = await screen.findByRole('menuitem', { name: 'Not a real link' });
    // An unsafe URL never reaches the DOM: the item stays, disabled and without href.
    await expect(refused.tagName).not.toBe('A');
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
    // With asChild the consumer's own anchor becomes the item.
    await expect(screen.getByRole('menuitem', { name: 'News' })).toHaveAttribute('href', '/news');
    await userEvent.keyboard('{Escape}');
    await waitFor(menuIsGone);
  },
};
