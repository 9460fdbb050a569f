import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { stopsUnderReducedMotion } from '../private/storyHelpers';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('data-component', 'Spinner');
    // The label is for screen readers only: the status is no wider than the ring.
    const ring = status.querySelector('[data-part="indicator"]');
    await expect(ring).toHaveAttribute('aria-hidden', 'true');
    await expect(status.getBoundingClientRect().width).toBe(ring?.getBoundingClientRect().width);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = spinnerSizes.map(
      (size) => canvas.getByText(`Loading ${size}`).closest('[role="status"]')?.getBoundingClientRect().width ?? 0,
    );
    await expect(widths[0]).toBeGreaterThanOrEqual(16);
    await expect(widths[1]).toBeGreaterThan(widths[0] ?? 0);
    await expect(widths[2]).toBeGreaterThan(widths[1] ?? 0);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your playtests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your playtests');
  },
};

export const Translated: Story = {
  render: (args) => (
    <I18nProvider locale="de-DE">
      <Spinner {...args} />
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen');
  },
};

export const Animated: Story = {
  name: 'Animated (stops under reduced motion)',
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector('[data-part="indicator"]');
    if (!ring) throw new Error('The spinner has no indicator');
    const style = getComputedStyle(ring);
    // Turning by default; the stylesheet turns it off under prefers-reduced-motion, leaving the ring drawn.
    await expect(style.animationName).not.toBe('none');
    await expect(style.animationIterationCount).toBe('infinite');
    await expect(style.borderTopStyle).toBe('solid');
    await expect(stopsUnderReducedMotion(ring)).toBe(true);
  },
};
