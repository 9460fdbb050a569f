import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { spaceSteps } from '../../theme/sprinkles.css';
import { Box } from '../Box/Box';
import { atCurrentBreakpoint, tokenPx } from '../Box/storyHelpers';
import { Text } from '../Text/Text';
import { Grid, gridColumnCounts } from './Grid';

const games = ['Skyhold', 'Ember Trail', 'Tidebreak', 'Ironvale', 'Nightglass', 'Copperwing'];

const Cell = ({ children }: { children: string }) => (
  <Box padding={4} background="surfaceRaised" border="default" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: {
    columns: 3,
    gap: 4,
    'aria-label': 'Games',
    children: games.map((game) => <Cell key={game}>{game}</Cell>),
  },
  argTypes: {
    columns: { control: 'inline-radio', options: gridColumnCounts },
    gap: { control: 'select', options: spaceSteps },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

export const Playground: Story = {
  render: (args) => <Grid {...args} role="group" />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Games' });
    await expect(grid).toHaveAttribute('data-component', 'Grid');
    await expect(columnCount(grid)).toBe(3);
    await expect(getComputedStyle(grid).columnGap).toBe(tokenPx(vars.space[4]));
    // Equal columns: every cell of the first row is as wide as the first.
    const widths = [...grid.children].slice(0, 3).map((cell) => cell.getBoundingClientRect().width);
    for (const width of widths) await expect(width).toBeCloseTo(widths[0] ?? 0, 0);
  },
};

export const ResponsiveColumns: Story = {
  args: { columns: { mobile: 1, sm: 2, lg: 4 } },
  render: (args) => <Grid {...args} role="group" />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Games' });
    // One column on phones, two from the small breakpoint, four on large screens: whatever the window now is.
    await expect(columnCount(grid)).toBe(atCurrentBreakpoint({ mobile: 1, sm: 2, lg: 4 }));
  },
};

/** The same grid on a tablet (834px wide, the md breakpoint): two columns. */
export const ResponsiveColumnsOnTablet: Story = {
  ...ResponsiveColumns,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('group', { name: 'Games' }))).toBe(2);
  },
};

/** The same grid on a small phone (320px wide): one column. */
export const ResponsiveColumnsOnPhone: Story = {
  ...ResponsiveColumns,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('group', { name: 'Games' }))).toBe(1);
  },
};

export const ColumnCounts: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={6}>
      {gridColumnCounts.map((columns) => (
        <Grid key={columns} columns={columns} gap={2} role="group" aria-label={`${columns} columns`}>
          {games.slice(0, columns).map((game) => (
            <Cell key={game}>{game}</Cell>
          ))}
        </Grid>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const columns of gridColumnCounts) {
      const grid = canvas.getByRole('group', { name: `${columns} columns` });
      await expect(columnCount(grid)).toBe(columns);
      // All cells of a full row sit on one line.
      const tops = new Set([...grid.children].map((cell) => Math.round(cell.getBoundingClientRect().top)));
      await expect(tops.size).toBe(1);
    }
  },
};

export const LongContentStaysInItsColumn: Story = {
  args: {
    columns: 2,
    children: [
      <Box key="long" padding={4} background="surfaceRaised" borderRadius="md">
        <Text>Weltraumabenteuerspielerweiterungspaket</Text>
      </Box>,
      <Cell key="short">Short</Cell>,
    ],
  },
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <Grid {...args} role="group" />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Games' });
    const [long, short] = [...grid.children].map((cell) => cell.getBoundingClientRect().width);
    // Columns stay equal, and the long German compound (in Text, which breaks long words) wraps inside its cell.
    await expect(long).toBeCloseTo(short ?? 0, 0);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

export const AsList: Story = {
  render: () => (
    <Grid as="ul" columns={{ mobile: 1, md: 3 }} aria-label="Featured games">
      {games.slice(0, 3).map((game) => (
        <Box as="li" key={game} padding={4} background="surface" borderRadius="md">
          {game}
        </Box>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Featured games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(columnCount(list)).toBe(atCurrentBreakpoint({ mobile: 1, md: 3 }));
  },
};
