import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 3, pageCount: 10, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page in state, as a list page of the portal would. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/** The accessible names of the page numbers, in order, with `…` for each ellipsis. */
function visibleRange(nav: HTMLElement) {
  return Array.from(nav.querySelectorAll('li:not([data-part="previous"]):not([data-part="next"])')).map((item) =>
    item.getAttribute('data-part') === 'ellipsis' ? '…' : (item.firstElementChild?.getAttribute('aria-label') ?? ''),
  );
}

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveAttribute('data-component', 'Pagination');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    // Pressing the current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const ClickThrough: Story = {
  args: { page: 1, pageCount: 5 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const AtTheEnds: Story = {
  args: { page: 1, pageCount: 4 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    // On the first page there is nowhere to go back to.
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const LongRange: Story = {
  args: { page: 1, pageCount: 20 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(visibleRange(nav)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', '…', 'Page 20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(visibleRange(nav)).toEqual(['Page 1', '…', 'Page 4', 'Page 5', 'Page 6', '…', 'Page 20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(visibleRange(nav)).toEqual(['Page 1', '…', 'Page 16', 'Page 17', 'Page 18', 'Page 19', 'Page 20']);
    // The ellipsis is visual only; screen readers skip it.
    for (const ellipsis of nav.querySelectorAll('[data-part="ellipsis"]')) {
      await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const AsLinks: Story = {
  args: { page: 2, pageCount: 12 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      // The router would load the page; here it only sets the page from the query string.
      <NavigationProvider
        navigate={(path) => setPage(Number(new URL(path, 'https://x.invalid').searchParams.get('page')))}
      >
        <Pagination {...args} page={page} getHref={(target) => `/community/bugs?page=${target}`} />
      </NavigationProvider>
    );
  },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    const current = canvas.getByRole('link', { name: 'Page 2' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/community/bugs?page=2');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/community/bugs?page=1');
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/community/bugs?page=12');
    await userEvent.click(canvas.getByRole('link', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // At the first page "previous" is no longer a link: there is nowhere to go.
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 1, pageCount: 3 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas }) => {
    // The disabled "previous" is skipped: Tab starts on the first page number.
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const second = canvas.getByRole('button', { name: 'Page 2' });
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    // Nothing to move between, so no landmark to announce.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const InGerman: Story = {
  args: { page: 2, pageCount: 3 },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
  },
};
