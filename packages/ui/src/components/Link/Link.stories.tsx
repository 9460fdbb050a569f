import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/support/games', children: 'Game support' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Game support' });
    await expect(link).toHaveAttribute('href', '/support/games');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Variants: Story = {
  render: (args) => (
    <p>
      {linkVariants.map((variant) => (
        <span key={variant} style={{ marginInlineEnd: 16 }}>
          <Link {...args} variant={variant}>
            {variant}
          </Link>
        </span>
      ))}
    </p>
  ),
  play: async ({ canvas }) => {
    for (const variant of linkVariants) {
      await expect(canvas.getByRole('link', { name: variant })).toHaveAttribute('data-variant', variant);
    }
  },
};

export const External: Story = {
  args: { href: 'https://www.example.com/news', children: 'Publisher news' },
  play: async ({ canvas }) => {
    // The new-tab hint is part of the accessible name, so screen-reader users hear it before they follow the link.
    const link = canvas.getByRole('link', { name: 'Publisher news (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('.mynacon-external-link')).not.toBeNull();
  },
};

export const ExternalInFrench: Story = {
  args: { href: 'https://www.example.com/news', children: 'Actualités' },
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Actualités (s’ouvre dans un nouvel onglet)' })).toBeVisible();
  },
};

export const RefusedUrls: Story = {
  render: () => (
    <ul>
      <li>
        {/* biome-ignore lint/security/noScriptUrl: the story proves such URLs are refused */}
        <Link href="javascript:alert(1)">javascript</Link>
      </li>
      <li>
        <Link href={'java\tscript:alert(1)'}>tab-split javascript</Link>
      </li>
      <li>
        <Link href="data:text/html,<script>alert(1)</script>">data</Link>
      </li>
      <li>
        <Link href="blob:https://example.com/1234">blob</Link>
      </li>
      <li>
        <Link href=" VBScript:msgbox(1)">vbscript</Link>
      </li>
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-component="Link"][data-blocked]')).toHaveLength(5);
    await expect(canvas.getByText('javascript')).toBeVisible();
  },
};

const navigate = fn();

export const ClientNavigation: Story = {
  args: { href: '/playtests', children: 'Playtests' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Playtests' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    // The router navigates; the page does not load again.
    await expect(navigate).toHaveBeenCalledWith('/playtests', undefined);
  },
};
