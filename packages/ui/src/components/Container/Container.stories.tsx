import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { maxWidths } from '../../theme/sprinkles.css';
import { Box } from '../Box/Box';
import { atCurrentBreakpoint, currentBreakpoint, remToPx, tokenPx } from '../Box/storyHelpers';
import { Container, containerElements, containerSizes } from './Container';

const meta = {
  title: 'Components/Container',
  component: Container,
  args: {
    size: 'default',
    children: (
      <Box padding={4} background="surfaceRaised" borderRadius="md">
        Patch 4.2 brings a new region, two raids and a reworked crafting system.
      </Box>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: containerSizes },
    as: { control: 'select', options: containerElements },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Distances from the container's edges to the edges of the area it sits in. */
const margins = (container: HTMLElement) => {
  const outer = (container.parentElement as HTMLElement).getBoundingClientRect();
  const inner = container.getBoundingClientRect();
  return { start: inner.left - outer.left, end: outer.right - inner.right };
};

export const Playground: Story = {
  args: { 'aria-label': 'Patch notes' },
  render: (args) => <Container {...args} as="section" />,
  play: async ({ canvas }) => {
    const container = canvas.getByRole('region', { name: 'Patch notes' });
    await expect(container).toHaveAttribute('data-component', 'Container');
    await expect(getComputedStyle(container).maxWidth).toBe(remToPx(maxWidths.lg));
    const { start, end } = margins(container);
    await expect(Math.abs(start - end)).toBeLessThanOrEqual(1);
    // Side padding grows with the screen: space[4] on phones, space[6] from sm, space[8] from lg.
    const padding = atCurrentBreakpoint({ mobile: vars.space[4], sm: vars.space[6], lg: vars.space[8] });
    await expect(getComputedStyle(container).paddingInlineStart).toBe(tokenPx(padding));
    await expect(getComputedStyle(container).paddingInlineEnd).toBe(tokenPx(padding));
  },
};

/** On a small phone (320px wide) the container fills the screen, with the smallest side padding. */
export const OnPhone: Story = {
  ...Playground,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(currentBreakpoint()).toBe('mobile');
    await Playground.play?.(context);
  },
};

export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={4} paddingBlock={4}>
      {containerSizes.map((size) => (
        <Container key={size} size={size} as="section" aria-label={`Container ${size}`}>
          <Box padding={4} background="surfaceRaised" border="default" borderRadius="md">
            {`size="${size}"`}
          </Box>
        </Container>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const expected = { narrow: maxWidths.sm, default: maxWidths.lg, wide: maxWidths.xl };
    for (const size of containerSizes) {
      const container = canvas.getByRole('region', { name: `Container ${size}` });
      await expect(container).toHaveAttribute('data-size', size);
      await expect(getComputedStyle(container).maxWidth).toBe(remToPx(expected[size]));
      await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(
        Number.parseFloat(remToPx(expected[size])),
      );
    }
  },
};

export const NarrowAndCentred: Story = {
  render: () => (
    <div style={{ width: '60rem' }}>
      <Container size="narrow" as="section" aria-label="Sign in">
        <Box padding={4} background="surfaceRaised" borderRadius="md">
          A narrow column for forms and reading.
        </Box>
      </Container>
    </div>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByRole('region', { name: 'Sign in' });
    // In a wider area the narrow container stops at 40rem and leaves equal space on both sides.
    await expect(`${container.getBoundingClientRect().width}px`).toBe(remToPx(maxWidths.sm));
    const { start, end } = margins(container);
    await expect(start).toBeGreaterThan(0);
    await expect(Math.abs(start - end)).toBeLessThanOrEqual(1);
  },
};

export const AsMain: Story = {
  render: (args) => <Container {...args} as="main" />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.tagName).toBe('MAIN');
    await expect(main).toHaveTextContent('Patch 4.2 brings a new region');
  },
};
