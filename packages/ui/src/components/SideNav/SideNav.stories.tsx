import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MynaconAddress,
  MynaconDevices,
  MynaconFaq,
  MynaconLifebuoy,
  MynaconLock,
  MynaconNewsletter,
  MynaconOrder,
  MynaconTicket,
  MynaconUser,
} from '../../icons/generated';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { SideNav, type SideNavGroup, sideNavHeadingLevels } from './SideNav';

const navigate = fn();

const accountGroups: SideNavGroup[] = [
  {
    heading: 'Account',
    items: [
      { href: '/account', label: 'Profile', icon: <MynaconUser />, current: true },
      { href: '/account/addresses', label: 'Addresses', icon: <MynaconAddress /> },
      { href: '/account/orders', label: 'Orders', icon: <MynaconOrder /> },
    ],
  },
  {
    heading: 'Privacy and security',
    items: [
      { href: '/account/security', label: 'Password and sign-in', icon: <MynaconLock /> },
      { href: '/account/devices', label: 'Devices', icon: <MynaconDevices /> },
      { href: '/account/newsletter', label: 'Newsletter', icon: <MynaconNewsletter /> },
    ],
  },
];

const supportItems = [
  { href: '/support', label: 'Overview', icon: <MynaconLifebuoy /> },
  { href: '/support/faq', label: 'FAQ', icon: <MynaconFaq /> },
  {
    href: '/support/tickets',
    label: 'Tickets',
    icon: <MynaconTicket />,
    current: true,
    badge: (
      <>
        2<VisuallyHidden> open</VisuallyHidden>
      </>
    ),
  },
];

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: { items: supportItems },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sideNavHeadingLevels },
    items: { control: false },
    groups: { control: false },
  },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <div style={{ maxInlineSize: '18rem' }}>
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Section navigation' });
    await expect(nav).toHaveAttribute('data-component', 'SideNav');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
};

export const CurrentItem: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/support/tickets');
    await expect(canvas.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Marked by a bar and a heavier weight, not by colour alone.
    await expect(getComputedStyle(current, '::before').content).not.toBe('none');
    const other = canvas.getByRole('link', { name: 'FAQ' });
    await expect(Number(getComputedStyle(current).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(other).fontWeight),
    );
  },
};

export const WithBadge: Story = {
  play: async ({ canvas }) => {
    // The badge is part of the link's name, with hidden words so the number makes sense when heard.
    const tickets = canvas.getByRole('link', { name: 'Tickets 2 open' });
    await expect(tickets.querySelector('[data-part="badge"]')).toHaveTextContent('2 open');
  },
};

export const KeyboardTraversal: Story = {
  args: { items: undefined, groups: accountGroups, label: 'Account' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const links = canvas.getAllByRole('link');
    // Tab walks the links in reading order, through every group.
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Devices' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Devices' })).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/account/devices', undefined);
  },
};

export const Groups: Story = {
  args: { items: undefined, groups: accountGroups, label: 'Account' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    // Each list is named by its heading.
    const privacy = within(nav).getByRole('list', { name: 'Privacy and security' });
    await expect(within(privacy).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('heading', { name: 'Account' })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { items: undefined, groups: accountGroups, label: 'Account', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

export const NarrowScreen: Story = {
  args: { items: supportItems, groups: accountGroups, label: 'Account' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-part="scroller"]');
    if (!scroller) throw new Error('No scroller');
    // One row that scrolls sideways, instead of a tall column above the content.
    await expect(getComputedStyle(scroller).overflowX).toBe('auto');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const tops = canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    // The page itself does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Headings are hidden from sight to save room, but still name the lists.
    await expect(canvas.getByRole('list', { name: 'Privacy and security' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Privacy and security' }).getBoundingClientRect().width).toBe(1);
    // Tabbing to a link off-screen scrolls it into view.
    const last = canvas.getByRole('link', { name: 'Newsletter' });
    last.focus();
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
  },
};

export const Translated: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navigation de la section' })).toBeVisible();
  },
};
