import { describe, expect, it } from 'vitest';
import { brands } from './brand';
import { contrastRatio, pairingsOf } from './contrast';

it('computes WCAG ratios correctly', () => {
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#000000', '#000000')).toBe(1);
});

it('has a second brand', () => {
  expect(brands).toEqual(['mynacon', 'emberline']);
});

// Every brand is checked against the same pairings: they belong to the contract's semantic roles, not to a brand.
describe.each(brands)('contrast of the semantic colours of the %s brand', (brand) => {
  const semanticPairings = pairingsOf(brand);

  it('declares pairings for every foreground role', () => {
    const foregrounds = new Set(semanticPairings.map((p) => p.foreground));
    for (const role of [
      'text',
      'text-muted',
      'accent-foreground',
      'accent-text',
      'danger',
      'focus-ring',
      'border-strong',
    ]) {
      expect(foregrounds).toContain(role);
    }
  });

  it.each(semanticPairings.map((p) => [`${p.foreground} on ${p.background} (${p.use})`, p] as const))(
    '%s meets WCAG 2.2 AA',
    (_name, pairing) => {
      expect(pairing.ratio).toBeGreaterThanOrEqual(pairing.required);
    },
  );
});
