import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { MynaconStar } from '../../icons/generated';
import { Badge, badgeEmphases, badgeTones } from './Badge';
import { SeverityBadge, severities } from './SeverityBadge';
import { communityStatuses, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New', tone: 'accent', emphasis: 'subtle' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('New').closest('[data-component="Badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'accent');
    await expect(badge).toHaveAttribute('data-emphasis', 'subtle');
    // Not a control: nothing in a badge takes focus.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeEmphases.map((emphasis) => (
        <div key={emphasis} style={row}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {`${tone} ${emphasis}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const emphasis of badgeEmphases) {
      for (const tone of badgeTones) {
        const badge = canvas.getByText(`${tone} ${emphasis}`).closest('[data-component="Badge"]');
        await expect(badge).toHaveAttribute('data-tone', tone);
        // Every badge has a visible border, which forced-colors mode keeps.
        if (badge) await expect(getComputedStyle(badge).borderTopStyle).toBe('solid');
      }
    }
    // Strong fills with the tone; subtle keeps the raised surface.
    const subtle = canvas.getByText('danger subtle').closest('[data-component="Badge"]');
    const strong = canvas.getByText('danger strong').closest('[data-component="Badge"]');
    if (!subtle || !strong) throw new Error('Missing badge');
    await expect(getComputedStyle(strong).backgroundColor).toBe(getComputedStyle(strong).borderTopColor);
    await expect(getComputedStyle(subtle).backgroundColor).not.toBe(getComputedStyle(subtle).borderTopColor);
  },
};

export const WithIcon: Story = {
  args: { icon: <MynaconStar size="small" />, children: 'Featured' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Featured')).toBeVisible();
    const icon = canvasElement.querySelector('[data-part="icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelector('svg')).not.toBeNull();
  },
};

export const WithContextLabel: Story = {
  args: { children: '3', label: '3 replies', tone: 'neutral' },
  play: async ({ canvas }) => {
    // Screen readers get the label; the visible digit is hidden from them to avoid reading it twice.
    await expect(canvas.getByText('3 replies')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Statuses: Story = {
  render: () => (
    <div style={row}>
      {communityStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const expected = {
      none: 'In moderation',
      not_planned: 'Open',
      planned: 'Confirmed',
      completed: 'Fixed',
      answered: 'Archived',
    } as const;
    const tones = new Set<string | null>();
    const icons = new Set<string | null | undefined>();
    for (const status of communityStatuses) {
      await expect(canvas.getByText(`Status: ${expected[status]}`)).toBeInTheDocument();
      const badge = canvasElement.querySelector(`[data-status="${status}"]`);
      await expect(badge).toHaveTextContent(expected[status]);
      tones.add(badge?.getAttribute('data-tone') ?? null);
      icons.add(badge?.querySelector('svg')?.getAttribute('data-icon'));
    }
    // Each status has its own tone and its own icon: colour is not the only cue.
    await expect(tones.size).toBe(communityStatuses.length);
    await expect(icons.size).toBe(communityStatuses.length);
  },
};

export const Severities: Story = {
  render: () => (
    <div style={row}>
      {severities.map((severity) => (
        <SeverityBadge key={severity} severity={severity} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['Low', 'Medium', 'High', 'Critical']) {
      await expect(canvas.getByText(`Severity: ${label}`)).toBeInTheDocument();
    }
    const high = canvasElement.querySelector('[data-severity="high"]');
    const critical = canvasElement.querySelector('[data-severity="critical"]');
    // Critical stands out from high by its fill, not by a shade of red.
    await expect(high).toHaveAttribute('data-emphasis', 'subtle');
    await expect(critical).toHaveAttribute('data-emphasis', 'strong');
    for (const badge of canvasElement.querySelectorAll('[data-severity]')) {
      await expect(badge.querySelector('svg')).not.toBeNull();
    }
  },
};

export const Translated: Story = {
  render: () => (
    <I18nProvider locale="de-DE">
      <div style={row}>
        <StatusBadge status="completed" />
        <SeverityBadge severity="critical" />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Status: Behoben')).toBeInTheDocument();
    await expect(canvas.getByText('Schweregrad: Kritisch')).toBeInTheDocument();
    await expect(canvas.getByText('Behoben')).toBeVisible();
  },
};
