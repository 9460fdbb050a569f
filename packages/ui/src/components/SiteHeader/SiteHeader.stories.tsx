import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { type Locale, locales } from '../../i18n/locales';
import {
  MynaconComment,
  MynaconFaq,
  MynaconGamepad,
  MynaconGlobe,
  MynaconLifebuoy,
  MynaconPlaytest,
  MynaconTicket,
  MynaconUser,
} from '../../icons/generated';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { PageHeader } from '../PageHeader/PageHeader';
import { StoryBreadcrumb } from '../private/storyHelpers';
import { SideNav } from '../SideNav/SideNav';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader, type SiteHeaderNavItem, siteHeaderCollapseModes } from './SiteHeader';

const navigate = fn();

const items: SiteHeaderNavItem[] = [
  { href: '/games', label: 'Games', icon: <MynaconGamepad /> },
  { href: '/playtests', label: 'Playtests', icon: <MynaconPlaytest />, current: true },
  { href: '/community', label: 'Community', icon: <MynaconComment /> },
  { href: '/support', label: 'Support', icon: <MynaconLifebuoy /> },
];

const accountMenu = (
  <Button variant="secondary" size="small" icon={<MynaconUser />}>
    Account
  </Button>
);

/** A stand-in for the page content, with the `main` the skip link points to. */
function PageContent({ children = 'The latest playtests and their sign-up dates.' }: { children?: ReactNode }) {
  return (
    <main id="main" style={{ padding: vars.space[6] }}>
      <h1 style={{ marginBlockStart: 0 }}>Playtests</h1>
      <p>{children}</p>
    </main>
  );
}

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { brand: 'Mynacon', items, inboxHref: '/inbox', unreadCount: 3, accountMenu, collapse: 'auto' },
  argTypes: {
    collapse: { control: 'inline-radio', options: siteHeaderCollapseModes },
    items: { control: false },
    accountMenu: { control: false },
    localeSwitcher: { control: false },
  },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageContent />
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-component', 'SiteHeader');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length);
    await expect(within(header).getByRole('link', { name: 'Mynacon' })).toHaveAttribute('href', '/');
    await expect(within(header).getByRole('button', { name: 'Account' })).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveAttribute('href', '#main');
    // Clipped until focused, then visible.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    // The main took focus without joining the Tab order.
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const current = within(nav).getByRole('link', { name: 'Playtests' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link !== current);
    for (const link of others) await expect(link).not.toHaveAttribute('aria-current');
    // The current page carries a bar, not only a colour.
    await expect(getComputedStyle(current, '::after').content).not.toBe('none');
    await userEvent.click(within(nav).getByRole('link', { name: 'Games' }));
    // Internal links go through the app's router.
    await expect(navigate).toHaveBeenCalledWith('/games', undefined);
  },
};

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    const inbox = canvas.getByRole('link', { name: 'No unread notifications' });
    await expect(inbox).toHaveAttribute('href', '/inbox');
    await expect(canvasElement.querySelector('[data-part="badge"]')).toBeNull();
  },
};

export const OneUnread: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvas }) => {
    const inbox = canvas.getByRole('link', { name: '1 unread notification' });
    const badge = inbox.parentElement?.querySelector('[data-part="badge"]');
    await expect(badge).toHaveTextContent('1');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

export const FiveUnread: Story = {
  args: { unreadCount: 5 },
  play: async ({ canvas }) => {
    const inbox = canvas.getByRole('link', { name: '5 unread notifications' });
    await expect(inbox.parentElement?.querySelector('[data-part="badge"]')).toHaveTextContent('5');
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas }) => {
    // The name gives the exact number; the badge caps it to stay small.
    const inbox = canvas.getByRole('link', { name: '120 unread notifications' });
    const badge = inbox.parentElement?.querySelector('[data-part="badge"]');
    await expect(badge).toHaveTextContent('99+');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

export const UnreadInGerman: Story = {
  args: { unreadCount: 5 },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '5 ungelesene Benachrichtigungen' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  },
};

export const ImageBrand: Story = {
  args: {
    brand: (
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 L30 16 L16 30 L2 16 Z" fill="currentColor" />
        <path d="M16 9 L23 16 L16 23 L9 16 Z" fill={vars.color.surface} />
      </svg>
    ),
    homeHref: '/en-GB',
  },
  play: async ({ canvas }) => {
    // An image brand names the link after where it goes.
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/en-GB');
  },
};

const submitSearch = fn();

/** A search field in the actions: `/` moves focus to it (not while typing elsewhere), Enter submits its text. */
export const WithSearch: Story = {
  args: { search: { label: 'Search', placeholder: 'Search the portal', onSubmit: submitSearch } },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageContent>
        <label>
          Notes <input name="notes" />
        </label>
      </PageContent>
    </>
  ),
  play: async ({ canvas }) => {
    submitSearch.mockClear();
    const form = canvas.getByRole('search', { name: 'Search' });
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    await expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    // Typing "/" in another field stays a character there.
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('a/b');
    await expect(notes).toHaveValue('a/b');
    await expect(field).not.toHaveFocus();
    // Anywhere else, "/" moves focus to the search field without typing itself.
    await userEvent.click(canvas.getByRole('heading', { name: 'Playtests' }));
    await userEvent.keyboard('/');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    // Enter with nothing but spaces submits nothing; with text, the trimmed text.
    await userEvent.keyboard('   {Enter}');
    await expect(submitSearch).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.keyboard('  wheel  {Enter}');
    await expect(submitSearch).toHaveBeenCalledWith('wheel');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(panel).toContainElement(nav);

    // The open menu follows its button in the Tab order.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Games' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();

    // Following a link closes the menu.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await canvas.findByRole('navigation', { name: 'Main' })).getByText('Community'));
    await expect(navigate).toHaveBeenCalledWith('/community', undefined);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const AlwaysCollapsed: Story = {
  args: { collapse: 'always' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-collapse', 'always');
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    // Keyboard only: skip link, brand, then the menu button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-state', 'open');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Playtests' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
  },
};

export const NeverCollapsed: Story = {
  args: { collapse: 'never' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // Even on a narrow screen the navigation stays in the bar and there is no menu button.
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

const localeNames: Record<Locale, { name: string; lang: string }> = {
  'en-GB': { name: 'English (UK)', lang: 'en-GB' },
  'en-US': { name: 'English (US)', lang: 'en-US' },
  'fr-FR': { name: 'Français', lang: 'fr' },
  'nl-NL': { name: 'Nederlands', lang: 'nl' },
  'es-ES': { name: 'Español', lang: 'es' },
  'de-DE': { name: 'Deutsch', lang: 'de' },
  'it-IT': { name: 'Italiano', lang: 'it' },
};

function LocaleSelect({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] }}>
      <MynaconGlobe />
      Language
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Locale)}
        style={{
          minBlockSize: '2rem',
          paddingInline: vars.space[2],
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
          backgroundColor: vars.color.surface,
          color: vars.color.text,
          font: 'inherit',
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={localeNames[locale].lang}>
            {localeNames[locale].name}
          </option>
        ))}
      </select>
    </label>
  );
}

function PortalFrameDemo({ unreadCount }: { unreadCount: number }) {
  const [locale, setLocale] = useState<Locale>('en-GB');
  return (
    <I18nProvider locale={locale}>
      <div style={{ display: 'flex', flexDirection: 'column', minBlockSize: '100vh' }}>
        <SiteHeader
          brand="Mynacon"
          items={items.map((item) => ({ ...item, current: item.href === '/support' }))}
          localeSwitcher={<LocaleSelect value={locale} onChange={setLocale} />}
          accountMenu={accountMenu}
          inboxHref="/inbox"
          unreadCount={unreadCount}
        />
        <main
          id="main"
          style={{
            flex: '1 0 auto',
            inlineSize: '100%',
            maxInlineSize: '72rem',
            marginInline: 'auto',
            paddingInline: vars.space[4],
            paddingBlockEnd: vars.space[12],
          }}
        >
          <PageHeader
            eyebrow={
              <StoryBreadcrumb
                trail={[
                  { href: '/', label: 'Home' },
                  { href: '/support', label: 'Support' },
                ]}
                current="Your tickets"
              />
            }
            title="Your tickets"
            description="Follow up on the questions you have sent to player support."
            actions={<Button icon={<MynaconTicket />}>New ticket</Button>}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[8] }}>
            <div style={{ flex: '1 1 14rem', minInlineSize: 0 }}>
              <SideNav
                items={[{ href: '/support', label: 'Overview', icon: <MynaconLifebuoy /> }]}
                groups={[
                  {
                    heading: 'Get help',
                    items: [
                      { href: '/support/faq', label: 'FAQ', icon: <MynaconFaq /> },
                      {
                        href: '/support/tickets',
                        label: 'Your tickets',
                        icon: <MynaconTicket />,
                        current: true,
                        badge: 2,
                      },
                    ],
                  },
                  {
                    heading: 'Games',
                    items: [{ href: '/support/games', label: 'Game support', icon: <MynaconGamepad /> }],
                  },
                ]}
              />
            </div>
            <section aria-label="Open tickets" style={{ flex: '999 1 20rem', minInlineSize: 0 }}>
              <p style={{ marginBlockStart: 0 }}>Ticket #4821: Crash on start-up after the latest patch.</p>
              <p>Ticket #4790: Refund for a duplicate order.</p>
            </section>
          </div>
        </main>
        <SiteFooter
          groups={[
            {
              heading: 'Portal',
              links: [
                { href: '/games', label: 'Games' },
                { href: '/playtests', label: 'Playtests' },
              ],
            },
            {
              heading: 'Help',
              links: [
                { href: '/support', label: 'Support' },
                { href: '/support/faq', label: 'FAQ' },
              ],
            },
            {
              heading: 'Legal',
              links: [
                { href: '/privacy', label: 'Privacy policy' },
                { href: '/terms', label: 'Terms of use' },
              ],
            },
          ]}
          legal="© 2025 Mynacon Games Ltd. All rights reserved."
        />
      </div>
    </I18nProvider>
  );
}

export const PortalFrame: Story = {
  args: { unreadCount: 4 },
  render: (args) => <PortalFrameDemo unreadCount={args.unreadCount ?? 0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Main', 'Breadcrumb', 'Section navigation', 'Footer']) {
      await expect(canvas.getByRole('navigation', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: '4 unread notifications' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();

    // Switching the locale re-renders the frame's own strings.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'fr-FR');
    await expect(await canvas.findByRole('link', { name: 'Aller au contenu principal' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '4 notifications non lues' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'en-GB');
  },
};
