import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { username } from '../../validation/rules';
import { describedBy, expectFieldError, expectNoFieldError, StoryForm } from '../Form/storyHelpers';
import { maxWidthDecorator } from '../private/storyHelpers';
import { TextField, type TextFieldProps, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Player name', description: 'Shown on your profile and in the forums.', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    label: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [maxWidthDecorator('28rem')],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Player name/ });
    await expect(input.closest('[data-component="TextField"]')).not.toBeNull();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Shown on your profile'));
    await userEvent.type(input, 'NightOwl');
    await expect(input).toHaveValue('NightOwl');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('NightOwl'));
  },
};

export const Validation: Story = {
  args: {
    label: 'Player name',
    name: 'playerName',
    isRequired: true,
    minLength: 3,
    rules: [username],
    description: 'At least 3 characters, no spaces.',
  },
  render: (args) => (
    <StoryForm>
      <TextField {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' });
    await expect(input).toHaveAttribute('aria-required', 'true');

    // Blur: the first failing rule shows, linked to the input.
    await userEvent.type(input, 'ab');
    await userEvent.tab();
    await expectFieldError(input, 'The filed needs at least 3 characters');

    // Fixing it while an error shows clears it once typing pauses.
    await userEvent.type(input, 'c d');
    await userEvent.tab();
    await expectFieldError(input, 'Username contains forbidden characters');
    await userEvent.clear(input);
    await userEvent.type(input, 'abcd');
    await waitFor(() => expectNoFieldError(input));

    // Submit with the field empty: required, and focus goes to the field.
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expectFieldError(input, 'Invalid field');

    await userEvent.type(input, 'NightOwl');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Submitted 1')).toBeInTheDocument();
    await expectNoFieldError(input);
  },
};

export const CustomMessage: Story = {
  args: { label: 'Player name', isRequired: true, errorMessage: 'Enter the name other players will see' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' });
    await userEvent.type(input, 'x');
    await userEvent.clear(input);
    await userEvent.tab();
    await expectFieldError(input, 'Enter the name other players will see');
  },
};

export const Counter: Story = {
  args: { label: 'Headline', description: undefined, maxLength: 20, showCounter: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /^Headline/ });
    const counter = canvas.getByText('0 of 20 characters');
    const announcer = canvasElement.querySelector('[data-part="counter-announcement"]');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    // The counter describes the input, so it is read on focus.
    await expect(describedBy(input)).toContain(counter);

    // Below 80 %: the visible count follows, nothing is announced.
    await userEvent.type(input, 'Patch notes for'); // 15
    await expect(counter).toHaveTextContent('15 of 20 characters');
    await expect(announcer).toHaveTextContent('');

    // Crossing 80 % announces once; further keystrokes in the same band do not.
    await userEvent.type(input, ' v'); // 17
    await expect(announcer).toHaveTextContent('16 of 20 characters');
    await expect(counter).toHaveAttribute('data-state', 'near');

    // The limit and past it are announced; past it is an error on blur.
    await userEvent.type(input, '1.2'); // 20
    await expect(announcer).toHaveTextContent('20 of 20 characters');
    await userEvent.type(input, '!'); // 21
    await expect(counter).toHaveAttribute('data-state', 'over');
    await expect(announcer).toHaveTextContent('21 of 20 characters');
    await userEvent.tab();
    await expectFieldError(input, 'Invalid field');
  },
};

export const Debounce: Story = {
  args: { label: 'Search the forums', description: undefined, type: 'search' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: /^Search the forums/ });
    await userEvent.type(input, 'crash');
    // Typing shows at once; consumers have not been told yet.
    await expect(input).toHaveValue('crash');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Once typing pauses, one call with the whole value.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('crash');

    // Blur flushes at once, without waiting for the pause.
    await userEvent.type(input, ' on launch');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith('crash on launch');
  },
};

export const NativeValidation: Story = {
  args: {
    label: 'Player name',
    name: 'playerName',
    description: undefined,
    isRequired: true,
    nativeValidation: true,
    minLength: 3,
  },
  render: (args) => <NativeForm {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' }) as HTMLInputElement;
    await expect(input).toBeRequired();

    // The browser blocks the submission with our message as the custom validity, and the field shows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByText(/^Submitted/)).toBeNull();
    await expect(input.validity.valid).toBe(false);
    await expect(input.validationMessage).toBe('Invalid field');
    await waitFor(() => expectFieldError(input, 'Invalid field'));
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'ab');
    await expect(input.validationMessage).toBe('The filed needs at least 3 characters');
    await expect(input.matches(':invalid')).toBe(true);

    await userEvent.type(input, 'c');
    await expect(input.validity.valid).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Submitted abc')).toBeInTheDocument();
  },
};

/** A plain form without `noValidate`: the browser's constraint validation decides whether it submits. */
function NativeForm(props: TextFieldProps) {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      aria-label="Native validation"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('playerName')));
      }}
    >
      <TextField {...props} />
      <button type="submit">Save</button>
      <p role="status">{submitted ? `Submitted ${submitted}` : ''}</p>
    </form>
  );
}

export const NativeValidationOff: Story = {
  args: { label: 'Player name', description: undefined, isRequired: true },
  render: (args) => (
    <form aria-label="Own validation" onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Player name' }) as HTMLInputElement;
    // No native constraint: the browser never blocks, the field's own rules decide.
    await expect(input).not.toHaveAttribute('required');
    await expect(input.validity.valid).toBe(true);
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** The parent holds the value: it receives the debounced value and can replace it, here with a Clear button. */
function ControlledExample(props: TextFieldProps) {
  const [value, setValue] = useState('Night');
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <TextField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
      <p>Saved value: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  args: { description: undefined },
  render: (args) => <ControlledExample {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Player name/ });
    await expect(input).toHaveValue('Night');
    await userEvent.type(input, 'Owl');
    await expect(input).toHaveValue('NightOwl');
    await expect(await canvas.findByText('Saved value: NightOwl')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'NightOwl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Player name/ });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('NightOwl');
  },
};

/** The commits of the field below since its story rendered: each a mount or an update. */
const commits: string[] = [];

/**
 * A field without a description renders once on mounting (changeset `fields-render-once-on-mount`): react-aria looks
 * for the description's element once the field is mounted, and without one it rendered the field a second time, in
 * the same task. The field's `aria-describedby` names only what describes it.
 */
export const WithoutDescription: Story = {
  args: { description: undefined },
  render: (args) => {
    commits.length = 0;
    return (
      <Profiler id="field" onRender={(_, phase) => commits.push(phase)}>
        <TextField {...args} />
      </Profiler>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Player name/ });
    await expect(commits.filter((phase) => phase !== 'mount')).toEqual([]);
    await expect(input).not.toHaveAccessibleDescription();
    await expect(describedBy(input).map((element) => element.getAttribute('data-part'))).toEqual(['error']);
    await userEvent.type(input, 'Owl');
    await expect(input).toHaveValue('Owl');
    await expect(commits.filter((phase) => phase !== 'mount').length).toBeGreaterThan(0);
  },
};
