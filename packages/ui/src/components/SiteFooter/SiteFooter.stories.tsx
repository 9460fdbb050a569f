import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { vars } from '../../theme/contract.css';
import { SiteFooter, type SiteFooterGroup, siteFooterHeadingLevels } from './SiteFooter';

const navigate = fn();

const groups: SiteFooterGroup[] = [
  {
    heading: 'Portal',
    links: [
      { href: '/games', label: 'Games' },
      { href: '/playtests', label: 'Playtests' },
      { href: '/community', label: 'Community' },
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
      { href: '/imprint', label: 'Imprint' },
    ],
  },
];

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { groups, legal: '© 2025 Mynacon Games Ltd. All rights reserved.' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: siteFooterHeadingLevels },
    groups: { control: false },
    localeSwitcher: { control: false },
  },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-component', 'SiteFooter');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(footer).getByText(/All rights reserved/)).toBeVisible();
  },
};

export const LinkGroups: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // Each list is named by its heading, so a screen reader announces “Legal, list, 3 items”.
    const legal = canvas.getByRole('list', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Games' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const support = canvas.getByRole('link', { name: 'Support' });
    await expect(support).toHaveFocus();
    await expect(getComputedStyle(support).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/support', undefined);
  },
};

export const ExternalLink: Story = {
  args: {
    groups: [
      {
        heading: 'Follow us',
        links: [
          { href: 'https://www.example.com/mynacon', label: 'Publisher news' },
          { href: '/newsletter', label: 'Newsletter' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const external = canvas.getByRole('link', { name: 'Publisher news (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Newsletter' })).not.toHaveAttribute('target');
  },
};

export const WithLocaleSwitcher: Story = {
  args: {
    localeSwitcher: (
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] }}>
        Language
        <select
          defaultValue="en-GB"
          style={{
            minBlockSize: '2rem',
            border: `1px solid ${vars.color.borderStrong}`,
            borderRadius: vars.radius.md,
            backgroundColor: vars.color.surface,
            color: vars.color.text,
            font: 'inherit',
          }}
        >
          <option value="en-GB">English (UK)</option>
          <option value="fr-FR" lang="fr">
            Français
          </option>
          <option value="de-DE" lang="de">
            Deutsch
          </option>
        </select>
      </label>
    ),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const select = within(footer).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'fr-FR');
    await expect(select).toHaveValue('fr-FR');
  },
};

export const LegalOnly: Story = {
  args: { groups: undefined },
  play: async ({ canvas }) => {
    // Without groups there is no empty navigation landmark.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Mynacon Games Ltd. All rights reserved.');
  },
};

export const Translated: Story = {
  globals: { locale: 'nl-NL' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAccessibleName('Voettekst');
  },
};
