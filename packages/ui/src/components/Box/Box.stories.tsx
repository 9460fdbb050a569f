import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { maxWidths, spaceSteps } from '../../theme/sprinkles.css';
import { Box, boxElements } from './Box';
import { atCurrentBreakpoint, currentBreakpoint, remToPx, tokenPx } from './storyHelpers';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    padding: 4,
    background: 'surfaceRaised',
    border: 'default',
    borderRadius: 'md',
    children: 'Season 4 patch notes are live.',
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaceSteps },
    background: { control: 'inline-radio', options: ['background', 'surface', 'surfaceRaised', 'transparent'] },
    color: {
      control: 'select',
      options: ['text', 'textMuted', 'accentText', 'danger', 'success', 'warning', 'info'],
    },
    border: { control: 'inline-radio', options: ['none', 'default', 'strong'] },
    borderRadius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl', 'full'] },
    boxShadow: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Season 4 patch notes are live.');
    await expect(box).toHaveAttribute('data-component', 'Box');
    await expect(box.tagName).toBe('DIV');
    // padding={4} is vars.space[4] on every side.
    const style = getComputedStyle(box);
    await expect(style.paddingTop).toBe(tokenPx(vars.space[4]));
    await expect(style.paddingInlineStart).toBe(tokenPx(vars.space[4]));
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopStyle).toBe('solid');
  },
};

export const Elements: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={4}>
      <Box as="section" aria-labelledby="box-news" padding={4} background="surface" borderRadius="md">
        <Box as="p" id="box-news" color="text">
          Community news
        </Box>
      </Box>
      <Box as="nav" aria-label="Game sections">
        <Box as="ul" display="flex" gap={4}>
          <Box as="li">Overview</Box>
          <Box as="li">Patch notes</Box>
          <Box as="li">Support</Box>
        </Box>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Community news' }).tagName).toBe('SECTION');
    const nav = canvas.getByRole('navigation', { name: 'Game sections' });
    const list = within(nav).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Bullets and the browser's list indent are reset; the list role is kept explicitly.
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    await expect(list).toHaveAttribute('role', 'list');
    // The paragraph's default margin is reset, so spacing only comes from props.
    await expect(getComputedStyle(canvas.getByText('Community news')).marginTop).toBe('0px');
  },
};

export const Surfaces: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={4}>
      {(['background', 'surface', 'surfaceRaised'] as const).map((background) => (
        <Box
          key={background}
          data-testid={background}
          background={background}
          border="strong"
          borderRadius="lg"
          boxShadow="md"
          padding={4}
          display="flex"
          flexDirection="column"
          gap={2}
        >
          <Box as="span" color="text">
            {background}: text
          </Box>
          <Box as="span" color="textMuted">
            {background}: muted text
          </Box>
          <Box as="span" color="accentText">
            {background}: accent text
          </Box>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const backgrounds = ['background', 'surface', 'surfaceRaised'].map(
      (name) => getComputedStyle(canvas.getByTestId(name)).backgroundColor,
    );
    // Three distinct surfaces; axe checks every text colour on each of them.
    await expect(new Set(backgrounds).size).toBe(3);
    await expect(getComputedStyle(canvas.getByTestId('surface')).boxShadow).not.toBe('none');
  },
};

export const ResponsivePadding: Story = {
  args: { padding: { mobile: 2, md: 6 }, children: 'Tight on phones, roomier from tablets up.' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Tight on phones, roomier from tablets up.');
    const expected = atCurrentBreakpoint({ mobile: vars.space[2], md: vars.space[6] });
    await expect(getComputedStyle(box).paddingTop).toBe(tokenPx(expected));
  },
};

/** The same box on a small phone (320px wide), where the tighter padding applies. */
export const ResponsivePaddingOnPhone: Story = {
  ...ResponsivePadding,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(currentBreakpoint()).toBe('mobile');
    await ResponsivePadding.play?.(context);
  },
};

export const CentredWithMaxWidth: Story = {
  args: { maxWidth: 'sm', marginInline: 'auto', children: 'Centred, at most 40rem wide.' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByText('Centred, at most 40rem wide.');
    const outer = canvasElement.getBoundingClientRect();
    const inner = box.getBoundingClientRect();
    await expect(getComputedStyle(box).maxWidth).toBe(remToPx(maxWidths.sm));
    // As much space on the left as on the right.
    await expect(Math.abs(inner.left - outer.left - (outer.right - inner.right))).toBeLessThanOrEqual(1);
  },
};
