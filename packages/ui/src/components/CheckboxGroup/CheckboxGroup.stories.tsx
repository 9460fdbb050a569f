import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { Form, FormSubmit } from '../Form/Form';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const platformBoxes = (
  <>
    <Checkbox value="pc">PC</Checkbox>
    <Checkbox value="playstation">PlayStation</Checkbox>
    <Checkbox value="xbox">Xbox</Checkbox>
    <Checkbox value="switch">Nintendo Switch</Checkbox>
  </>
);

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Platforms you play on', onChange: fn(), children: platformBoxes },
  argTypes: {
    orientation: { control: 'inline-radio', options: checkboxGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'We show news for these platforms first.' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /^Platforms you play on/ });
    await expect(group).toHaveAccessibleDescription(/We show news for these platforms first\./);
    await userEvent.click(canvas.getByText('PC'));
    await userEvent.click(canvas.getByText('Xbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['pc', 'xbox']);
    await expect(canvas.getByRole('checkbox', { name: 'PC' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'PlayStation' })).not.toBeChecked();
    await expect(group.closest('[data-component="CheckboxGroup"]')).not.toBeNull();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['playstation'] },
  play: async ({ canvas }) => {
    const pc = canvas.getByRole('checkbox', { name: 'PC' }).getBoundingClientRect();
    const playstation = canvas.getByRole('checkbox', { name: 'PlayStation' }).getBoundingClientRect();
    // Side by side: the second box starts to the right of the first, on the same line.
    await expect(playstation.left).toBeGreaterThan(pc.left);
    await expect(Math.abs(playstation.top - pc.top)).toBeLessThan(4);
    await expect(canvas.getByRole('checkbox', { name: 'PlayStation' })).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CheckboxGroup label="Disabled group" isDisabled defaultValue={['pc']}>
        {platformBoxes}
      </CheckboxGroup>
      <CheckboxGroup label="One option disabled">
        <Checkbox value="pc">Windows PC</Checkbox>
        <Checkbox value="mac" isDisabled>
          Mac (coming soon)
        </Checkbox>
      </CheckboxGroup>
      <CheckboxGroup label="Invalid group" isInvalid errorMessage="Choose the platforms you play on">
        <Checkbox value="pc">Gaming PC</Checkbox>
        <Checkbox value="console">Console</Checkbox>
      </CheckboxGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('group', { name: /^Disabled group/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'PC' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'PC' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Windows PC' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Mac (coming soon)' })).toBeDisabled();
    const gamingPc = canvas.getByRole('checkbox', { name: 'Gaming PC' });
    await expect(gamingPc).toHaveAttribute('aria-invalid', 'true');
    await expect(gamingPc).toHaveAccessibleDescription('Choose the platforms you play on');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const pc = canvas.getByRole('checkbox', { name: 'PC' });
    const playstation = canvas.getByRole('checkbox', { name: 'PlayStation' });
    await userEvent.tab();
    await expect(pc).toHaveFocus();
    await userEvent.keyboard(' ');
    // Each box is its own tab stop.
    await userEvent.tab();
    await expect(playstation).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['pc', 'playstation']);
    await userEvent.tab({ shift: true });
    await expect(pc).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(pc).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['playstation']);
  },
};

const onSubmit = fn();

export const Validation: Story = {
  beforeEach: () => {
    onSubmit.mockClear();
  },
  render: (args) => (
    <Form aria-label="Playtest sign-up" onSubmit={onSubmit}>
      <CheckboxGroup {...args} name="platforms" isRequired />
      <FormSubmit>Sign up</FormSubmit>
    </Form>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Platforms you play on' });
    const boxes = canvas.getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(boxes[0]).toHaveAttribute('aria-invalid', 'true'));
    const errorLine = canvas.getByText('Invalid field').closest('[data-part="error"]');
    if (!errorLine?.id) throw new Error('Expected the error line to have an id');
    // Every box, and the group, point at the group's one error.
    for (const box of boxes) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    }
    await expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(errorLine.id);
    // Focus moves to the first box of the invalid group.
    await expect(boxes[0]).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(boxes[0]).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ platforms: ['pc'] }));
  },
};
