import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { expectFieldError } from '../Form/storyHelpers';
import { RatingInput } from './RatingInput';

const meta = {
  title: 'Components/RatingInput',
  component: RatingInput,
  args: { label: 'How much did you enjoy the session?', onChange: fn() },
  argTypes: { max: { control: { type: 'range', min: 2, max: 10 } } },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { minLabel: 'Not at all', maxLabel: 'Very much' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /^How much did you enjoy the session\?/ });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    // Every point has a text name; the ends carry their words.
    await expect(canvas.getByRole('radio', { name: '1 of 5, Not at all' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '5 of 5, Very much' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('4'));
    await expect(canvas.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByText('4').closest('[data-part="point"]')).toHaveAttribute('data-state', 'checked');
    await expect(group.closest('[data-component="RatingInput"]')).not.toBeNull();
  },
};

export const Scales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RatingInput label="Would you recommend the game?" max={2} minLabel="No" maxLabel="Yes" />
      <RatingInput
        label="How likely are you to play again?"
        max={10}
        defaultValue={7}
        minLabel="Not likely"
        maxLabel="Very likely"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const short = canvas.getByRole('radiogroup', { name: /^Would you recommend/ });
    await expect(short.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: '2 of 2, Yes' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '7 of 10' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '10 of 10, Very likely' })).toBeInTheDocument();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RatingInput label="Read-only rating" isReadOnly defaultValue={4} />
      <RatingInput label="Disabled rating" isDisabled defaultValue={2} />
      <RatingInput label="Invalid rating" isInvalid errorMessage="Rate the session" />
    </div>
  ),
  play: async ({ canvas }) => {
    const readOnly = canvas.getByRole('radiogroup', { name: /^Read-only rating/ });
    await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getAllByText('2')[0] as HTMLElement);
    await expect(canvas.getAllByRole('radio', { name: '4 of 5' })[0]).toBeChecked();
    await expect(canvas.getAllByRole('radio', { name: '2 of 5' })[1]).toBeDisabled();
    await expect(canvas.getAllByRole('radio', { name: '2 of 5' })[1]).toBeChecked();
    const invalid = canvas.getByRole('radiogroup', { name: /^Invalid rating/ });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('Rate the session');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, args }) => {
    const three = canvas.getByRole('radio', { name: '3 of 5' });
    // Tab enters the scale on the chosen point, with a visible focus ring.
    await userEvent.tab();
    await expect(three).toHaveFocus();
    await expect(three.closest('label')).toHaveAttribute('data-focus-visible');
    // Right and Up go higher, Left and Down lower; the arrows wrap round at either end.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 of 5' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '2 of 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1 of 5' })).toBeChecked();
    // One tab stop for the whole scale: Tab leaves it.
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
    <Form aria-label="Playtest survey" onSubmit={onSubmit}>
      <RatingInput {...args} name="enjoyment" isRequired />
      <FormSubmit>Send answers</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How much did you enjoy the session?' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expectFieldError(group, 'Invalid field');
    await expect(onSubmit).not.toHaveBeenCalled();
    // Focus moves to the first point; choosing one clears the error.
    await expect(canvas.getByRole('radio', { name: '1 of 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    // The form gets the point as a number, not the radio's text value.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ enjoyment: 2 }));
  },
};
