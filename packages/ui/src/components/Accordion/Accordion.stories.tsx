import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionHeadingLevels,
  accordionTypes,
} from './Accordion';

const faq = (
  <>
    <AccordionItem value="refund">
      <AccordionTrigger>How do I ask for a refund?</AccordionTrigger>
      <AccordionContent>Open your order history, choose the order and select “Request a refund”.</AccordionContent>
    </AccordionItem>
    <AccordionItem value="playtest">
      <AccordionTrigger>Who can join a playtest?</AccordionTrigger>
      <AccordionContent>Any player with a verified account in a country where the playtest runs.</AccordionContent>
    </AccordionItem>
    <AccordionItem value="save">
      <AccordionTrigger>Are my saves kept between devices?</AccordionTrigger>
      <AccordionContent>Yes, when cloud saves are switched on in the game’s settings.</AccordionContent>
    </AccordionItem>
  </>
);

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { type: 'single', children: faq, onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    children: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const refund = canvas.getByRole('button', { name: 'How do I ask for a refund?' });
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Open your order history/)).toBeNull();
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: 'How do I ask for a refund?' })).toHaveTextContent(
      'Open your order history',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('refund');
    // Collapsible by default: pressing the open item closes it again.
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(refund.closest('[data-component]')).toHaveAttribute('data-component', 'Accordion');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const [refund, playtest, save] = canvas.getAllByRole('button');
    if (!refund || !playtest || !save) throw new Error('Expected three headers');
    await userEvent.tab();
    await expect(refund).toHaveFocus();
    await expect(getComputedStyle(refund).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    // The arrow keys move between headers without opening them.
    await userEvent.keyboard('{ArrowDown}');
    await expect(playtest).toHaveFocus();
    await expect(playtest).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(playtest).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(refund).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(refund).toHaveFocus();
    // Tab goes into the open content's links and controls, or on to the next header.
    await userEvent.tab();
    await expect(playtest).toHaveFocus();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['refund'] },
  play: async ({ canvas, args }) => {
    const refund = canvas.getByRole('button', { name: 'How do I ask for a refund?' });
    const save = canvas.getByRole('button', { name: 'Are my saves kept between devices?' });
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(save);
    // Both stay open.
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(save).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['refund', 'save']);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const SingleOpensOne: Story = {
  args: { type: 'single', defaultValue: 'refund' },
  play: async ({ canvas }) => {
    const refund = canvas.getByRole('button', { name: 'How do I ask for a refund?' });
    const playtest = canvas.getByRole('button', { name: 'Who can join a playtest?' });
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(playtest);
    await expect(playtest).toHaveAttribute('aria-expanded', 'true');
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NotCollapsible: Story = {
  args: { type: 'single', defaultValue: 'refund', collapsible: false },
  play: async ({ canvas }) => {
    const refund = canvas.getByRole('button', { name: 'How do I ask for a refund?' });
    await userEvent.click(refund);
    // One item always stays open.
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(refund).toHaveAttribute('aria-disabled', 'true');
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who can join a playtest?' })).toContainElement(
      canvas.getByRole('button', { name: 'Who can join a playtest?' }),
    );
  },
};

export const UnderAPageHeading: Story = {
  render: (args) => (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      <Accordion {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    // The default level, 3, sits under the section's h2.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<string[]>(['playtest']);
    return (
      <>
        <p data-testid="open">Open: {open.join(', ') || 'none'}</p>
        <Accordion
          type="multiple"
          value={open}
          onValueChange={(next) => {
            args.onValueChange?.(next as never);
            setOpen(next);
          }}
        >
          {args.children}
        </Accordion>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Who can join a playtest?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Who can join a playtest?' }));
    await expect(canvas.getByTestId('open')).toHaveTextContent('Open: none');
    await userEvent.click(canvas.getByRole('button', { name: 'How do I ask for a refund?' }));
    await expect(canvas.getByTestId('open')).toHaveTextContent('Open: refund');
  },
};

export const DisabledItem: Story = {
  args: {
    children: (
      <>
        <AccordionItem value="rules">
          <AccordionTrigger>Playtest rules</AccordionTrigger>
          <AccordionContent>Do not share footage outside the playtest.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="results" disabled>
          <AccordionTrigger>Results</AccordionTrigger>
          <AccordionContent>Results appear when the playtest ends.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="contact">
          <AccordionTrigger>Contact</AccordionTrigger>
          <AccordionContent>Write to the playtest team from the support page.</AccordionContent>
        </AccordionItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const results = canvas.getByRole('button', { name: 'Results' });
    await expect(results).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled header is skipped.
    await expect(canvas.getByRole('button', { name: 'Contact' })).toHaveFocus();
  },
};

export const Motion: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Who can join a playtest?' });
    const chevron = trigger.querySelector('[data-part="chevron"]');
    if (!chevron) throw new Error('Expected a chevron');
    await expect(chevron).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(chevron).transform).toBe('none');
    await userEvent.click(trigger);
    // The content grows from 0 to the height Radix measures, over the motion token's duration.
    const region = canvas.getByRole('region', { name: 'Who can join a playtest?' });
    await expect(getComputedStyle(region).animationName).not.toBe('none');
    await expect(getComputedStyle(region).animationDuration).toBe('0.2s');
    await expect(region.style.getPropertyValue('--radix-accordion-content-height')).not.toBe('');
    // Upside down once open (the turn itself takes the motion token's duration, 0ms under reduced motion).
    await waitFor(() => expect(getComputedStyle(chevron).transform).toMatch(/^matrix\(-1, /));
    await userEvent.click(trigger);
    await waitFor(() => expect(getComputedStyle(chevron).transform).toMatch(/^(none|matrix\(1, )/));
  },
};
