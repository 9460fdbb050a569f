import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { spaceSteps } from '../../theme/sprinkles.css';
import { Box } from '../Box/Box';
import { tokenPx } from '../Box/storyHelpers';
import { Inline, inlineAligns, inlineJustifies } from './Inline';

const tags = ['Co-op', 'Open world', 'Crafting', 'Survival', 'Controller support', 'Cross-play'];

const Tag = ({ children }: { children: string }) => (
  <Box as="span" paddingInline={3} paddingBlock={1} border="strong" borderRadius="full">
    {children}
  </Box>
);

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: {
    gap: 2,
    align: 'center',
    justify: 'start',
    'aria-label': 'Game tags',
    children: tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
  },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Inline {...args} role="group" />,
  play: async ({ canvas }) => {
    const inline = canvas.getByRole('group', { name: 'Game tags' });
    await expect(inline).toHaveAttribute('data-component', 'Inline');
    const style = getComputedStyle(inline);
    await expect(style.flexDirection).toBe('row');
    await expect(style.flexWrap).toBe('wrap');
    // The same gap between items on a line and between lines.
    await expect(style.columnGap).toBe(tokenPx(vars.space[2]));
    await expect(style.rowGap).toBe(tokenPx(vars.space[2]));
    const [first, second] = [...inline.children].map((child) => child.getBoundingClientRect());
    await expect(`${(second?.left ?? 0) - (first?.right ?? 0)}px`).toBe(tokenPx(vars.space[2]));
  },
};

/** In a column as narrow as a small phone (20rem), the tags wrap onto several lines. */
export const WrappingAtNarrowWidth: Story = {
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Inline {...args} role="group" />
    </div>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByRole('group', { name: 'Game tags' });
    const tops = new Set([...inline.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    // The tags flow onto several lines instead of overflowing the narrow column.
    await expect(tops.size).toBeGreaterThan(1);
    await expect(inline.scrollWidth).toBeLessThanOrEqual(inline.clientWidth);
    for (const child of inline.children) {
      await expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(inline.getBoundingClientRect().right + 1);
    }
  },
};

/** The same row on a small phone (320px wide), with no column around it. */
export const WrappingOnPhone: Story = {
  ...WrappingAtNarrowWidth,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <Inline {...args} role="group" />,
};

export const Justify: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={6}>
      {inlineJustifies.map((justify) => (
        <Box key={justify} padding={2} border="default" borderRadius="md">
          <Inline justify={justify} role="group" aria-label={`Justify ${justify}`}>
            <Tag>Back</Tag>
            <Tag>{`Next (${justify})`}</Tag>
          </Inline>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const edges = (justify: string) => {
      const inline = canvas.getByRole('group', { name: `Justify ${justify}` });
      const [first, last] = [...inline.children].map((child) => child.getBoundingClientRect());
      return { box: inline.getBoundingClientRect(), first: first as DOMRect, last: last as DOMRect };
    };
    const start = edges('start');
    await expect(start.first.left).toBeCloseTo(start.box.left, 0);
    await expect(start.last.right).toBeLessThan(start.box.right);
    const end = edges('end');
    await expect(end.last.right).toBeCloseTo(end.box.right, 0);
    const between = edges('between');
    await expect(between.first.left).toBeCloseTo(between.box.left, 0);
    await expect(between.last.right).toBeCloseTo(between.box.right, 0);
    const centre = edges('center');
    await expect(centre.first.left - centre.box.left).toBeCloseTo(centre.box.right - centre.last.right, 0);
  },
};

export const AsList: Story = {
  render: () => (
    <Inline as="ul" gap={3} aria-label="Platforms">
      <Box as="li">PC</Box>
      <Box as="li">PlayStation 5</Box>
      <Box as="li">Xbox Series X|S</Box>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Platforms' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).columnGap).toBe(tokenPx(vars.space[3]));
  },
};
