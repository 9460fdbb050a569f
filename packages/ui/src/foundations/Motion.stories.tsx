import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../theme';
import { vars } from '../theme/contract.css';
import { cell, code, heading, lead, page, table } from './Foundations.css';
import { cssVar, shortName, tokensUnder } from './tokens';

const durations = tokensUnder('motion.duration');
const easings = tokensUnder('motion.easing');
const layers = tokensUnder('z-index');

function Motion() {
  return (
    <div className={page}>
      <h1 className={heading}>Motion, layers and breakpoints</h1>
      <p className={lead}>
        Durations drop to 0ms when the player asks the system for reduced motion, so every transition built on them
        stops; spinners stop turning too.
      </p>
      <table className={table}>
        <caption className={lead} style={{ textAlign: 'start' }}>
          Durations and easings
        </caption>
        <tbody>
          {[...durations, ...easings].map((token) => (
            <tr key={token.path} data-token={token.path}>
              <th className={cell} scope="row">
                {token.path.replace('motion.', '')}
              </th>
              <td className={cell}>
                <code className={code}>{cssVar(token.path)}</code>
              </td>
              <td className={cell} data-part="computed">
                {/* The value in effect now, as the browser resolves it (0ms under reduced motion). */}
                <span style={{ transitionDuration: `var(${cssVar(token.path)})` }} data-part="probe">
                  {Array.isArray(token.value) ? `cubic-bezier(${token.value.join(', ')})` : JSON.stringify(token.value)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={heading}>Layers</h2>
      <ol className={lead}>
        {layers.map((layer) => (
          <li key={layer.path}>
            {shortName(layer.path)}: {String(layer.value)} <code className={code}>{cssVar(layer.path)}</code>
          </li>
        ))}
      </ol>
      <h2 className={heading}>Breakpoints</h2>
      <p className={lead}>
        Minimum widths, exported as constants because custom properties cannot drive media queries.
      </p>
      <ul className={lead}>
        {Object.entries(breakpoints).map(([name, width]) => (
          <li key={name}>
            {name}: {width}
          </li>
        ))}
      </ul>
      <p style={{ color: vars.color.textMuted, margin: 0 }}>Icon sizes are on the Icons page.</p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion, layers and breakpoints',
  component: Motion,
  tags: ['!autodocs'],
} satisfies Meta<typeof Motion>;

export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const probe = canvasElement.querySelector('[data-token="motion.duration.normal"] [data-part="probe"]');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Under reduced motion the token resolves to 0s; otherwise to its value.
    await expect(probe && getComputedStyle(probe).transitionDuration).toBe(reduced ? '0s' : '0.2s');
    // And the stylesheet really carries the reduced-motion override of the duration tokens.
    const overrides = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
      )
      .map((rule) => rule.cssText);
    await expect(overrides.join('\n')).toMatch(/--mc-motion-duration-normal:\s*0ms/);
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(layers.length + Object.keys(breakpoints).length);
  },
};
