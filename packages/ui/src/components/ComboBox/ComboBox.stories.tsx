import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import type { SelectOption, SelectSection } from '../private/collection';
import { maxWidthDecorator } from '../private/storyHelpers';
import { storyGames } from '../private/storyOptions';
import { ComboBox } from './ComboBox';

const games: SelectOption[] = [...storyGames, { id: 'tidebreakers', label: 'Tidebreakers' }];

const gamesByGenre: SelectSection[] = [
  {
    id: 'racing',
    title: 'Racing',
    options: [
      { id: 'rally-frontier', label: 'Rally Frontier' },
      { id: 'night-circuit', label: 'Night Circuit' },
    ],
  },
  {
    id: 'naval',
    title: 'Naval',
    options: [
      { id: 'steel-tide', label: 'Steel Tide' },
      { id: 'tidebreakers', label: 'Tidebreakers' },
    ],
  },
];

const listIsGone = () => expect(screen.queryByRole('listbox')).toBeNull();
const option = (name: string) => screen.getByRole('option', { name });
const optionNames = () => screen.getAllByRole('option').map((item) => item.textContent);

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Game',
    items: games,
    placeholder: 'Start typing a game',
    description: 'Type part of the name to narrow the list.',
    emptyMessage: 'No game matches',
    onSelectionChange: fn(),
    onInputChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    rules: { control: false },
  },
  decorators: [maxWidthDecorator('22rem')],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await expect(input.closest('[data-component="ComboBox"]')).not.toBeNull();
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Type part of the name'));

    await userEvent.type(input, 'tide');
    // Named “Suggestions” and the label, in the active locale.
    const listbox = await screen.findByRole('listbox', { name: /^Suggestions Game/ });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(optionNames()).toEqual(['Steel Tide', 'Tidebreakers']);

    // Choosing by pointer keeps focus in the input.
    await userEvent.click(option('Tidebreakers'));
    await waitFor(listIsGone);
    await expect(input).toHaveValue('Tidebreakers');
    await expect(input).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('tidebreakers');

    // The chevron opens the whole list; the chosen option is marked.
    const button = canvas.getByRole('button', { name: /^Show suggestions/ });
    await expect(button).toHaveAttribute('tabindex', '-1');
    await userEvent.click(button);
    await screen.findByRole('listbox');
    await expect(optionNames()).toHaveLength(games.length);
    await expect(option('Tidebreakers')).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    // Arrow Down opens the whole list on its first option; focus stays in the input, which points at it.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Rally Frontier').id);
    await expect(option('Rally Frontier')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Sky Harbour').id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Steel Tide').id);
    await expect(input).toHaveFocus();

    // Enter chooses.
    await userEvent.keyboard('{Enter}');
    await waitFor(listIsGone);
    await expect(input).toHaveValue('Steel Tide');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('steel-tide');

    // Escape closes the list and puts back the chosen option's name; focus never leaves the input.
    await userEvent.keyboard('{Control>}a{/Control}ni');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(input).toHaveValue('Steel Tide');
    await expect(input).toHaveFocus();

    // Emptying the input clears the choice.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(input).toHaveValue('');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);

    // Arrow Up opens on the last option; the story ends open for the accessibility check.
    await userEvent.keyboard('{ArrowUp}');
    await screen.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Tidebreakers').id);
    await expect(input).toHaveFocus();
  },
};

export const Filtering: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    // “Contains”, ignoring case.
    await userEvent.type(input, 'TIDE');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(['Steel Tide', 'Tidebreakers']);
    // Matches in the middle of a name count.
    await userEvent.clear(input);
    await userEvent.type(input, 'arbou');
    await waitFor(() => expect(optionNames()).toEqual(['Sky Harbour']));
    // Accents are ignored, in both directions.
    await userEvent.clear(input);
    await userEvent.type(input, 'elan');
    await waitFor(() => expect(optionNames()).toEqual(['Élan Arena']));

    // The arrows move through the matches only.
    await userEvent.clear(input);
    await userEvent.type(input, 'r');
    await waitFor(() =>
      expect(optionNames()).toEqual(['Rally Frontier', 'Sky Harbour', 'Night Circuit', 'Élan Arena', 'Tidebreakers']),
    );
    await userEvent.type(input, 'c');
    await waitFor(() => expect(optionNames()).toEqual(['Night Circuit']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(listIsGone);
    await expect(input).toHaveValue('Night Circuit');
  },
};

export const EmptyResults: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.type(input, 'tide');
    await screen.findByRole('listbox');
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent('');

    // No match: the list empties and the message shows in a live region.
    await userEvent.type(input, 'z');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    await expect(screen.getByRole('status')).toHaveTextContent('No game matches');
    await expect(screen.getByRole('listbox')).toBeInTheDocument();

    // Correcting the text brings the matches back.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(optionNames()).toEqual(['Steel Tide', 'Tidebreakers']));
    await expect(screen.getByRole('status')).toHaveTextContent('');

    // Ends showing the message, for the accessibility check.
    await userEvent.type(input, 'x');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No game matches'));
  },
};

export const WithoutEmptyMessage: Story = {
  args: { emptyMessage: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.type(input, 'sky');
    await screen.findByRole('listbox');
    // With no message to show, the popup closes when nothing matches.
    await userEvent.type(input, 'z');
    await waitFor(listIsGone);
    await expect(screen.queryByRole('status')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Sections: Story = {
  args: { items: gamesByGenre },
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    await expect(within(listbox).getByRole('group', { name: 'Racing' })).toBeInTheDocument();
    // Filtering drops the sections left without a match.
    await userEvent.type(input, 'tide');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('group')).toHaveLength(1));
    const naval = screen.getByRole('group', { name: 'Naval' });
    await expect(
      within(naval)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Steel Tide', 'Tidebreakers']);
  },
};

export const CustomValue: Story = {
  args: { allowsCustomValue: true, name: 'game', description: 'Not listed? Type its name.' },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="game"]');
    await userEvent.type(input, 'Moonfall Racing');
    await userEvent.tab();
    // The typed text stays and becomes the submitted value.
    await expect(input).toHaveValue('Moonfall Racing');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(hidden).toHaveValue('Moonfall Racing');

    // Text that is exactly an option's name chooses it.
    await userEvent.clear(input);
    await userEvent.type(input, 'steel tide');
    await userEvent.tab();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('steel-tide');
    await expect(input).toHaveValue('Steel Tide');
    await expect(hidden).toHaveValue('steel-tide');
  },
};

export const NoCustomValue: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    // Off by default: leaving text that matches no option puts back the choice (here, none).
    await userEvent.type(input, 'Moonfall');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();

    await userEvent.click(input);
    await userEvent.type(input, 'sky');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Sky Harbour');
    await userEvent.type(input, ' 2');
    await userEvent.tab();
    await expect(input).toHaveValue('Sky Harbour');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'steel-tide' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: /^Game/ });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Steel Tide');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const submitted = fn();

export const Validation: Story = {
  render: (args) => (
    <StoryForm onSubmit={submitted} submitLabel="Send">
      <ComboBox {...args} label="Game" name="game" isRequired />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    const input = canvas.getByRole('combobox', { name: 'Game' });
    await expect(input).toHaveAttribute('aria-required', 'true');

    // Submitting with nothing chosen shows the error on the field and moves focus to it.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expectFieldError(input, 'Invalid field'));
    await expect(input).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    // Text that matches no option is not a choice: the error stays when leaving the field.
    await userEvent.type(input, 'Moonfall');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expectFieldError(input, 'Invalid field');

    // Choosing clears it.
    await userEvent.click(input);
    await userEvent.type(input, 'harb');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectNoFieldError(input);

    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByText('Submitted 1')).toBeInTheDocument());
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ game: 'sky-harbour' }));
  },
};
