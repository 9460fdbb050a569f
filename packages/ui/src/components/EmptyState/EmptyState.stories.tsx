import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MynaconComment, MynaconGamepad, MynaconPlaytest, MynaconSearch } from '../../icons/generated';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <MynaconComment />,
    title: 'No posts yet',
    description: 'Be the first to share feedback on this game.',
    headingLevel: 2,
    action: { label: 'Write a post', onPress: fn() },
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No posts yet' })).toBeVisible();
    await expect(canvas.getByText('Be the first to share feedback on this game.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Write a post' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: {
    icon: <MynaconSearch />,
    title: 'No results for “dragon”',
    description: 'Check the spelling or try a shorter search.',
    action: { label: 'Clear search', onPress: fn() },
  },
  play: async ({ canvas, args }) => {
    // Keyboard: Tab reaches the action and Enter runs it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <MynaconPlaytest />,
    title: 'No playtests right now',
    description: 'We announce new playtests in the newsletter.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No playtests right now' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ActionAsLink: Story = {
  args: {
    icon: <MynaconGamepad />,
    title: 'No games in your library',
    description: undefined,
    action: { label: 'Browse games', href: '/games' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games');
    await expect(canvas.queryByText(/.+/, { selector: '[data-part="description"]' })).toBeNull();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3, action: undefined },
  render: (args) => (
    <section aria-labelledby="community-heading">
      <h2 id="community-heading">Community</h2>
      <EmptyState {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    // Fits under the section's h2 instead of competing with it.
    await expect(canvas.getByRole('heading', { level: 3, name: 'No posts yet' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'No posts yet' })).toBeNull();
  },
};

export const LargeIcon: Story = {
  name: 'Icon drawn large and decorative',
  args: { icon: <MynaconComment size="small" />, action: undefined },
  play: async ({ canvas, canvasElement }) => {
    const icon = canvasElement.querySelector('[data-part="icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Even an icon passed in small is drawn at the large icon size (32px).
    await expect(icon?.querySelector('svg')?.getBoundingClientRect().width).toBe(32);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
