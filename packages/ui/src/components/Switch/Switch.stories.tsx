import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Email me about playtests', onChange: fn() },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me about playtests' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me about playtests'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle.closest('[data-component]')).toHaveAttribute('data-component', 'Switch');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch isReadOnly defaultSelected>
        Read only
      </Switch>
      <Switch isInvalid errorMessage="Two-step sign-in must stay on for tournament accounts">
        Invalid
      </Switch>
      <Switch description="Shows your online status to friends.">With description</Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Off' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Disabled and on' })).toBeChecked();
    const readOnly = canvas.getByRole('switch', { name: 'Read only' });
    await userEvent.click(canvas.getByText('Read only'));
    await expect(readOnly).toBeChecked();
    const invalid = canvas.getByRole('switch', { name: 'Invalid' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('Two-step sign-in must stay on for tournament accounts');
    await expect(canvas.getByRole('switch', { name: 'With description' })).toHaveAccessibleDescription(
      'Shows your online status to friends.',
    );
  },
};

export const OnOffNotColourOnly: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    const thumbOf = (name: string) => {
      const thumb = canvas.getByRole('switch', { name }).closest('label')?.querySelector('[data-part="thumb"]');
      if (!thumb) throw new Error(`Expected a thumb for ${name}`);
      return thumb;
    };
    const trackOf = (name: string) => thumbOf(name).parentElement as HTMLElement;
    // On, the thumb sits at the far end of the track and carries a tick; off, it sits at the start, empty.
    const off = thumbOf('Off').getBoundingClientRect().left - trackOf('Off').getBoundingClientRect().left;
    const on = thumbOf('On').getBoundingClientRect().left - trackOf('On').getBoundingClientRect().left;
    await expect(on).toBeGreaterThan(off + 8);
    await expect(thumbOf('On').querySelector('svg')).not.toBeNull();
    await expect(thumbOf('Off').querySelector('svg')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me about playtests' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    const track = toggle.closest('label')?.querySelector('[data-part="track"]');
    if (!track) throw new Error('Expected the track');
    await expect(getComputedStyle(track).outlineStyle).toBe('solid');
    // Space toggles, as on a native checkbox.
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle.closest('[data-component]')).toHaveAttribute('data-state', 'on');
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

const onSubmit = fn();
const mustStayOn = (on: boolean) => (on ? null : { key: 'form.invalid' as const });

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form aria-label="Tournament account" onSubmit={onSubmit}>
      <Switch name="twoStep" rules={[mustStayOn]} description="Tournament accounts need it.">
        Two-step sign-in
      </Switch>
      <FormSubmit>Save settings</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Two-step sign-in' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-invalid', 'true'));
    const errorLine = canvas.getByText('Invalid field').closest('[data-part="error"]');
    if (!errorLine?.id) throw new Error('Expected the error line to have an id');
    await expect(toggle.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    await expect(toggle).toHaveAccessibleDescription('Tournament accounts need it. Invalid field');
    await expect(toggle).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ twoStep: true }));
  },
};
