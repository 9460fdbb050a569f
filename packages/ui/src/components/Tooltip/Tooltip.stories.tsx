import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MynaconBell, MynaconClose, MynaconHeart, MynaconSearch, MynaconUser } from '../../icons/generated';
import { Button } from '../Button/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../DropdownMenu/DropdownMenu';
import { Tooltip, TooltipProvider, tooltipAligns, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipProvider },
  args: {
    content: 'Add to wishlist',
    side: 'top',
    align: 'center',
    onOpenChange: fn(),
    children: <Button iconOnly variant="ghost" label="Add to wishlist" icon={<MynaconHeart />} />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    align: { control: 'inline-radio', options: tooltipAligns },
    children: { control: false },
  },
  // Room around the trigger, so the tooltip can open on any side.
  decorators: [(Story) => <div style={{ padding: '3rem 6rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltipIsGone = () => expect(screen.queryByRole('tooltip')).toBeNull();

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Add to wishlist');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The tooltip repeats the button's name; it does not add a second, duplicate description.
    await expect(button).toHaveAccessibleName('Add to wishlist');
    await expect(button).not.toHaveAccessibleDescription();

    await userEvent.unhover(button);
    await waitFor(tooltipIsGone);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardFocus: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    // Keyboard focus opens it straight away, without the hover delay.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to wishlist');

    // Escape closes it and leaves focus where it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(tooltipIsGone);
    await expect(button).toHaveFocus();

    // Leaving the control closes it; coming back opens it again, and the story ends with it open for the check.
    await userEvent.tab({ shift: true });
    await expect(button).not.toHaveFocus();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to wishlist');
  },
};

export const Sides: Story = {
  parameters: { a11y: { context: 'body' } },
  render: (args) => (
    <div style={{ display: 'flex', gap: '3rem' }}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Opens on the ${side}`}>
          <Button variant="secondary" size="small">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const side of tooltipSides) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: side })).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(`Opens on the ${side}`);
      await expect(tooltip).toHaveAttribute('data-side', side);
    }
  },
};

export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider delayDuration={200}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Tooltip content="Search">
          <Button iconOnly variant="ghost" label="Search" icon={<MynaconSearch />} />
        </Tooltip>
        <Tooltip content="Notifications">
          <Button iconOnly variant="ghost" label="Notifications" icon={<MynaconBell />} />
        </Tooltip>
        <Tooltip content="Close">
          <Button iconOnly variant="ghost" label="Close" icon={<MynaconClose />} />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Search' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Search');
    // Moving straight to the next control shows its tooltip at once, and only one is open at a time.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Notifications'));
    await expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'instant-open');
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    // Pressing the control closes its tooltip.
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await waitFor(tooltipIsGone);
  },
};

export const OnAMenuTrigger: Story = {
  parameters: { a11y: { context: 'body' } },
  render: () => (
    <DropdownMenu>
      <Tooltip content="Account">
        <DropdownMenuTrigger iconOnly variant="ghost" label="Account" icon={<MynaconUser />} />
      </Tooltip>
      <DropdownMenuContent>
        <DropdownMenuItem>Profile</DropdownMenuItem>
        <DropdownMenuItem>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Account');
    // Opening the menu puts the tooltip away, so it never covers the menu.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await waitFor(tooltipIsGone);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
