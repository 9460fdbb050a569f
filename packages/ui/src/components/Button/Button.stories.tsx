import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MynaconArrowRight, MynaconClose, MynaconLogin } from '../../icons/generated';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Join the playtest', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Join the playtest' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-component', 'Button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant} onPress={args.onPress}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole('button', { name: variant })).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} size={size} onPress={args.onPress}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: size }).getBoundingClientRect().height,
    );
    // Each size is taller than the one before, and even the smallest meets the 24px target size.
    await expect(heights[0]).toBeGreaterThanOrEqual(24);
    await expect(heights[1]).toBeGreaterThan(heights[0] ?? 0);
    await expect(heights[2]).toBeGreaterThan(heights[1] ?? 0);
  },
};

export const WithIcons: Story = {
  args: { icon: <MynaconLogin />, iconEnd: <MynaconArrowRight />, children: 'Sign in' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    // Icons beside a label are decorative: the name is the label alone.
    await expect(button.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Close', icon: <MynaconClose />, variant: 'ghost', children: undefined },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button.textContent).toBe('');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, type: 'submit' },
  render: (args) => (
    <form
      aria-label="Playtest sign-up"
      onSubmit={(event) => {
        event.preventDefault();
        args.onPress?.({} as never);
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    // The name says the action is under way; the label stays in it.
    const button = canvas.getByRole('button', { name: /^Join the playtest\s*, Loading$/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so a keyboard user keeps their place while the action runs.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    // Neither the press handler nor the form submission ran a second time.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Join the playtest' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/support', children: 'Get support', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get support' });
    await expect(link).toHaveAttribute('href', '/support');
    await expect(link).toHaveAttribute('data-component', 'Button');
  },
};

export const RefusedUrl: Story = {
  args: { href: 'javascript:alert(1)', children: 'Not a real link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Not a real link' })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  args: { children: 'Focus me' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Focus me' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    // The focus ring is a visible outline, not a colour change alone.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
