import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { iconSizes } from '../components/Icon/iconSizes';
import { iconCatalog, iconNames } from '../icons/generated/catalog';
import { vars } from '../theme/contract.css';
import { code, grid, heading, lead, page, tile } from './Foundations.css';

function IconGallery() {
  const [filter, setFilter] = useState('');
  const inputId = useId();
  const shown = iconNames.filter((name) => name.includes(filter.trim().toLowerCase()));
  return (
    <div className={page}>
      <h1 className={heading}>Icons</h1>
      <div className={lead}>
        <p style={{ marginBlockStart: 0 }}>
          The mynacon pack: {iconNames.length} original icons in one visual language.
        </p>
        <ul>
          <li>Drawn on a 24×24 grid with 2px padding: shapes stay inside 2–22 on both axes.</li>
          <li>2px strokes in the current text colour, round caps and round joins; no fills except the filled heart.</li>
          <li>
            Rectangles have a 2px corner radius (1–1.5px on small details); circles centre on 12,12 with r 9 or 10.
          </li>
          <li>Coordinates on whole or half pixels so strokes stay crisp at 16px.</li>
          <li>
            Four sizes from the tokens: default 20px, small 16px, medium 24px, large 32px. Decorative unless given a{' '}
            <code className={code}>label</code>.
          </li>
        </ul>
      </div>
      <div style={{ display: 'grid', gap: 4, maxWidth: '20rem' }}>
        <label htmlFor={inputId}>Filter icons</label>
        <input
          id={inputId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{
            font: 'inherit',
            color: vars.color.text,
            background: vars.color.surface,
            border: `1px solid ${vars.color.borderStrong}`,
            borderRadius: vars.radius.md,
            padding: `${vars.space[2]} ${vars.space[3]}`,
          }}
        />
      </div>
      <p role="status" className={lead}>
        {shown.length} of {iconNames.length} icons
      </p>
      <ul className={grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((name) => {
          const Icon = iconCatalog[name];
          if (!Icon) return null;
          return (
            <li key={name} className={tile} data-icon-tile={name}>
              <span style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
                {iconSizes.map((size) => (
                  <Icon key={size} size={size} />
                ))}
              </span>
              <code className={code}>{name}</code>
              <code className={code}>{Icon.displayName}</code>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  tags: ['!autodocs'],
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const expected = { default: 20, small: 16, medium: 24, large: 32 };
    for (const name of iconNames) {
      const svgs = canvasElement.querySelectorAll(`[data-icon-tile="${name}"] svg`);
      await expect(svgs).toHaveLength(iconSizes.length);
      for (const svg of svgs) {
        const size = svg.getAttribute('data-size') as keyof typeof expected;
        await expect(svg).toHaveClass(`mynacon-${name}`);
        await expect(svg.getBoundingClientRect().width).toBe(expected[size]);
        // Something is drawn: the shapes have a non-empty box.
        await expect((svg as SVGSVGElement).getBBox().width).toBeGreaterThan(0);
      }
    }
  },
};

export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Filter icons' });
    await userEvent.type(box, 'chevron');
    await expect(canvas.getByRole('status')).toHaveTextContent(`4 of ${iconNames.length} icons`);
    await expect(canvasElement.querySelectorAll('[data-icon-tile]')).toHaveLength(4);
    await userEvent.clear(box);
    await userEvent.type(box, 'no-such-icon');
    await expect(canvas.getByRole('status')).toHaveTextContent(`0 of ${iconNames.length} icons`);
  },
};
