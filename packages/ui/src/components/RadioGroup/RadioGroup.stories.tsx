import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { describedBy, errorLineOf, expectFieldError } from '../Form/storyHelpers';
import { RadioGroup, RadioGroupItem, radioGroupOrientations } from './RadioGroup';

const severityOptions = (
  <>
    <RadioGroupItem value="low">Low</RadioGroupItem>
    <RadioGroupItem value="medium">Medium</RadioGroupItem>
    <RadioGroupItem value="high">High</RadioGroupItem>
    <RadioGroupItem value="critical" description="The game crashes or progress is lost.">
      Critical
    </RadioGroupItem>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'How bad is the bug?', onChange: fn(), children: severityOptions },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /^How bad is the bug\?/ });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByText('High'));
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('high');
    await expect(canvas.getByRole('radio', { name: 'Critical' })).toHaveAccessibleDescription(
      'The game crashes or progress is lost.',
    );
    await expect(group.closest('[data-component="RadioGroup"]')).not.toBeNull();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'medium', label: 'Severity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /^Severity/ })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const low = canvas.getByRole('radio', { name: 'Low' }).getBoundingClientRect();
    const medium = canvas.getByRole('radio', { name: 'Medium' }).getBoundingClientRect();
    await expect(medium.left).toBeGreaterThan(low.left);
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Disabled group" isDisabled defaultValue="yes">
        <RadioGroupItem value="yes">Yes</RadioGroupItem>
        <RadioGroupItem value="no">No</RadioGroupItem>
      </RadioGroup>
      <RadioGroup label="One option disabled">
        <RadioGroupItem value="standard">Standard edition</RadioGroupItem>
        <RadioGroupItem value="deluxe" isDisabled>
          Deluxe edition (sold out)
        </RadioGroupItem>
      </RadioGroup>
      <RadioGroup label="Invalid group" isInvalid errorMessage="Choose how you found the bug">
        <RadioGroupItem value="playing">While playing</RadioGroupItem>
        <RadioGroupItem value="menus">In the menus</RadioGroupItem>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Standard edition' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Deluxe edition (sold out)' })).toBeDisabled();
    const invalid = canvas.getByRole('radiogroup', { name: /^Invalid group/ });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('Choose how you found the bug');
    await expect(canvas.getByRole('radio', { name: 'While playing' })).toHaveAccessibleDescription(
      'Choose how you found the bug',
    );
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'medium' },
  play: async ({ canvas, args }) => {
    const medium = canvas.getByRole('radio', { name: 'Medium' });
    // Tab enters the group on the selected option.
    await userEvent.tab();
    await expect(medium).toHaveFocus();
    await expect(medium.closest('label')).toHaveAttribute('data-focus-visible');
    // The arrows move and select; they wrap round at either end.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'High' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('high');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Low' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Critical' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    // One tab stop for the whole group: Tab leaves it.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

const onSubmit = fn();

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: (args) => (
    <Form aria-label="Report a bug" onSubmit={onSubmit}>
      <RadioGroup {...args} name="severity" isRequired />
      <FormSubmit>Send report</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How bad is the bug?' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expectFieldError(group, 'Invalid field');
    const errorLine = errorLineOf(group);
    for (const radio of canvas.getAllByRole('radio')) await expect(describedBy(radio)).toContain(errorLine);
    // Focus moves into the group; the arrows choose and clear the error.
    await expect(canvas.getByRole('radio', { name: 'Low' })).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ severity: 'medium' }));
  },
};
