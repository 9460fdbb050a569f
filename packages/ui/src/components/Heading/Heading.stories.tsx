import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Box } from '../Box/Box';
import { tokenPx } from '../Box/storyHelpers';
import { Heading, headingAligns, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'Patch notes' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    tone: { control: 'select', options: headingTones },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pixel size of a type-scale step, read from the live theme (3xl is 36px in the default theme). */
const stepPx = (step: keyof typeof vars.type) => tokenPx(vars.type[step].fontSize);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Patch notes' });
    await expect(heading.tagName).toBe('H2');
    await expect(heading).toHaveAttribute('data-component', 'Heading');
    // Without a size, level 2 takes its own step of the scale.
    await expect(heading).toHaveAttribute('data-size', '2xl');
    await expect(getComputedStyle(heading).fontSize).toBe(stepPx('2xl'));
  },
};

export const LevelsVersusSizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={4}>
      <Heading level={1} size="sm">
        Account settings
      </Heading>
      <Heading level={2} size="3xl">
        Season 4 is here
      </Heading>
      <Heading level={3} size="xs" tone="muted">
        Rewards
      </Heading>
    </Box>
  ),
  play: async ({ canvas }) => {
    // The outline comes from level; the look from size. A small h1 and a large h2 are both fine.
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Account settings' });
    const h2 = canvas.getByRole('heading', { level: 2, name: 'Season 4 is here' });
    const h3 = canvas.getByRole('heading', { level: 3, name: 'Rewards' });
    await expect(h2.tagName).toBe('H2');
    await expect(getComputedStyle(h2).fontSize).toBe(stepPx('3xl'));
    await expect(getComputedStyle(h1).fontSize).toBe(stepPx('sm'));
    await expect(getComputedStyle(h3).fontSize).toBe(stepPx('xs'));
    // Small steps still read as headings: at least semibold.
    await expect(Number(getComputedStyle(h3).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};

export const DefaultSizePerLevel: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={3}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Level ${level}`}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const sizes = headingLevels.map((level) => {
      const heading = canvas.getByRole('heading', { level, name: `Level ${level}` });
      return Number.parseFloat(getComputedStyle(heading).fontSize);
    });
    // Each level is smaller than the one above it.
    for (const [index, size] of sizes.slice(1).entries()) await expect(size).toBeLessThan(sizes[index] ?? 0);
  },
};

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={3}>
      {headingTones.map((tone) => (
        <Heading key={tone} level={2} size="lg" tone={tone}>
          {`Heading in ${tone}`}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const colours = headingTones.map((tone) => {
      const heading = canvas.getByRole('heading', { name: `Heading in ${tone}` });
      return getComputedStyle(heading).color;
    });
    // Every tone is its own colour; axe checks each one's contrast on the page background.
    await expect(new Set(colours).size).toBe(headingTones.length);
  },
};

export const LongHeadingWraps: Story = {
  args: { level: 1, children: 'Weltraumabenteuerspielerweiterungspaket jetzt verfügbar' },
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The long compound breaks inside the column instead of spilling out of it.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
