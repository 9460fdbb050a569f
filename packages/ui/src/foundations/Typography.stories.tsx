import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { code, heading, lead, page } from './Foundations.css';
import { cssVar, shortName, tokensUnder } from './tokens';

const scale = tokensUnder('type');
const families = tokensUnder('font.family');
const sample = 'Join the playtest — Rejoignez le test — Únete a la prueba 0123456789';

type Step = keyof typeof vars.type;

function Typography() {
  return (
    <div className={page}>
      <h1 className={heading}>Typography</h1>
      <p className={lead}>
        Inter (variable) for everything, JetBrains Mono for codes and order numbers. Both ship inside the package as
        font files; nothing loads from a remote host, so pages render the same offline and in screenshots.
      </p>
      {families.map((family) => (
        <p key={family.path} style={{ fontFamily: `var(${cssVar(family.path)})`, margin: 0 }}>
          <code className={code}>{cssVar(family.path)}</code> — {(family.value as string[])[0]}: {sample}
        </p>
      ))}
      <h2 className={heading}>Type scale</h2>
      <div style={{ display: 'grid', gap: 16 }}>
        {scale.map((step) => {
          const name = shortName(step.path) as Step;
          const style = vars.type[name];
          return (
            <div key={step.path} data-step={name}>
              <code className={code}>
                {name} · {(step.value as { fontSize: { value: number } }).fontSize.value}rem
              </code>
              <p
                style={{
                  margin: 0,
                  fontSize: style.fontSize,
                  lineHeight: style.lineHeight,
                  fontWeight: style.fontWeight,
                  letterSpacing: style.letterSpacing,
                }}
              >
                {sample}
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  tags: ['!autodocs'],
} satisfies Meta<typeof Typography>;

export default meta;

export const FamiliesAndScale: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    // The bundled webfont is really in use, not a fallback.
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    await expect(loaded.some((family) => family.includes('Inter Variable'))).toBe(true);
    const sizes = [...canvasElement.querySelectorAll('[data-step] p')].map((p) =>
      Number.parseFloat(getComputedStyle(p).fontSize),
    );
    await expect(sizes).toHaveLength(scale.length);
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};
