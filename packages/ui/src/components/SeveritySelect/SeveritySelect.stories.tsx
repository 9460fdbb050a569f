import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { severities } from '../Badge/SeverityBadge';
import { expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { SeveritySelect } from './SeveritySelect';

const listIsGone = () => expect(screen.queryByRole('listbox')).toBeNull();
const option = (name: string) => screen.getByRole('option', { name });

const meta = {
  title: 'Components/SeveritySelect',
  component: SeveritySelect,
  args: {
    label: 'Severity',
    placeholder: 'How serious is it?',
    description: 'Critical: the game crashes or progress is lost.',
    onSelectionChange: fn(),
  },
  argTypes: {
    selectedKey: { control: 'select', options: [null, ...severities] },
    defaultSelectedKey: { control: 'select', options: [null, ...severities] },
    rules: { control: false },
  },
  decorators: [maxWidthDecorator('22rem')],
} satisfies Meta<typeof SeveritySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Severity/ });
    await expect(trigger.closest('[data-component="SeveritySelect"]')).not.toBeNull();
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: /^Severity/ });
    // From least to most severe, named by the translated severity alone.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Low', 'Medium', 'High', 'Critical']);
    await userEvent.click(option('High'));
    await waitFor(listIsGone);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('high');
    // The trigger shows the badge; its text says the choice for screen readers.
    await expect(trigger).toHaveTextContent('High');
    await expect(trigger.querySelector('[data-component="Badge"][data-severity="high"]')).not.toBeNull();
  },
};

export const NotColourAlone: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Severity/ }));
    await screen.findByRole('listbox');
    // Every option shows the severity badge: its word and an icon; critical is filled, high is outlined.
    for (const [severity, name] of [
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
      ['critical', 'Critical'],
    ] as const) {
      const badge = option(name).querySelector(`[data-component="Badge"][data-severity="${severity}"]`);
      await expect(badge).not.toBeNull();
      await expect(badge).toHaveTextContent(name);
      await expect(badge?.querySelector('svg')).not.toBeNull();
    }
    const emphasis = (name: string) =>
      option(name).querySelector('[data-component="Badge"]')?.getAttribute('data-emphasis');
    await expect(emphasis('Critical')).not.toBe(emphasis('High'));
  },
};

export const Keyboard: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Severity/ });
    await userEvent.tab();
    // Typing the first letter chooses on the closed field.
    await userEvent.keyboard('c');
    await expect(trigger).toHaveTextContent('Critical');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('critical');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Critical')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(option('Medium')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Critical');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(option('Critical')).toHaveFocus());
    await userEvent.keyboard('{Home} ');
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Low');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Low')).toHaveFocus());
  },
};

export const Translated: Story = {
  render: (args) => (
    <I18nProvider locale="fr-FR">
      <SeveritySelect {...args} label="Gravité" placeholder="Quelle gravité ?" description={undefined} />
    </I18nProvider>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Gravité/ });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await expect(option('Faible')).toBeInTheDocument();
    await expect(option('Critique')).toBeInTheDocument();
    // Typeahead follows the translated names and ignores accents: “e” finds “Élevée”.
    await userEvent.keyboard('e{Enter}');
    await waitFor(listIsGone);
    await expect(trigger).toHaveTextContent('Élevée');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('high');
  },
};

const submitted = fn();

export const Validation: Story = {
  render: (args) => (
    <StoryForm onSubmit={submitted} submitLabel="Send report">
      <SeveritySelect {...args} name="severity" isRequired />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    const trigger = canvas.getByRole('combobox', { name: 'Severity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expectFieldError(trigger, 'Invalid field'));
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Low')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(listIsGone);
    await expectNoFieldError(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(canvas.getByText('Submitted 1')).toBeInTheDocument());
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ severity: 'medium' }));
  },
};
