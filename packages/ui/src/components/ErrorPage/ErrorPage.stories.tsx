import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

const navigate = fn();

const notFound = {
  title: 'Page not found',
  heading: 'Page not found',
  code: 404,
  hints: [
    "The page you requested can't be found.",
    'If you typed in the URL directly, make sure there are no typos.',
    'If you clicked on a link to get here, the link is obsolete.',
  ],
  action: { label: 'Back to homepage', href: '/' },
} satisfies ErrorPageProps;

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: notFound,
  argTypes: { hints: { control: 'object' }, action: { control: 'object' } },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <main>
          <Story />
        </main>
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(args.heading));
    await expect(canvas.getByRole('link', { name: args.action?.label })).toHaveAttribute('href', args.action?.href);
  },
};

export const NotFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const hints = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(hints.map((hint) => hint.textContent)).toEqual([
      "The page you requested can't be found.",
      'If you typed in the URL directly, make sure there are no typos.',
      'If you clicked on a link to get here, the link is obsolete.',
    ]);
    const action = canvas.getByRole('link', { name: 'Back to homepage' });
    await expect(action).toHaveAttribute('href', '/');
    await expect(action).toHaveAttribute('data-component', 'Button');
    // The code is decorative: shown large, hidden from screen readers, which hear the heading instead.
    const code = canvasElement.querySelector('[data-part="code"]');
    await expect(code).toHaveTextContent('404');
    await expect(code).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(document.title).toBe('Page not found'));
    navigate.mockClear();
    await userEvent.click(action);
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const GenericError: Story = {
  args: {
    // The spec spells the title and the heading differently; both are kept exactly.
    title: 'An error occured',
    heading: 'An error occurred',
    code: 500,
    hints: ['Something went wrong on our side. Please try again in a few minutes.'],
    action: { label: 'Back to homepage', href: '/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('An error occured'));
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  },
};

function MountToggle(props: ErrorPageProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setShown((value) => !value)}>
        {shown ? 'Hide error page' : 'Show error page'}
      </Button>
      {shown && <ErrorPage {...props} />}
    </>
  );
}

export const DocumentTitle: Story = {
  render: (args) => <MountToggle {...args} />,
  play: async ({ canvas }) => {
    const before = document.title;
    await expect(before).not.toBe('Page not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found'));
    // Leaving the error page gives the previous title back.
    await userEvent.click(canvas.getByRole('button', { name: 'Hide error page' }));
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(document.title).toBe(before));
  },
};

export const WithoutDocumentTitle: Story = {
  args: { setDocumentTitle: false },
  render: (args) => <MountToggle {...args} />,
  play: async ({ canvas }) => {
    const before = document.title;
    await userEvent.click(canvas.getByRole('button', { name: 'Show error page' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The router or the app sets the title itself.
    await expect(document.title).toBe(before);
  },
};

export const WithSupportLink: Story = {
  args: {
    children: (
      <p>
        Still stuck? <Link href="/support">Contact player support</Link>.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('link', { name: 'Back to homepage' });
    const support = canvas.getByRole('link', { name: 'Contact player support' });
    // The primary action comes first, the extra content after it.
    await expect(primary.compareDocumentPosition(support) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    await expect(primary).toHaveFocus();
    await userEvent.tab();
    await expect(support).toHaveFocus();
  },
};
