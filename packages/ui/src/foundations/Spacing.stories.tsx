import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { code, grid, heading, lead, page, tile } from './Foundations.css';
import { cssVar, shortName, tokensUnder } from './tokens';

const space = tokensUnder('space');
const radii = tokensUnder('radius');
const shadows = tokensUnder('shadow');

function Spacing() {
  return (
    <div className={page}>
      <h1 className={heading}>Space, radii and shadows</h1>
      <p className={lead}>Spacing steps sit on a 4px grid; use the step, never a number.</p>
      <div style={{ display: 'grid', gap: 8 }}>
        {space.map((step) => (
          <div
            key={step.path}
            data-space={shortName(step.path)}
            style={{ display: 'flex', gap: 16, alignItems: 'center' }}
          >
            <code className={code} style={{ inlineSize: '12rem' }}>
              {cssVar(step.path)}
            </code>
            <div
              data-part="bar"
              style={{ blockSize: 12, inlineSize: `var(${cssVar(step.path)})`, background: vars.color.accent }}
            />
          </div>
        ))}
      </div>
      <h2 className={heading}>Radii</h2>
      <div className={grid}>
        {radii.map((radius) => (
          <div key={radius.path} className={tile} style={{ borderRadius: `var(${cssVar(radius.path)})` }}>
            <strong>{shortName(radius.path)}</strong>
            <code className={code}>{cssVar(radius.path)}</code>
          </div>
        ))}
      </div>
      <h2 className={heading}>Shadows</h2>
      <p className={lead}>On a dark theme, shadows separate layers only together with a lighter surface.</p>
      <div className={grid}>
        {shadows.map((shadow) => (
          <div
            key={shadow.path}
            data-shadow={shortName(shadow.path)}
            className={tile}
            style={{ boxShadow: `var(${cssVar(shadow.path)})`, background: vars.color.surfaceRaised, minBlockSize: 80 }}
          >
            <strong>{shortName(shadow.path)}</strong>
            <code className={code}>{cssVar(shadow.path)}</code>
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Space, radii and shadows',
  component: Spacing,
  tags: ['!autodocs'],
} satisfies Meta<typeof Spacing>;

export default meta;

export const Scales: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const bar = (step: string) => canvasElement.querySelector(`[data-space="${step}"] [data-part="bar"]`);
    await expect(bar('4')?.getBoundingClientRect().width).toBe(16);
    await expect(bar('1')?.getBoundingClientRect().width).toBe(4);
    const md = canvasElement.querySelector('[data-shadow="md"]');
    await expect(md && getComputedStyle(md).boxShadow).not.toBe('none');
  },
};
