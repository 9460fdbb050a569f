import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MynaconDownload, MynaconPlaytest } from '../../icons/generated';
import { NavigationProvider } from '../../navigation/NavigationProvider';
import { Button } from '../Button/Button';
import { StoryBreadcrumb } from '../private/storyHelpers';
import { PageHeader } from './PageHeader';

const navigate = fn();
const onJoin = fn();

const breadcrumb = (
  <StoryBreadcrumb
    trail={[
      { href: '/', label: 'Home' },
      { href: '/playtests', label: 'Playtests' },
    ]}
    current="Skyforge closed beta"
  />
);

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Skyforge closed beta',
    description: 'Play the new co-op campaign before launch and tell the team what you think.',
    eyebrow: breadcrumb,
    actions: (
      <Button icon={<MynaconPlaytest />} onPress={onJoin}>
        Join the playtest
      </Button>
    ),
  },
  argTypes: { eyebrow: { control: false }, actions: { control: false } },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Skyforge closed beta' });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-component="PageHeader"]')).toContainElement(title);
    await expect(canvas.getByText(/co-op campaign/)).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, actions: undefined, title: 'Your account' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    // Empty slots leave no empty wrappers behind, so spacing stays even.
    for (const part of ['eyebrow', 'description', 'actions']) {
      await expect(canvasElement.querySelector(`[data-part="${part}"]`)).toBeNull();
    }
  },
};

export const WithBreadcrumb: Story = {
  args: { actions: undefined },
  play: async ({ canvas }) => {
    const breadcrumbNav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const title = canvas.getByRole('heading', { level: 1 });
    // The breadcrumb sits above the title, in reading order as well as on screen.
    await expect(breadcrumbNav.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(breadcrumbNav.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Playtests' }));
    await expect(navigate).toHaveBeenCalledWith('/playtests', undefined);
  },
};

export const WithEyebrowText: Story = {
  args: { eyebrow: 'Support', title: 'Contact player support', actions: undefined },
  play: async ({ canvas }) => {
    const eyebrow = canvas.getByText('Support');
    const title = canvas.getByRole('heading', { level: 1, name: 'Contact player support' });
    await expect(eyebrow.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The eyebrow is not a heading of its own.
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button icon={<MynaconPlaytest />} onPress={onJoin}>
          Join the playtest
        </Button>
        <Button variant="secondary" icon={<MynaconDownload />} href="/playtests/skyforge/notes">
          Patch notes
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onJoin.mockClear();
    const join = canvas.getByRole('button', { name: 'Join the playtest' });
    await userEvent.click(join);
    await expect(onJoin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Patch notes' })).toHaveAttribute(
      'href',
      '/playtests/skyforge/notes',
    );
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { title: 'Einstellungen für Benachrichtigungen und Datenschutzeinstellungen' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="PageHeader"]');
    const title = canvas.getByRole('heading', { level: 1 });
    // A long German title wraps instead of pushing the page sideways, and the actions go below it.
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
    const action = canvas.getByRole('button', { name: 'Join the playtest' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
  },
};
