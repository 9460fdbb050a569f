import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  MynaconBell,
  MynaconGlobe,
  MynaconHeart,
  MynaconHome,
  MynaconSearch,
  MynaconUser,
} from '../../icons/generated';
import { Icon } from './Icon';
import { iconSizes } from './iconSizes';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'custom-diamond', size: 'medium', children: <path d="M12 3 L21 12 L12 21 L3 12 Z" /> },
  argTypes: { size: { control: 'inline-radio', options: iconSizes }, children: { control: false } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveClass('mynacon-custom-diamond');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'end' }}>
      {iconSizes.map((size) => (
        <MynaconHeart key={size} size={size} data-testid={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const px = Object.fromEntries(
      iconSizes.map((size) => [size, canvas.getByTestId(size).getBoundingClientRect().width]),
    );
    await expect(px).toEqual({ default: 20, small: 16, medium: 24, large: 32 });
  },
};

export const Labelled: Story = {
  render: () => <MynaconBell size="medium" label="Notifications" />,
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Notifications' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const InheritsColour: Story = {
  render: () => (
    <p style={{ color: 'var(--mc-color-success)' }}>
      <MynaconUser /> Signed in
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    const p = canvasElement.querySelector('p');
    await expect(svg && getComputedStyle(svg).color).toBe(p && getComputedStyle(p).color);
  },
};

export const HeaderSet: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <MynaconHome size="medium" />
      <MynaconSearch size="medium" />
      <MynaconGlobe size="medium" />
      <MynaconBell size="medium" />
      <MynaconUser size="medium" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-icon'));
    await expect(names).toEqual(['home', 'search', 'globe', 'bell', 'user']);
  },
};
