import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Brand } from '../theme/brand';
import { pairingsOf } from '../theme/contrast';
import { cell, code, heading, lead, page, swatch, table } from './Foundations.css';
import { brandOf, cssVar, shortName, tokensUnder } from './tokens';

/** The page shows the brand the toolbar picked: its values, its ratios, its palette. */
function Colours({ brand }: { brand: Brand }) {
  const semantic = tokensUnder('color', brand);
  const palette = tokensUnder('palette', brand);
  const semanticPairings = pairingsOf(brand);
  return (
    <div className={page}>
      <h1 className={heading}>Colours</h1>
      <p className={lead}>
        Components use only the semantic roles below; each brand's dark theme assigns each a palette value. Every
        pairing a role declares is checked for WCAG 2.2 AA contrast by a unit test: 4.5:1 for text, 3:1 for controls.
      </p>
      <table className={table}>
        <caption className={lead} style={{ textAlign: 'start', paddingBlockEnd: 8 }}>
          Semantic colours of the {brand} brand
        </caption>
        <thead>
          <tr>
            <th className={cell}>Swatch</th>
            <th className={cell}>Role</th>
            <th className={cell}>Value</th>
            <th className={cell}>Use</th>
            <th className={cell}>Contrast on its surfaces</th>
          </tr>
        </thead>
        <tbody>
          {semantic.map((token) => {
            const role = shortName(token.path);
            const pairs = semanticPairings.filter((p) => p.foreground === role);
            return (
              <tr key={token.path} data-token={token.path}>
                <td className={cell}>
                  <div className={swatch} data-part="swatch" style={{ background: `var(${cssVar(token.path)})` }} />
                </td>
                <td className={cell}>
                  <strong>{role}</strong>
                  <br />
                  <code className={code}>{cssVar(token.path)}</code>
                </td>
                <td className={cell}>
                  <code className={code}>{String(token.value)}</code>
                </td>
                <td className={cell}>{token.description}</td>
                <td className={cell}>
                  {pairs.length === 0
                    ? 'Surface or decoration'
                    : pairs.map((p) => (
                        <div key={p.background}>
                          on {p.background}: {p.ratio.toFixed(2)}:1 {p.ratio >= p.required ? '✓' : '✗'}
                        </div>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2 className={heading}>Palette</h2>
      <p className={lead}>The raw values the theme picks from. Never used by components directly.</p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
        {palette.map((token) => (
          <li key={token.path} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
            <div className={swatch} style={{ background: String(token.value) }} />
            <code className={code}>{token.path.replace('palette.', '')}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  render: (_args, { globals }) => <Colours brand={brandOf(globals)} />,
} satisfies Meta;

export default meta;

export const SemanticAndPalette: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    const semantic = tokensUnder('color', brandOf(globals));
    const rows = canvasElement.querySelectorAll('tr[data-token]');
    await expect(rows).toHaveLength(semantic.length);
    // Each swatch paints the value the token file gives, through the theme's custom property.
    const surface = canvasElement.querySelector('tr[data-token="color.surface"] [data-part="swatch"]');
    const probe = document.createElement('div');
    probe.style.color = String(semantic.find((t) => t.path === 'color.surface')?.value);
    document.body.append(probe);
    await expect(surface && getComputedStyle(surface).backgroundColor).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(canvasElement.textContent).not.toContain('✗');
  },
};
