import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/I18nProvider';
import { type ResponseCurve, ResponseCurveChart } from './ResponseCurveChart';
import { chartGeometry } from './responseCurve';

/** Samples a response function at every 10 % of stick travel. */
const sample = (response: (input: number) => number) =>
  Array.from({ length: 11 }, (_, step) => ({ x: step / 10, y: Math.round(response(step / 10) * 1000) / 1000 }));

const linear: ResponseCurve = { id: 'linear', name: 'Linear', points: sample((x) => x) };
const aggressive: ResponseCurve = { id: 'aggressive', name: 'Aggressive', points: sample((x) => Math.sqrt(x)) };
const exponential: ResponseCurve = { id: 'exponential', name: 'Exponential', points: sample((x) => x ** 2) };

/** The polyline's points back in chart units (0..1), to check the drawing's shape. */
function drawnPoints(canvasElement: HTMLElement, curveId: string) {
  const polyline = canvasElement.querySelector(`[data-part="curve"][data-curve="${curveId}"] polyline`);
  const { left, top, size } = chartGeometry.plot;
  return (polyline?.getAttribute('points') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => {
      const [x = Number.NaN, y = Number.NaN] = pair.split(',').map(Number);
      return { x: (x - left) / size, y: 1 - (y - top) / size };
    });
}

/** The declarations that apply to an element inside `@media` blocks whose condition mentions `feature`. */
function mediaDeclarations(element: Element, feature: string) {
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: Iterable<CSSRule>, inMedia: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, inMedia || rule.conditionText.includes(feature));
      else if (inMedia && rule instanceof CSSStyleRule && element.matches(rule.selectorText)) found.push(rule.style);
    }
  };
  for (const sheet of document.styleSheets) {
    // Stylesheets from another origin refuse to list their rules; ours are all same-origin.
    const rules = (() => {
      try {
        return sheet.cssRules;
      } catch {
        return [];
      }
    })();
    visit(rules, false);
  }
  return found;
}

const meta = {
  title: 'Components/ResponseCurveChart',
  component: ResponseCurveChart,
  args: {
    label: 'Left stick response curve',
    description: 'Output follows the stick one to one.',
    curves: [linear],
  },
  argTypes: {
    deadZone: { control: { type: 'range', min: 0, max: 0.5, step: 0.01 } },
    curves: { control: 'object' },
  },
} satisfies Meta<typeof ResponseCurveChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Left stick response curve' });
    await expect(chart).toHaveAccessibleDescription('Output follows the stick one to one.');
    await expect(canvasElement.querySelector('[data-component="ResponseCurveChart"]')).toContainElement(chart);
    // Both axes carry ticks at 0, 25, 50, 75 and 100 %, and the translated default axis labels.
    const ticks = [...chart.querySelectorAll('[data-part="tick"] text')].map((text) => text.textContent);
    await expect(ticks).toEqual(['0%', '0%', '25%', '25%', '50%', '50%', '75%', '75%', '100%', '100%']);
    await expect(chart).toHaveTextContent('Stick input');
    await expect(chart).toHaveTextContent('Output');
    await expect(canvas.getByRole('button', { name: 'Show data table' })).toBeVisible();
  },
};

export const Linear: Story = {
  args: { description: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Left stick response curve' })).not.toHaveAttribute(
      'aria-describedby',
    );
    const points = drawnPoints(canvasElement, 'linear');
    await expect(points).toHaveLength(11);
    // From the bottom-left corner to the top-right one, on the diagonal.
    for (const point of points) await expect(point.y).toBeCloseTo(point.x, 2);
    // One curve needs no legend.
    await expect(canvasElement.querySelector('[data-part="legend"]')).toBeNull();
  },
};

export const Aggressive: Story = {
  name: 'Aggressive (fast start)',
  args: {
    label: 'Right stick response curve',
    description: 'Small stick movements give a large output: quick turns, less precise aim.',
    curves: [aggressive],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Right stick response curve' })).toBeVisible();
    const points = drawnPoints(canvasElement, 'aggressive');
    const middle = points.find((point) => Math.abs(point.x - 0.5) < 0.001);
    // Above the diagonal: half the travel already gives about 71 % output.
    await expect(middle?.y).toBeCloseTo(Math.SQRT1_2, 2);
  },
};

export const Exponential: Story = {
  name: 'Exponential (precise start)',
  args: {
    label: 'Right stick response curve',
    description: 'Small stick movements give a small output: precise aim, slower turns.',
    curves: [exponential],
  },
  play: async ({ canvasElement }) => {
    const points = drawnPoints(canvasElement, 'exponential');
    const middle = points.find((point) => Math.abs(point.x - 0.5) < 0.001);
    // Below the diagonal: half the travel gives a quarter of the output.
    await expect(middle?.y).toBeCloseTo(0.25, 2);
    await expect(points.at(-1)).toEqual({ x: 1, y: 1 });
  },
};

export const WithDeadZone: Story = {
  args: {
    description: 'Output starts once the stick leaves the dead zone.',
    deadZone: 0.1,
    curves: [
      { id: 'left', name: 'Left stick', points: [{ x: 0, y: 0 }, { x: 0.1, y: 0 }, ...sample((x) => x).slice(2)] },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Left stick response curve' });
    // The shading is also said in words: visible under the chart, and part of the chart's description.
    const note = 'Dead zone: the first 10% of stick travel is ignored';
    await expect(canvas.getByText(note)).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(`Output starts once the stick leaves the dead zone. ${note}`);
    const shaded = canvasElement.querySelector('[data-part="dead-zone"] rect');
    await expect(Number(shaded?.getAttribute('width'))).toBeCloseTo(chartGeometry.plot.size * 0.1, 5);
  },
};

export const TwoCurves: Story = {
  name: 'Two curves (left and right stick)',
  args: {
    label: 'Stick response curves',
    description: 'The left stick moves, the right stick aims.',
    curves: [
      { ...linear, id: 'left', name: 'Left stick' },
      { ...exponential, id: 'right', name: 'Right stick' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const legend = canvas.getByRole('list');
    const items = within(legend).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Left stick', 'Right stick']);
    // Told apart by colour and by dash pattern, never by colour alone.
    const [left, right] = ['left', 'right'].map((id) => {
      const line = canvasElement.querySelector(`[data-curve="${id}"] polyline`);
      return line ? getComputedStyle(line) : undefined;
    });
    await expect(left?.stroke).not.toBe(right?.stroke);
    await expect(left?.strokeDasharray).not.toBe(right?.strokeDasharray);
    // The legend's samples use the same look as the curves they stand for.
    const sample = items[1]?.querySelector('line');
    await expect(sample ? getComputedStyle(sample).strokeDasharray : undefined).toBe(right?.strokeDasharray);
  },
};

export const DataTable: Story = {
  name: 'Data table by keyboard',
  args: {
    curves: [
      {
        id: 'left',
        name: 'Left stick',
        // Given out of order and past full travel: the table shows them sorted and clamped, like the chart.
        points: [
          { x: 1, y: 1.2 },
          { x: 0, y: 0 },
          { x: 0.5, y: 0.375 },
          { x: 0.25, y: 0.125 },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show data table' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(region).not.toBeNull();
    await expect(region).not.toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Hide data table');
    await expect(button).toHaveFocus();
    const table = canvas.getByRole('table', { name: 'Left stick response curve' });
    await expect(region).toContainElement(table);
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Stick input', 'Output']);
    await expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['0%', '0%'],
      ['25%', '12.5%'],
      ['50%', '37.5%'],
      ['100%', '100%'],
    ]);
    await expect(within(table).getByRole('rowheader', { name: '25%' })).toHaveAttribute('scope', 'row');

    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Show data table');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const EmptyPoints: Story = {
  name: 'Empty (no points)',
  args: { description: undefined, curves: [{ id: 'left', name: 'Left stick', points: [] }] },
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Left stick response curve' });
    await expect(canvas.getByText('No response curve to show')).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/^No response curve to show/);
    await expect(canvasElement.querySelector('polyline')).toBeNull();
    // Nothing to tabulate, so no table button either.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="ResponseCurveChart"]')).toHaveAttribute(
      'data-empty',
      'true',
    );
  },
};

export const Translated: Story = {
  name: 'Translated defaults (French)',
  args: { description: undefined, deadZone: 0.05 },
  render: (args) => (
    <I18nProvider locale="fr-FR">
      <ResponseCurveChart {...args} label="Courbe de réponse du stick gauche" />
    </I18nProvider>
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Courbe de réponse du stick gauche' });
    await expect(chart).toHaveTextContent('Course du stick');
    await expect(chart).toHaveTextContent('Sortie');
    // Percentages in the French format, with a space before the sign.
    await expect(chart.querySelector('[data-part="tick"] text:last-of-type')?.textContent).toMatch(/^0\s%$/);
    await expect(chart).toHaveAccessibleDescription(/^Zone morte : les premiers 5\s% de la course/);
    await expect(canvas.getByRole('button', { name: 'Afficher le tableau de données' })).toBeVisible();
  },
};

export const HighContrastAndMotion: Story = {
  name: 'Windows high contrast and reduced motion',
  args: {
    label: 'Stick response curves',
    description: undefined,
    deadZone: 0.08,
    curves: [
      { ...linear, id: 'left', name: 'Left stick' },
      { ...aggressive, id: 'right', name: 'Right stick' },
    ],
  },
  play: async ({ canvasElement }) => {
    const forced = (selector: string, property: 'stroke' | 'fill' | 'animation-name') => {
      const element = canvasElement.querySelector(selector);
      if (!element) throw new Error(`${selector} is missing`);
      return mediaDeclarations(element, 'forced-colors').map((style) => style.getPropertyValue(property));
    };
    // In forced colours, the curves take the Highlight system colour and the axes, ticks and dead zone CanvasText.
    await expect(forced('[data-curve="left"] polyline', 'stroke')).toContain('highlight');
    await expect(forced('[data-curve="right"] polyline', 'stroke')).toContain('highlight');
    await expect(forced('[data-part="axes"] line', 'stroke')).toContain('canvastext');
    await expect(forced('[data-part="tick"] text', 'fill')).toContain('canvastext');
    await expect(forced('[data-part="dead-zone"] line', 'stroke')).toContain('canvastext');
    // The dash patterns that tell the curves apart are not undone there.
    const right = canvasElement.querySelector('[data-curve="right"] polyline');
    await expect(right && getComputedStyle(right).strokeDasharray).not.toBe('none');

    // The curves fade in, except for players who asked for less motion.
    const curves = canvasElement.querySelector('[data-part="curves"]');
    if (!curves) throw new Error('the curves group is missing');
    const reduced = mediaDeclarations(curves, 'prefers-reduced-motion').map((style) =>
      style.getPropertyValue('animation-name'),
    );
    await expect(reduced).toContain('none');
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(getComputedStyle(curves).animationName).not.toBe('none');
    }
  },
};
