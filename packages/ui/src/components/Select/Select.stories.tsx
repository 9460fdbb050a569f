import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../Dialog/Dialog';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import type { SelectOption, SelectSection } from '../private/collection';
import { maxWidthDecorator } from '../private/storyHelpers';
import { storyGames } from '../private/storyOptions';
import { Select } from './Select';

const games: SelectOption[] = [...storyGames];

const topics: SelectSection[] = [
  {
    id: 'orders',
    title: 'Orders',
    options: [
      { id: 'order-missing', label: 'Order not received' },
      { id: 'refund', label: 'Refund request' },
      { id: 'payment', label: 'Payment failed' },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    options: [
      { id: 'sign-in', label: 'Cannot sign in' },
      { id: 'email', label: 'Change my email address' },
    ],
  },
  {
    id: 'game',
    title: 'In the game',
    options: [
      { id: 'bug', label: 'Bug or crash' },
      { id: 'save', label: 'Lost save data' },
    ],
  },
];

/** The list sits just below its trigger, lined up with its start edge (kept 12px inside the viewport). */
async function expectBelow(trigger: HTMLElement) {
  const popover = screen.getByRole('listbox').closest<HTMLElement>('[data-part="popover"]');
  await waitFor(() => {
    const list = popover?.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    expect(Math.abs((list?.left ?? 0) - Math.max(box.left, 12))).toBeLessThan(2);
    expect((list?.top ?? 0) - box.bottom).toBeGreaterThanOrEqual(0);
    expect((list?.top ?? 0) - box.bottom).toBeLessThan(12);
    expect(list?.width ?? 0).toBeGreaterThanOrEqual(box.width - 1);
  });
}

const listIsGone = () => expect(screen.queryByRole('listbox')).toBeNull();
const option = (name: string) => screen.getByRole('option', { name });

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Game',
    items: games,
    placeholder: 'Choose a game',
    description: 'The game your question is about.',
    onSelectionChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    renderOption: { control: false },
    rules: { control: false },
  },
  decorators: [maxWidthDecorator('22rem')],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Game/ });
    await expect(trigger).toHaveAttribute('data-part', 'trigger');
    await expect(trigger.closest('[data-component="Select"]')).not.toBeNull();
    await expect(trigger).toHaveTextContent('Choose a game');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('The game your question is about.'));

    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: /^Game/ });
    await expectBelow(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(games.map((game) => game.label));

    await userEvent.click(option('Steel Tide'));
    await waitFor(listIsGone);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('steel-tide');
    await expect(trigger).toHaveTextContent('Steel Tide');
    await waitFor(() => expect(trigger).toHaveFocus());

    // A click outside closes the list without changing the choice.
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await expect(option('Steel Tide')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Steel Tide');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  parameters: { a11y: { context: 'body' } },
  render: (args) => (
    <>
      <Select {...args} />
      <Button variant="secondary">Continue</Button>
    </>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens the list on its first option; the arrows move without wrapping round.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox', { name: /^Game/ });
    await waitFor(() => expect(option('Rally Frontier')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Steel Tide')).toHaveFocus();
    // Keyboard focus shows the focus ring on the option.
    await expect(option('Steel Tide')).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(option('Steel Tide')).outlineStyle).toBe('solid');
    await userEvent.keyboard('{End}');
    await expect(option('Élan Arena')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Élan Arena')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(option('Rally Frontier')).toHaveFocus();

    // Escape closes without choosing; focus is back on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Choose a game');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    // Space opens too; Enter chooses the focused option.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(option('Rally Frontier')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Sky Harbour');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sky-harbour');

    // Arrow Down opens on the chosen option.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Sky Harbour')).toHaveFocus());
    await expect(option('Sky Harbour')).toHaveAttribute('aria-selected', 'true');
    await expect(option('Steel Tide')).toHaveAttribute('aria-selected', 'false');

    // Tab closes the list and moves on to the next control.
    await userEvent.keyboard('{Tab}');
    await waitFor(listIsGone);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
    await expect(trigger).toHaveTextContent('Sky Harbour');

    // Ends open, so the accessibility check covers the open list.
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(option('Sky Harbour')).toHaveFocus());
  },
};

export const Typeahead: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.tab();

    // On the closed field, typing chooses the first option starting with the typed letters.
    await userEvent.keyboard('s');
    await expect(trigger).toHaveTextContent('Steel Tide');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('steel-tide');
    await userEvent.keyboard('k');
    await expect(trigger).toHaveTextContent('Sky Harbour');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sky-harbour');
    await expect(screen.queryByRole('listbox')).toBeNull();

    // In the open list, typing moves focus; accents and case do not matter.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Sky Harbour')).toHaveFocus());
    await userEvent.keyboard('e');
    await expect(option('Élan Arena')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();

    // Several letters typed quickly find the option starting with all of them.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(option('Sky Harbour')).toHaveFocus());
    await userEvent.keyboard('ni');
    await expect(option('Night Circuit')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Night Circuit');
    await expect(trigger).toHaveFocus();
  },
};

export const Sections: Story = {
  args: { label: 'Topic', items: topics, placeholder: 'Choose a topic', description: undefined },
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Topic/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: /^Topic/ });
    const orders = within(listbox).getByRole('group', { name: 'Orders' });
    await expect(
      within(orders)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Order not received', 'Refund request', 'Payment failed']);
    await expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    await expect(within(listbox).getByRole('group', { name: 'In the game' })).toBeInTheDocument();

    // Opened by pointer with nothing chosen, the list itself takes focus; Arrow Down enters it.
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(option('Order not received')).toHaveFocus();
    // The arrows run through the sections as one list; the section titles are skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(option('Cannot sign in')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Cannot sign in');

    // Ends open for the accessibility check of sections.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Cannot sign in')).toHaveFocus());
  },
};

export const InsideADialog: Story = {
  args: { label: 'Severity of the bug', items: games.slice(0, 3), description: undefined },
  parameters: { a11y: { context: 'body' } },
  render: (args) => (
    <Dialog>
      <DialogTrigger>Report a bug</DialogTrigger>
      <DialogContent>
        <DialogTitle>Report a bug</DialogTitle>
        <Select {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report a bug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a bug' });
    await waitFor(() => expect(dialog).toBeVisible());
    const trigger = within(dialog).getByRole('combobox', { name: /^Severity of the bug/ });
    await userEvent.click(trigger);

    // The list opens inside the dialog, so the dialog's focus trap lets focus into it.
    const listbox = await screen.findByRole('listbox');
    await expect(dialog).toContainElement(listbox);
    await waitFor(() => expect(listbox).toHaveFocus());
    await expectBelow(trigger);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(option('Steel Tide')).toHaveFocus();

    // Escape closes the list only; the dialog stays open with focus on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Steel Tide');

    // A second Escape, with the list closed, closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DisabledOptions: Story = {
  args: {
    items: games.map((game) => (game.id === 'sky-harbour' ? { ...game, isDisabled: true } : game)),
    description: 'Sky Harbour support opens at launch.',
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    const unavailable = option('Sky Harbour');
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');

    // The arrows skip it, and choosing it does nothing.
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(option('Night Circuit')).toHaveFocus();
    await userEvent.click(unavailable);
    await expect(screen.getByRole('listbox')).toBeInTheDocument();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'steel-tide' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Game/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Steel Tide');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const submitted = fn();

export const Validation: Story = {
  render: () => (
    <StoryForm onSubmit={submitted} submitLabel="Send">
      <Select label="Topic" name="topic" items={topics} placeholder="Choose a topic" isRequired />
      <Select
        label="Game"
        name="game"
        items={games}
        placeholder="Choose a game"
        isRequired
        errorMessage="Choose the game your question is about"
      />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    const topic = canvas.getByRole('combobox', { name: 'Topic' });
    const game = canvas.getByRole('combobox', { name: 'Game' });
    await expect(topic).toHaveAttribute('aria-required', 'true');

    // Submitting with nothing chosen: both fields show their error, focus goes to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expectFieldError(topic, 'Invalid field'));
    await expectFieldError(game, 'Choose the game your question is about');
    await expect(topic).toHaveFocus();
    await expect(canvas.getByText('2 fields need your attention')).toBeInTheDocument();
    await expect(submitted).not.toHaveBeenCalled();

    // After a submit, a choice clears the error at once.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Order not received')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(listIsGone);
    await expectNoFieldError(topic);
    await expectFieldError(game, 'Choose the game your question is about');

    await userEvent.tab();
    await expect(game).toHaveFocus();
    await userEvent.keyboard('n');
    await expectNoFieldError(game);

    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByText('Submitted 1')).toBeInTheDocument());
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ topic: 'refund', game: 'night-circuit' }));
  },
};

export const ValidationOnLeave: Story = {
  args: { isRequired: true, description: undefined },
  render: (args) => (
    <>
      <Select {...args} />
      <Button variant="secondary">Continue</Button>
    </>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Game' });
    // Passing through the field without using it shows nothing.
    await userEvent.tab();
    await userEvent.tab();
    await expectNoFieldError(trigger);

    // Opening the list and leaving the field without a choice shows the error.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expectNoFieldError(trigger);
    await userEvent.tab();
    await expectFieldError(trigger, 'Invalid field');

    // Choosing clears it.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('r');
    await expectNoFieldError(trigger);
    await expect(trigger).toHaveTextContent('Rally Frontier');
  },
};
