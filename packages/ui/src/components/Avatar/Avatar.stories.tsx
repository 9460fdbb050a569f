import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes, getInitials } from './Avatar';

// A picture made in place, so the story needs no network: a 96×96 SVG gradient with a circle.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b8cff"/><stop offset="1" stop-color="#3fcf8e"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="40" r="18" fill="#0a0d13"/><rect x="20" y="64" width="56" height="32" rx="16" fill="#0a0d13"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveAttribute('data-component', 'Avatar');
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'loaded'));
    const image = avatar.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image?.naturalWidth).toBeGreaterThan(0);
    // The initials make way for the picture.
    await expect(avatar).not.toHaveTextContent('AL');
  },
};

export const BrokenImage: Story = {
  name: 'Image fails: initials',
  args: { src: '/does-not-exist.png', name: 'Élodie Durand' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Élodie Durand' });
    await expect(await canvas.findByText('ÉD')).toBeVisible();
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'error'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} size={size} name={`Player ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = avatarSizes.map(
      (size) => canvas.getByRole('img', { name: `Player ${size}` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([24, 40, 64]);
    // Round, whatever the size.
    const large = canvas.getByRole('img', { name: 'Player large' });
    await expect(large.getBoundingClientRect().height).toBe(64);
  },
};

export const NextToName: Story = {
  name: 'Decorative, next to the name',
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Avatar name="Grace Hopper" src={picture} size="small" decorative />
      <span>Grace Hopper</span>
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The name is read once, from the text; the avatar is hidden from screen readers.
    await expect(canvas.queryByRole('img')).toBeNull();
    const avatar = canvasElement.querySelector('[data-component="Avatar"]');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(avatar?.querySelector('img')).toHaveAttribute('alt', ''));
  },
};

export const Initials: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar name="ada lovelace" />
      <Avatar name="Mynaplayer" />
      <Avatar name="  Jean-Luc   Picard de la Barre " />
      <Avatar name="ølaf ñandú" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ada lovelace' })).toHaveTextContent('AL');
    await expect(canvas.getByRole('img', { name: 'Mynaplayer' })).toHaveTextContent(/^M$/);
    // Only the first two words count, whatever the spacing.
    await expect(canvas.getByRole('img', { name: /Jean-Luc/ })).toHaveTextContent(/^JP$/);
    await expect(canvas.getByRole('img', { name: 'ølaf ñandú' })).toHaveTextContent('ØÑ');
    // Upper case follows the locale (Turkish dotted i), and combined characters stay whole.
    await expect(getInitials('istanbul ilkay', 'tr-TR')).toBe('İİ');
    await expect(getInitials('e\u0301lise', 'fr-FR')).toBe('E\u0301');
    await expect(getInitials('')).toBe('');
  },
};
