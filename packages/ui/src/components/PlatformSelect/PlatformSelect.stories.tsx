import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { PlatformSelect } from './PlatformSelect';
import { ticketPlatforms } from './samplePlatforms';

const listIsGone = () => expect(screen.queryByRole('listbox')).toBeNull();
const option = (name: string) => screen.getByRole('option', { name });
const optionsOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((item) => item.textContent);

const meta = {
  title: 'Components/PlatformSelect',
  component: PlatformSelect,
  args: {
    label: 'Platform',
    options: ticketPlatforms,
    placeholder: 'Choose your platform',
    description: 'Where you play the game.',
    onSelectionChange: fn(),
  },
  argTypes: {
    options: { control: false },
    rules: { control: false },
  },
  decorators: [maxWidthDecorator('22rem')],
} satisfies Meta<typeof PlatformSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Platform/ });
    await expect(trigger.closest('[data-component="PlatformSelect"]')).not.toBeNull();
    await userEvent.click(trigger);
    await screen.findByRole('listbox', { name: /^Platform/ });
    await userEvent.click(option('PS5'));
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('PS5');
    // The API's id and the whole option come back, not the display name.
    await expect(args.onSelectionChange).toHaveBeenCalledWith(21, { id: 21, name: 'PlayStation::PS5' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const GroupsAndDisplayNames: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Platform/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: /^Platform/ });

    // Each global platform heads its group and is its first option; models show as players know them.
    await expect(within(listbox).getAllByRole('group')).toHaveLength(4);
    await expect(optionsOf('PC')).toEqual(['PC', 'Steam', 'Epic Games Store']);
    await expect(optionsOf('PlayStation')).toEqual(['PlayStation', 'PS4', 'PS5']);
    await expect(optionsOf('Xbox')).toEqual(['Xbox', 'Xbox One', 'Xbox Series X|S']);
    await expect(optionsOf('Nintendo Switch')).toEqual(['Nintendo Switch', 'Nintendo Switch Lite']);
    await expect(listbox).not.toHaveTextContent('::');

    // One list for the keyboard: the arrows run from group to group, typing jumps.
    await waitFor(() => expect(option('PC')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(option('PlayStation')).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(option('Xbox')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(option('Nintendo Switch Lite')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Nintendo Switch Lite');

    // Escape closes and gives focus back; the story ends open for the accessibility check.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Nintendo Switch Lite')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(option('Nintendo Switch Lite')).toHaveFocus());
  },
};

export const UnsortedApiData: Story = {
  args: {
    // As an API may send them: models before their global platform, other casings, a model whose global
    // platform is missing, and a global platform without models.
    options: [
      { id: 21, name: 'PlayStation::PS5' },
      { id: 31, name: 'Xbox::Xbox Series X|S' },
      { id: 2, name: 'PlayStation' },
      { id: 22, name: 'playstation::PS4' },
      { id: 51, name: 'Steam Deck::Steam Deck OLED' },
      { id: 6, name: 'Mobile' },
    ],
  },
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Platform/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(optionsOf('PlayStation')).toEqual(['PlayStation', 'PS5', 'PS4']);
    // Without its global platform in the list, a group is named after the parent the model gives.
    await expect(optionsOf('Xbox')).toEqual(['Xbox Series X|S']);
    await expect(optionsOf('Steam Deck')).toEqual(['Steam Deck OLED']);
    // A global platform with no models stands on its own.
    const mobile = option('Mobile');
    await expect(mobile.parentElement).toBe(listbox);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
  },
};

const submitted = fn();

export const Validation: Story = {
  render: (args) => (
    <StoryForm onSubmit={submitted} submitLabel="Send report">
      <PlatformSelect {...args} name="platform" isRequired />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    const trigger = canvas.getByRole('combobox', { name: 'Platform' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expectFieldError(trigger, 'Invalid field'));
    await expect(trigger).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();

    // Typing on the closed field chooses: “ps5” finds PS5.
    await userEvent.keyboard('ps5');
    await expect(trigger).toHaveTextContent('PS5');
    await expectNoFieldError(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(canvas.getByText('Submitted 1')).toBeInTheDocument());
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ platform: '21' }));
  },
};
