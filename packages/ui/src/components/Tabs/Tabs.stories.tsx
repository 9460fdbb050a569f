import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MynaconBug, MynaconCheckCircle, MynaconInfo } from '../../icons/generated';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './Tabs';

const supportTabs = (
  <>
    <TabsList label="Support topics">
      <TabsTrigger value="bugs" icon={<MynaconBug />} count={12}>
        Bug reports
      </TabsTrigger>
      <TabsTrigger value="resolved" icon={<MynaconCheckCircle />} count={1480}>
        Resolved issues
      </TabsTrigger>
      <TabsTrigger value="known" icon={<MynaconInfo />}>
        Known issues
      </TabsTrigger>
    </TabsList>
    <TabsContent value="bugs">
      <p>Open reports from players, newest first.</p>
    </TabsContent>
    <TabsContent value="resolved">
      <p>Issues fixed in recent patches.</p>
    </TabsContent>
    <TabsContent value="known">
      <p>Problems we know about and are working on.</p>
    </TabsContent>
  </>
);

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'bugs', onValueChange: fn(), children: supportTabs },
  argTypes: {
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
    orientation: { control: 'inline-radio', options: tabsOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Support topics' })).toBeVisible();
    const bugs = canvas.getByRole('tab', { name: 'Bug reports (12)' });
    await expect(bugs).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Bug reports (12)' })).toHaveTextContent('Open reports');
    await userEvent.click(canvas.getByRole('tab', { name: /^Resolved issues/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('resolved');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Issues fixed in recent patches.');
    await expect(bugs).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tablist').closest('[data-component]')).toHaveAttribute('data-component', 'Tabs');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const [bugs, resolved, known] = canvas.getAllByRole('tab');
    if (!bugs || !resolved || !known) throw new Error('Expected three tabs');
    // Tab enters the list on the selected tab.
    await userEvent.tab();
    await expect(bugs).toHaveFocus();
    await expect(getComputedStyle(bugs).outlineStyle).toBe('solid');
    // Automatic activation: moving with the arrows selects.
    await userEvent.keyboard('{ArrowRight}');
    await expect(resolved).toHaveFocus();
    await expect(resolved).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(known).toHaveFocus();
    await expect(known).toHaveAttribute('aria-selected', 'true');
    // The arrows wrap round at either end.
    await userEvent.keyboard('{ArrowRight}');
    await expect(bugs).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(known).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(bugs).toHaveFocus();
    await expect(bugs).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; the next stop is its panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Bug reports (12)' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(bugs).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, args }) => {
    const bugs = canvas.getByRole('tab', { name: /^Bug reports/ });
    const resolved = canvas.getByRole('tab', { name: /^Resolved issues/ });
    const known = canvas.getByRole('tab', { name: 'Known issues' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus moves, the selection does not.
    await expect(resolved).toHaveFocus();
    await expect(resolved).toHaveAttribute('aria-selected', 'false');
    await expect(bugs).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(resolved).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(known).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(known).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Problems we know about');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('resolved');
    return (
      <>
        <p data-testid="selected">Showing: {value}</p>
        <Tabs
          {...args}
          defaultValue={undefined}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: /^Resolved issues/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Known issues' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('known');
    await expect(canvas.getByTestId('selected')).toHaveTextContent('Showing: known');
    await expect(canvas.getByRole('tab', { name: 'Known issues' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const IconsAndCounts: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvas }) => {
    // The count is part of the name, formatted for the locale; the icon is decorative.
    const resolved = canvas.getByRole('tab', { name: 'Resolved issues (1.480)' });
    await expect(resolved.querySelector('[data-part="icon"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(resolved.querySelector('[data-part="count"]')).toHaveTextContent('1.480');
    await expect(canvas.getByRole('tab', { name: 'Known issues' }).querySelector('[data-part="count"]')).toBeNull();
  },
};

export const SelectedIndicator: Story = {
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('tab', { selected: true });
    const other = canvas.getByRole('tab', { name: 'Known issues' });
    // The selected tab has a bar along the list's edge, so the state does not rest on colour alone.
    const bar = getComputedStyle(selected, '::after');
    await expect(bar.borderBottomStyle).toBe('solid');
    await expect(bar.borderBottomWidth).toBe('2px');
    await expect(getComputedStyle(other, '::after').content).toBe('none');
    await userEvent.click(other);
    await expect(getComputedStyle(other, '::after').borderBottomWidth).toBe('2px');
  },
};

export const DisabledTab: Story = {
  args: {
    children: (
      <>
        <TabsList label="Playtest">
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="results" disabled>
            Results
          </TabsTrigger>
          <TabsTrigger value="feedback">Feedback</TabsTrigger>
        </TabsList>
        <TabsContent value="about">What the playtest covers.</TabsContent>
        <TabsContent value="results">Results appear when the playtest ends.</TabsContent>
        <TabsContent value="feedback">Tell us what you think.</TabsContent>
      </>
    ),
    defaultValue: 'about',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Results' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Feedback' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Support topics' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: /^Resolved issues/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: /^Bug reports/ })).toHaveFocus();
  },
};
