import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { DateField } from './DateField';

// A fixed "today" keeps the stories and their tests the same on every day of the year.
const today = '2025-06-15';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', today, onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const segments = (canvas: Canvas) => canvas.getAllByRole('spinbutton');
const segmentTypes = (canvas: Canvas) => segments(canvas).map((segment) => segment.getAttribute('data-type'));
const segment = (canvas: Canvas, type: 'day' | 'month' | 'year') => {
  const found = segments(canvas).find((element) => element.getAttribute('data-type') === type);
  if (!found) throw new Error(`Expected a ${type} segment`);
  return found;
};

export const Playground: Story = {
  args: { description: 'We use it to show games suitable for your age.' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /^Date of birth/ });
    await expect(group.closest('[data-component]')).toHaveAttribute('data-component', 'DateField');
    // en-GB, the default locale: day, month, year.
    await expect(segmentTypes(canvas)).toEqual(['day', 'month', 'year']);
    await userEvent.click(segment(canvas, 'day'));
    await userEvent.keyboard('29021996');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1996-02-29'));
    await expect(segment(canvas, 'day')).toHaveAttribute('aria-valuenow', '29');
  },
};

export const SegmentOrderEnUS: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, args }) => {
    // en-US: month, day, year (mm/dd/yyyy).
    await expect(segmentTypes(canvas)).toEqual(['month', 'day', 'year']);
    await expect(segments(canvas).map((element) => element.textContent)).toEqual(['mm', 'dd', 'yyyy']);
    await userEvent.click(segment(canvas, 'month'));
    await userEvent.keyboard('07041990');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1990-07-04'));
  },
};

export const SegmentOrderEnGB: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvas, args }) => {
    // en-GB: day, month, year (dd/mm/yyyy). The same keystrokes give another date than in en-US.
    await expect(segmentTypes(canvas)).toEqual(['day', 'month', 'year']);
    await expect(segments(canvas).map((element) => element.textContent)).toEqual(['dd', 'mm', 'yyyy']);
    await userEvent.click(segment(canvas, 'day'));
    await userEvent.keyboard('07041990');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1990-04-07'));
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '2000-01-15' },
  play: async ({ canvas, args }) => {
    const day = segment(canvas, 'day');
    const month = segment(canvas, 'month');
    const year = segment(canvas, 'year');
    // Tab enters on the first segment; the field shows the focus ring.
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await expect(day.closest('[data-part="group"]')).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(day.closest('[data-part="group"]') as Element).outlineStyle).toBe('solid');
    // Arrow keys change the focused segment; Right and Left move between segments.
    await userEvent.keyboard('{ArrowDown}');
    await expect(day).toHaveAttribute('aria-valuenow', '14');
    await userEvent.keyboard('{ArrowRight}');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(month).toHaveAttribute('aria-valuenow', '2');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2000-02-14'));
    // Typing a full segment moves on to the next one.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day).toHaveFocus();
    await userEvent.keyboard('15');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(year).toHaveFocus();
    // Backspace removes digits, then empties the segment.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(year).toHaveTextContent('yyyy');
    await userEvent.tab();
    // Half a date is not a date: the field says so when left.
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Invalid field')).toBeVisible();
  },
};

export const MinAge: Story = {
  args: {
    minAge: 13,
    description: 'You must be 13 or older to create an account.',
  },
  play: async ({ canvas, args }) => {
    const day = segment(canvas, 'day');
    // Twelve on 15 June 2025: born on 16 June 2012.
    await userEvent.click(day);
    await userEvent.keyboard('16062012');
    await userEvent.tab();
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    await expect(day).toHaveAccessibleDescription(/You must be at least 13 years old/);
    await expect(canvas.getByText('You must be at least 13 years old')).toBeVisible();
    // Thirteen today: born on 15 June 2012. The error clears as soon as the date is corrected.
    await userEvent.click(day);
    await userEvent.keyboard('15');
    await waitFor(() => expect(day).not.toHaveAttribute('aria-invalid'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2012-06-15');
    await expect(canvas.queryByText('You must be at least 13 years old')).toBeNull();
  },
};

export const NotInTheFuture: Story = {
  play: async ({ canvas }) => {
    const day = segment(canvas, 'day');
    await userEvent.click(day);
    await userEvent.keyboard('16062025');
    await userEvent.tab();
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Invalid field')).toBeVisible();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: '20rem' }}>
      <DateField label="Disabled" isDisabled defaultValue="1999-12-31" today={today} />
      <DateField label="Read only" isReadOnly defaultValue="1999-12-31" today={today} />
      <DateField label="Invalid" isInvalid errorMessage="Check your date of birth" today={today} />
    </div>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('group', { name: /^Disabled/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    const readOnlyDay = canvas
      .getAllByRole('spinbutton')
      .find(
        (element) =>
          element.getAttribute('aria-label')?.startsWith('day') &&
          element.closest('[data-component]')?.textContent?.includes('Read only'),
      );
    await expect(readOnlyDay).toHaveAttribute('aria-readonly', 'true');
    const invalid = canvas.getByRole('group', { name: /^Invalid/ });
    await expect(invalid).toHaveAccessibleDescription('Check your date of birth');
    for (const element of invalid.querySelectorAll('[role="spinbutton"]')) {
      await expect(element).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

const onSubmit = fn();

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: (args) => (
    <Form aria-label="Create account" onSubmit={onSubmit}>
      <DateField {...args} name="dateOfBirth" isRequired minAge={13} />
      <FormSubmit>Create account</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    const day = segment(canvas, 'day');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    // Focus goes to the first segment; every segment and the group point at the error.
    await expect(day).toHaveFocus();
    const errorLine = canvas.getByText('Invalid field').closest('[data-part="error"]');
    if (!errorLine?.id) throw new Error('Expected the error line to have an id');
    for (const element of segments(canvas)) {
      await expect(element).toHaveAttribute('aria-invalid', 'true');
      await expect(element.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    }
    await expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    await expect(onSubmit).not.toHaveBeenCalled();
    // Month and year first, the day last: the error clears as the last segment completes the date.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('012000');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(day).toHaveFocus();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('5');
    await waitFor(() => expect(day).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dateOfBirth: '2000-01-05' }));
  },
};
