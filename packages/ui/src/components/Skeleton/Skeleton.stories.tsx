import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { vars } from '../../theme/contract.css';
import { contrastRatio } from '../../theme/contrast';
import { maxWidthDecorator, stopsUnderReducedMotion } from '../private/storyHelpers';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [maxWidthDecorator(360)],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: Element) => [...root.querySelectorAll('[data-part="line"], [data-part="shape"]')];

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="Skeleton"]');
    if (!root) throw new Error('No skeleton rendered');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    // Screen readers hear one phrase, not three empty shapes.
    await expect(canvas.getByText('Loading content')).toBeInTheDocument();
    for (const part of parts(root)) await expect(part).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  args: { shape: 'text', lines: 4 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape="text"]');
    if (!root) throw new Error('No text skeleton rendered');
    const lines = parts(root);
    await expect(lines).toHaveLength(4);
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    // Full-width lines, then a shorter last one like the end of a paragraph.
    await expect(widths[0]).toBe(widths[2]);
    await expect(widths[3]).toBeLessThan(widths[0] ?? 0);
  },
};

export const SingleLine: Story = {
  args: { shape: 'text', lines: 1, width: '12rem' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-shape="text"]');
    if (!root) throw new Error('No text skeleton rendered');
    const [line] = parts(root);
    // A single line is not shortened: it takes the width asked for.
    await expect(line?.getBoundingClientRect().width).toBe(root.getBoundingClientRect().width);
    await expect(root.getBoundingClientRect().width).toBe(192);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', height: '10rem' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-shape="rect"] [data-part="shape"]');
    await expect(shape?.getBoundingClientRect().height).toBe(160);
    await expect(shape?.getBoundingClientRect().width).toBe(360);
  },
};

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-shape="circle"] [data-part="shape"]');
    if (!shape) throw new Error('No circle rendered');
    const { width, height } = shape.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(width).toBeGreaterThan(0);
    await expect(getComputedStyle(shape).borderTopLeftRadius).not.toBe('0px');
  },
};

export const ListItemPlaceholder: Story = {
  name: 'Composed: a list item',
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width="3rem" label="Loading player" />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} label="Loading post" />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading player')).toBeInTheDocument();
    await expect(canvas.getByText('Loading post')).toBeInTheDocument();
    const circle = canvasElement.querySelector('[data-shape="circle"] [data-part="shape"]');
    await expect(circle?.getBoundingClientRect().height).toBe(48);
  },
};

export const Translated: Story = {
  render: (args) => (
    <I18nProvider locale="fr-FR">
      <Skeleton {...args} />
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement du contenu')).toBeInTheDocument();
  },
};

/** `rgb(r, g, b)` as `#rrggbb`. */
const hex = (color: string) =>
  `#${(color.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

const surfaces = ['background', 'surface', 'surfaceRaised'] as const;

export const OnEverySurface: Story = {
  name: 'On every surface (the shape shows without the band)',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {surfaces.map((surface) => (
        <div key={surface} data-surface={surface} style={{ background: vars.color[surface], padding: 12 }}>
          <Skeleton {...args} lines={2} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const surface of surfaces) {
      const box = canvasElement.querySelector(`[data-surface="${surface}"]`);
      const [line] = box ? parts(box) : [];
      if (!box || !line) throw new Error(`No skeleton on ${surface}`);
      // Cards are raised surfaces: a shape of the card's own colour was seen only while the band crossed it, and
      // never under reduced motion.
      const ratio = contrastRatio(
        hex(getComputedStyle(line).backgroundColor),
        hex(getComputedStyle(box).backgroundColor),
      );
      await expect(ratio, surface).toBeGreaterThanOrEqual(1.2);
    }
  },
};

export const Shimmer: Story = {
  name: 'Shimmer (off the main thread; stops under reduced motion)',
  play: async ({ canvasElement }) => {
    const [line] = parts(canvasElement);
    if (!line) throw new Error('No line rendered');
    await expect(getComputedStyle(line, '::after').animationName).not.toBe('none');
    // Only `transform` moves, which the compositor animates: the page's main thread paints no frame of it.
    const animations = line.getAnimations({ subtree: true });
    await expect(animations).toHaveLength(1);
    const effect = animations[0]?.effect;
    if (!(effect instanceof KeyframeEffect)) throw new Error('The shimmer is not a keyframe animation');
    const keyframes = effect.getKeyframes();
    const animated = new Set(
      keyframes.flatMap((frame) =>
        Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
      ),
    );
    await expect([...animated]).toEqual(['transform']);
    await expect(getComputedStyle(line).animationName).toBe('none');
    await expect(stopsUnderReducedMotion(line, '::after')).toBe(true);
  },
};
