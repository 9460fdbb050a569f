import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Box } from '../Box/Box';
import { tokenPx } from '../Box/storyHelpers';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Your order has shipped and should arrive within three working days.' },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Your order has shipped/);
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-component', 'Text');
    await expect(getComputedStyle(text).fontSize).toBe(tokenPx(vars.type.md.fontSize));
    await expect(getComputedStyle(text).marginTop).toBe('0px');
  },
};

export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={3}>
      {textSizes.map((size) => (
        <Text key={size} size={size}>{`Size ${size}: the quick brown fox`}</Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const size of textSizes) {
      const text = canvas.getByText(`Size ${size}: the quick brown fox`);
      await expect(getComputedStyle(text).fontSize).toBe(tokenPx(vars.type[size].fontSize));
    }
  },
};

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={4}>
      {surfaces.map((surface) => (
        <Box
          key={surface}
          background={surface}
          padding={4}
          borderRadius="md"
          display="flex"
          flexDirection="column"
          gap={1}
          data-surface={surface}
        >
          {textTones.map((tone) => (
            <Text key={tone} tone={tone} size="sm">{`${tone} on ${surface}`}</Text>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    // Each tone is its own colour. The contrast of every tone on every surface is checked by axe after this.
    const colours = textTones.map((tone) => getComputedStyle(canvas.getByText(`${tone} on surface`)).color);
    await expect(new Set(colours).size).toBe(textTones.length);
    await expect(canvas.getByText('danger on surfaceRaised')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Weights: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={2}>
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>{`Weight ${weight}`}</Text>
      ))}
      <Text as="strong">Strong text is bold by default</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const weight of textWeights) {
      const text = canvas.getByText(`Weight ${weight}`);
      await expect(getComputedStyle(text).fontWeight).toBe(tokenPx(vars.font.weight[weight]));
    }
    const strong = canvas.getByText('Strong text is bold by default');
    await expect(strong.tagName).toBe('STRONG');
    await expect(getComputedStyle(strong).fontWeight).toBe('700');
  },
};

const longTitle = 'Legends of the Ember Trail: Definitive Edition with the Season Pass and every cosmetic pack';

export const Truncate: Story = {
  args: { truncate: true, children: longTitle },
  render: (args) => (
    <div style={{ width: '14rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(longTitle);
    const style = getComputedStyle(text);
    // One line, cut with an ellipsis: the text is wider than the box it shows in.
    await expect(style.whiteSpace).toBe('nowrap');
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    // The full text stays in the DOM for screen readers and in the title for mouse users.
    await expect(text).toHaveTextContent(longTitle);
    await expect(text).toHaveAttribute('title', longTitle);
    await expect(text).toHaveAttribute('data-truncate');
  },
};

export const AsLabel: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={1}>
      <Text as="label" htmlFor="text-story-gamertag" weight="medium" size="sm">
        Gamertag
      </Text>
      <input id="text-story-gamertag" defaultValue="Nightglass" />
    </Box>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Gamertag' });
    await expect(field).toHaveValue('Nightglass');
    await expect(canvas.getByText('Gamertag').tagName).toBe('LABEL');
  },
};

export const Alignment: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={2}>
      {textAligns.map((align) => (
        <Text key={align} align={align}>{`Aligned ${align}`}</Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const align of textAligns) {
      await expect(getComputedStyle(canvas.getByText(`Aligned ${align}`)).textAlign).toBe(align);
    }
  },
};
