import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: { shown: 10, total: 45, hasMore: true, isLoading: false, onLoadMore: fn() },
  argTypes: { focusTargetRef: { control: false } },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageSize = 10;
const postTitles = Array.from({ length: 25 }, (_, index) => `Community post ${index + 1}`);

/** Stands in for the API: the next page arrives on the next animation frame. */
function fetchPage(offset: number) {
  return new Promise<string[]>((resolve) => {
    requestAnimationFrame(() => resolve(postTitles.slice(offset, offset + pageSize)));
  });
}

/**
 * A community list as the portal builds it: each press fetches the next page and appends it. With
 * `moveFocus`, the first new post takes focus once it has arrived, through `focusTargetRef`.
 */
function CommunityList({ moveFocus, onLoadMore }: { moveFocus: boolean; onLoadMore?: () => void }) {
  const [posts, setPosts] = useState(() => postTitles.slice(0, pageSize));
  const [isLoading, setIsLoading] = useState(false);
  // Index of the first post of the latest page: the one that takes focus.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);

  const loadMore = async () => {
    onLoadMore?.();
    setIsLoading(true);
    const page = await fetchPage(posts.length);
    setFirstNew(posts.length);
    setPosts((current) => [...current, ...page]);
    setIsLoading(false);
  };

  return (
    <div>
      <ul aria-label="Community posts">
        {posts.map((title, index) => (
          // Focusable from script only, so it can take focus when it arrives without adding Tab stops.
          <li key={title} ref={index === firstNew ? firstNewRef : undefined} tabIndex={-1}>
            {title}
          </li>
        ))}
      </ul>
      <LoadMore
        shown={posts.length}
        total={postTitles.length}
        hasMore={posts.length < postTitles.length}
        isLoading={isLoading}
        onLoadMore={loadMore}
        focusTargetRef={moveFocus ? firstNewRef : undefined}
      />
    </div>
  );
}

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 10 of 45');
    await expect(status.closest('[data-component]')).toHaveAttribute('data-component', 'LoadMore');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /^Load more\s*, Loading$/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more');
    // Still focusable while loading, and a second press does not fetch twice.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const GrowingList: Story = {
  render: (args) => <CommunityList moveFocus onLoadMore={args.onLoadMore} />,
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Community posts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 10 of 25');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 20 of 25');
    // The player lands on the first new post, ready to read on.
    await waitFor(() => expect(canvas.getByText('Community post 11')).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.getByRole('status')).toHaveTextContent('All 25 shown');
    await expect(canvas.queryByRole('button', { name: /Load more/ })).toBeNull();
    await waitFor(() => expect(canvas.getByText('Community post 21')).toHaveFocus());
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const FocusStaysOnButton: Story = {
  render: (args) => <CommunityList moveFocus={false} onLoadMore={args.onLoadMore} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Community posts' });
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    // Without a focus target the button keeps focus, so the next press is one key away.
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('All 25 shown'));
    // The button has gone; focus goes to the status rather than being lost to the page.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};

export const AllShown: Story = {
  args: { shown: 45, total: 45, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All 45 shown');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const UnknownTotal: Story = {
  args: { shown: 20, total: undefined },
  play: async ({ canvas, args }) => {
    // No total known yet: the status says how many are shown so far.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Showing 20');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LocaleNumbers: Story = {
  args: { shown: 1200, total: 4500 },
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/1\.200\D+4\.500/);
  },
};
