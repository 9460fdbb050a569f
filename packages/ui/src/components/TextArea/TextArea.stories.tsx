import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { describedBy, expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'Describe the problem',
    description: 'What happened, and what you expected to happen.',
    onChange: fn(),
  },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  decorators: [maxWidthDecorator('32rem')],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Describe the problem/ });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea.closest('[data-component="TextArea"]')).not.toBeNull();
    await userEvent.type(textarea, 'The game freezes{Enter}after the intro.');
    await expect(textarea).toHaveValue('The game freezes\nafter the intro.');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
  },
};

export const Validation: Story = {
  args: { name: 'description', isRequired: true, minLength: 20 },
  render: (args) => (
    <StoryForm submitLabel="Send ticket">
      <TextArea {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Describe the problem' });
    await userEvent.type(textarea, 'It crashes');
    await userEvent.tab();
    await expectFieldError(textarea, 'The filed needs at least 20 characters');

    await userEvent.clear(textarea);
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(textarea).toHaveFocus());
    await expectFieldError(textarea, 'Invalid field');

    await userEvent.type(textarea, 'It crashes when I open the map.');
    await waitFor(() => expectNoFieldError(textarea));
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await expect(await canvas.findByText('Submitted 1')).toBeInTheDocument();
  },
};

export const Counter: Story = {
  args: { maxLength: 100, showCounter: true, description: undefined },
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Describe the problem/ });
    const counter = canvas.getByText('0 of 100 characters');
    const announcer = canvasElement.querySelector('[data-part="counter-announcement"]');
    await expect(describedBy(textarea)).toContain(counter);
    await userEvent.click(textarea);
    await userEvent.paste('x'.repeat(79));
    await expect(counter).toHaveTextContent('79 of 100 characters');
    await expect(announcer).toHaveTextContent('');
    await userEvent.keyboard('y');
    await expect(announcer).toHaveTextContent('80 of 100 characters');
    await userEvent.paste('z'.repeat(25));
    await expect(counter).toHaveAttribute('data-state', 'over');
    await expect(announcer).toHaveTextContent('105 of 100 characters');
  },
};

export const Rows: Story = {
  args: { rows: 8, description: undefined },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Describe the problem/ });
    await expect(textarea).toHaveAttribute('rows', '8');
    // Players can drag it taller, never wider than the form.
    await expect(getComputedStyle(textarea).resize).toBe('vertical');
  },
};
