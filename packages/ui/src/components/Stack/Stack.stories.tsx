import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { spaceSteps } from '../../theme/sprinkles.css';
import { Box } from '../Box/Box';
import { atCurrentBreakpoint, currentBreakpoint, tokenPx } from '../Box/storyHelpers';
import { Stack, stackAligns } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding={3} background="surfaceRaised" border="default" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    gap: 4,
    align: 'stretch',
    'aria-label': 'Quests',
    children: [
      <Item key="1">Defeat the warden</Item>,
      <Item key="2">Find the lost map</Item>,
      <Item key="3">Return to camp</Item>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAligns },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The distance between the bottom of one child and the top of the next. */
const gapsBetween = (parent: HTMLElement) => {
  const rects = [...parent.children].map((child) => child.getBoundingClientRect());
  return rects.slice(1).map((rect, index) => rect.top - (rects[index]?.bottom ?? 0));
};

export const Playground: Story = {
  render: (args) => <Stack {...args} role="group" />,
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('group', { name: 'Quests' });
    await expect(stack).toHaveAttribute('data-component', 'Stack');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    // gap={4} is vars.space[4] (16px with the default theme) between every pair of children.
    await expect(getComputedStyle(stack).rowGap).toBe(tokenPx(vars.space[4]));
    for (const gap of gapsBetween(stack)) await expect(`${gap}px`).toBe(tokenPx(vars.space[4]));
  },
};

const gaps = [1, 2, 4, 8] as const;

export const Gaps: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, md: 4 }} gap={6}>
      {gaps.map((gap) => (
        <Stack key={gap} gap={gap} role="group" aria-label={`Gap ${gap}`}>
          <Item>First</Item>
          <Item>Second</Item>
          <Item>Third</Item>
        </Stack>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const gap of gaps) {
      const stack = canvas.getByRole('group', { name: `Gap ${gap}` });
      await expect(getComputedStyle(stack).rowGap).toBe(tokenPx(vars.space[gap]));
      for (const measured of gapsBetween(stack)) await expect(`${measured}px`).toBe(tokenPx(vars.space[gap]));
    }
  },
};

export const Alignment: Story = {
  render: () => (
    <Stack gap={6}>
      {stackAligns.map((align) => (
        <Stack key={align} align={align} gap={2} role="group" aria-label={`Aligned ${align}`}>
          <Item>{`Aligned ${align}`}</Item>
          <Item>Short</Item>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const childOf = (align: string) => {
      const stack = canvas.getByRole('group', { name: `Aligned ${align}` });
      const child = within(stack).getByText('Short').getBoundingClientRect();
      return { stack: stack.getBoundingClientRect(), child };
    };
    const stretch = childOf('stretch');
    await expect(stretch.child.width).toBeCloseTo(stretch.stack.width, 0);
    const start = childOf('start');
    await expect(start.child.left).toBeCloseTo(start.stack.left, 0);
    await expect(start.child.width).toBeLessThan(start.stack.width);
    const centre = childOf('center');
    await expect(centre.child.left - centre.stack.left).toBeCloseTo(centre.stack.right - centre.child.right, 0);
    const end = childOf('end');
    await expect(end.child.right).toBeCloseTo(end.stack.right, 0);
  },
};

export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap={3} aria-label="Recent achievements">
      <Box as="li">First blood</Box>
      <Box as="li">Explorer</Box>
      <Box as="li">Completionist</Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recent achievements' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).rowGap).toBe(tokenPx(vars.space[3]));
  },
};

export const ResponsiveGap: Story = {
  args: { gap: { mobile: 2, md: 8 } },
  render: (args) => <Stack {...args} role="group" />,
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('group', { name: 'Quests' });
    // vars.space[8] from the md breakpoint up, vars.space[2] below it: whatever the window now is.
    const expected = atCurrentBreakpoint({ mobile: vars.space[2], md: vars.space[8] });
    await expect(getComputedStyle(stack).rowGap).toBe(tokenPx(expected));
  },
};

/** The same stack on a small phone (320px wide), where the tighter gap applies. */
export const ResponsiveGapOnPhone: Story = {
  ...ResponsiveGap,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(currentBreakpoint()).toBe('mobile');
    await ResponsiveGap.play?.(context);
  },
};
