import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { Button } from '../Button/Button';
import { maxWidthDecorator } from '../private/storyHelpers';
import { Card, cardHeadingLevels, cardVariants } from './Card';

// A cover drawn in place, so the story works offline: a 264×374 SVG with a gradient sky and a planet.
const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="264" height="374" viewBox="0 0 264 374"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#171c27"/><stop offset="1" stop-color="#5b8cff"/></linearGradient></defs><rect width="264" height="374" fill="url(#sky)"/><circle cx="132" cy="150" r="64" fill="#f5bd3d"/><rect y="290" width="264" height="84" fill="#0a0d13"/></svg>',
)}`;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Starfall Tactics',
    children: 'A turn-based strategy game set among the rings of a dying gas giant.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
    header: { control: false },
    footer: { control: false },
  },
  decorators: [maxWidthDecorator(320)],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const ratio = (element: Element | null) => {
  const rect = element?.getBoundingClientRect();
  return rect ? rect.width / rect.height : 0;
};

export const Playground: Story = {
  args: {
    footer: (
      <Button size="small" variant="secondary">
        Add to wishlist
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Starfall Tactics' })).toBeVisible();
    await expect(canvas.getByText(/turn-based strategy/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    const card = canvasElement.querySelector('[data-component="Card"]');
    await expect(card).toHaveAttribute('data-variant', 'default');
    // Without href nothing is a link.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithHeader: Story = {
  args: {
    header: <span style={{ color: 'var(--mc-color-text-muted)', fontSize: '0.875rem' }}>12 March</span>,
    title: 'Patch 1.4 notes',
    headingLevel: 2,
    children: 'New maps, a rebalanced economy and 40 fixes.',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Patch 1.4 notes' });
    const header = canvasElement.querySelector('[data-part="header"]');
    await expect(header).toContainElement(heading);
    await expect(header).toHaveTextContent('12 March');
  },
};

export const Media: Story = {
  args: { variant: 'media', image: { src: cover, alt: 'Cover of Starfall Tactics: a golden planet at dusk' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /^Cover of Starfall Tactics/ });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '264');
    await expect(image).toHaveAttribute('height', '374');
    // The image really loaded.
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await waitFor(() => expect(image.closest('[data-part="media"]')).toHaveAttribute('data-state', 'loaded'));
    // The cover area has the cover's shape, 264 / 374.
    await expect(ratio(image.closest('[data-part="media"]'))).toBeCloseTo(264 / 374, 2);
    // Shown on top, yet read after the title.
    const heading = canvas.getByRole('heading', { name: 'Starfall Tactics' });
    await expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(image.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().top);
  },
};

export const MediaFallback: Story = {
  name: 'Media: image fails',
  args: { variant: 'media', image: { src: '/does-not-exist.png', alt: 'Cover of Starfall Tactics' } },
  play: async ({ canvas }) => {
    // The broken image is replaced by a tile that says so to screen readers.
    const tile = await canvas.findByRole('img', { name: 'Image unavailable' });
    await expect(tile).toHaveTextContent('Starfall Tactics');
    await expect(tile.querySelector('svg')).toHaveAttribute('data-icon', 'gamepad');
    await expect(canvas.queryByRole('img', { name: 'Cover of Starfall Tactics' })).toBeNull();
    // Same space as the cover would have taken: no layout jump.
    const media = tile.closest('[data-part="media"]');
    await expect(media).toHaveAttribute('data-state', 'error');
    await expect(ratio(media)).toBeCloseTo(264 / 374, 2);
  },
};

export const MediaFallbackDecorative: Story = {
  name: 'Media: decorative image fails',
  args: {
    variant: 'media',
    fallbackLabel: 'Starfall',
    image: { src: '/does-not-exist.png', alt: '' },
  },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await waitFor(() => {
      const element = canvasElement.querySelector('[data-part="fallback"]');
      if (!element) throw new Error('No fallback yet');
      return element;
    });
    // The picture said nothing, so its absence says nothing either: the tile is hidden from screen readers.
    await expect(fallback).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(fallback).toHaveTextContent('Starfall');
    await expect(fallback).toBeVisible();
  },
};

export const MediaWithoutCover: Story = {
  name: 'Media: no cover',
  args: { variant: 'media', title: 'Project Halcyon', children: 'Announced. Cover art coming soon.' },
  play: async ({ canvas, canvasElement }) => {
    // A game without a cover yet gets the same tile, straight away, and nothing is announced for it.
    const fallback = canvasElement.querySelector('[data-part="fallback"]');
    await expect(fallback).toHaveTextContent('Project Halcyon');
    await expect(fallback).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Project Halcyon' })).toBeVisible();
  },
};

export const MediaTranslatedFallback: Story = {
  name: 'Media: image fails (German)',
  args: { variant: 'media', image: { src: '/does-not-exist.png', alt: 'Cover von Starfall Tactics' } },
  render: (args) => (
    <I18nProvider locale="de-DE">
      <Card {...args} />
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Bild nicht verfügbar' })).toBeVisible();
  },
};

export const AspectRatio: Story = {
  args: {
    variant: 'media',
    aspectRatio: 16 / 9,
    title: 'Launch trailer',
    children: undefined,
    image: { src: cover, alt: '', width: 1280, height: 720 },
  },
  play: async ({ canvasElement }) => {
    const media = canvasElement.querySelector('[data-part="media"]');
    await expect(ratio(media)).toBeCloseTo(16 / 9, 1);
    const image = media?.querySelector('img');
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('alt', '');
  },
};

const navigate = fn();
const addToWishlist = fn();

export const WholeCardLink: Story = {
  args: {
    variant: 'media',
    href: '/games/starfall-tactics',
    image: { src: cover, alt: '' },
    footer: (
      <Button size="small" variant="secondary" onPress={addToWishlist}>
        Add to wishlist
      </Button>
    ),
  },
  render: (args) => (
    <NavigationProvider navigate={navigate}>
      <Card {...args} />
    </NavigationProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    addToWishlist.mockClear();
    // The link's name is the title alone, not the whole card read out.
    const link = canvas.getByRole('link', { name: 'Starfall Tactics' });
    await expect(link).toHaveAttribute('href', '/games/starfall-tactics');
    // The link's hit area covers the card: what lies under the description, or the cover, is the link.
    const hitAt = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    };
    await expect(hitAt(canvas.getByText(/turn-based strategy/))).toBe(link);
    const media = canvasElement.querySelector('[data-part="media"]');
    if (!media) throw new Error('No cover');
    await expect(hitAt(media)).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/games/starfall-tactics');
    // The footer's button stays pressable on its own.
    const wishlist = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(wishlist.contains(hitAt(wishlist))).toBe(true);
    await userEvent.click(wishlist);
    await expect(addToWishlist).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledTimes(1);
    // Keyboard: the title is the one tab stop for the card, and the ring goes round the card.
    const card = canvasElement.querySelector('[data-component="Card"]');
    if (!card) throw new Error('No card');
    wishlist.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(wishlist).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('none');
  },
};

export const RefusedUrl: Story = {
  args: { href: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Starfall Tactics' })).toBeVisible();
  },
};

export const CoverGrid: Story = {
  name: 'Composed: a list of covers',
  decorators: [],
  render: () => (
    <ul
      aria-label="Games"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 12rem)',
        gap: 16,
        padding: 0,
        margin: 0,
      }}
    >
      <Card as="li" variant="media" title="Starfall Tactics" href="/games/1" image={{ src: cover, alt: '' }} />
      <Card as="li" variant="media" title="Ember Run" href="/games/2" image={{ src: '/does-not-exist.png', alt: '' }} />
      <Card as="li" variant="media" title="Tidebound" href="/games/3" image={{ src: cover, alt: '' }} />
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toBeVisible();
    // Covers that load and covers that fail take the same height, so the grid stays even.
    const items = canvas.getAllByRole('listitem');
    await waitFor(() => expect(items[1]?.querySelector('[data-part="media"]')).toHaveAttribute('data-state', 'error'));
    const heights = items.map((item) => item.querySelector('[data-part="media"]')?.getBoundingClientRect().height);
    await expect(heights[0]).toBe(heights[1]);
    await expect(canvas.getByRole('link', { name: 'Ember Run' })).toBeVisible();
  },
};
