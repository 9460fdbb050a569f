import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MynaconBell } from '../../icons/generated';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Only screen readers read this');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(text).toHaveAttribute('data-component', 'VisuallyHidden');
  },
};

export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button">
      <MynaconBell />
      <VisuallyHidden>Notifications</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};
