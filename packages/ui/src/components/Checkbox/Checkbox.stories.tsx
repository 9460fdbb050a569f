import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form, FormSubmit } from '../Form/Form';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Email me the patch notes', onChange: fn() },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me the patch notes' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me the patch notes'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(box.closest('[data-component]')).toHaveAttribute('data-component', 'Checkbox');
    await expect(box.closest('[data-component]')).toHaveAttribute('data-state', 'checked');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox isReadOnly defaultSelected>
        Read only
      </Checkbox>
      <Checkbox isInvalid errorMessage="Accept the terms of service to continue">
        Invalid
      </Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Unchecked' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled and checked' })).toBeChecked();
    const readOnly = canvas.getByRole('checkbox', { name: 'Read only' });
    await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('Read only'));
    await expect(readOnly).toBeChecked();
    const invalid = canvas.getByRole('checkbox', { name: 'Invalid' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('Accept the terms of service to continue');
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Show my profile in the community',
    description: 'Other players see your name and your bug reports.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show my profile in the community' });
    await expect(box).toHaveAccessibleDescription('Other players see your name and your bug reports.');
  },
};

const platforms = ['PC', 'PlayStation', 'Xbox'] as const;

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['PC']);
  const all = selected.length === platforms.length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? [...platforms] : [])}
      >
        All platforms
      </Checkbox>
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 32 }}>
        {platforms.map((platform) => (
          <Checkbox
            key={platform}
            isSelected={selected.includes(platform)}
            onChange={(checked) =>
              setSelected((current) => (checked ? [...current, platform] : current.filter((p) => p !== platform)))
            }
          >
            {platform}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const parent = canvas.getByRole('checkbox', { name: 'All platforms' });
    await expect(parent).toBePartiallyChecked();
    await expect(parent.closest('[data-component]')).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(canvas.getByText('All platforms'));
    await expect(parent).toBeChecked();
    for (const platform of platforms) await expect(canvas.getByRole('checkbox', { name: platform })).toBeChecked();
    await userEvent.click(canvas.getByText('Xbox'));
    await expect(parent).toBePartiallyChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me the patch notes' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    const label = box.closest('label');
    await expect(label).toHaveAttribute('data-focus-visible');
    const drawnBox = label?.querySelector('[data-part="box"]');
    if (!drawnBox) throw new Error('Expected the drawn box');
    await expect(getComputedStyle(drawnBox).outlineStyle).toBe('solid');
    // Space toggles, as on a native checkbox.
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

const onSubmit = fn();

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: () => (
    <Form aria-label="Create account" onSubmit={onSubmit}>
      <Checkbox name="terms" isRequired>
        I accept the terms of service
      </Checkbox>
      <FormSubmit>Create account</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(terms).toBeRequired();
    // Tabbing past the box says nothing: the player has not touched it yet.
    await userEvent.tab();
    await userEvent.tab();
    await expect(terms).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    await expect(terms).toHaveFocus();
    const error = canvas.getByText('Invalid field');
    const errorLine = error.closest('[data-part="error"]');
    await expect(terms.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine?.id);
    await expect(terms).toHaveAccessibleDescription('Invalid field');
    await expect(onSubmit).not.toHaveBeenCalled();
    // After a submit, the error clears as soon as the box is ticked.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(terms).not.toHaveAttribute('aria-invalid'));
    await expect(within(errorLine as HTMLElement).queryByText('Invalid field')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ terms: true }));
  },
};

export const ValidationOnBlur: Story = {
  render: () => (
    <Checkbox isRequired errorMessage="Accept the terms of service to continue">
      I accept the terms of service
    </Checkbox>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await userEvent.tab();
    // Ticked then unticked, then left: the custom message shows.
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    await expect(terms).toHaveAccessibleDescription('Accept the terms of service to continue');
  },
};
