import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  clampUnit,
  curveToPolylinePoints,
  formatPercent,
  normalizeCurvePoints,
  plotX,
  plotY,
} from './responseCurve';

describe('clampUnit', () => {
  it('keeps values in 0..1 and clamps the others', () => {
    expect(clampUnit(0.4)).toBe(0.4);
    expect(clampUnit(-0.2)).toBe(0);
    expect(clampUnit(1.7)).toBe(1);
  });

  it('refuses what is not a finite number', () => {
    expect(clampUnit(Number.NaN)).toBeUndefined();
    expect(clampUnit(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('normalizeCurvePoints', () => {
  it('sorts by input and clamps both coordinates', () => {
    expect(
      normalizeCurvePoints([
        { x: 1.2, y: 1.5 },
        { x: 0.5, y: 0.25 },
        { x: -0.1, y: -3 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 0.5, y: 0.25 },
      { x: 1, y: 1 },
    ]);
  });

  it('drops points that are not numbers and exact repeats, and keeps a vertical step in order', () => {
    expect(
      normalizeCurvePoints([
        { x: 0.5, y: 0.8 },
        { x: Number.NaN, y: 0.3 },
        { x: 0.5, y: 0.2 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 1, y: Number.NEGATIVE_INFINITY },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 0.5, y: 0.8 },
      { x: 0.5, y: 0.2 },
    ]);
  });

  it('does not change the points it was given', () => {
    const points = [
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 2 },
    ];
    normalizeCurvePoints(points);
    expect(points).toEqual([
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 2 },
    ]);
  });

  it('returns nothing for no points', () => {
    expect(normalizeCurvePoints([])).toEqual([]);
  });
});

describe('positions in the viewBox', () => {
  const { left, top, size } = chartGeometry.plot;

  it('puts 0 % input on the left edge of the plot and 100 % on the right', () => {
    expect(plotX(0)).toBe(left);
    expect(plotX(1)).toBe(left + size);
    expect(plotX(0.25)).toBe(left + size / 4);
  });

  it('puts 0 % output at the bottom of the plot and 100 % at the top', () => {
    expect(plotY(0)).toBe(top + size);
    expect(plotY(1)).toBe(top);
    expect(plotY(0.75)).toBe(top + size / 4);
  });

  it('keeps the plot inside the viewBox', () => {
    expect(left + size).toBeLessThan(chartGeometry.width);
    expect(top + size).toBeLessThan(chartGeometry.height);
  });
});

describe('curveToPolylinePoints', () => {
  const plot = { left: 10, top: 20, size: 100 };

  it('draws the sorted, clamped points in the plot area', () => {
    expect(
      curveToPolylinePoints(
        [
          { x: 1, y: 1 },
          { x: 0, y: -1 },
          { x: 0.5, y: 0.25 },
        ],
        plot,
      ),
    ).toBe('10,120 60,95 110,20');
  });

  it('rounds to two decimals so the markup stays short', () => {
    expect(curveToPolylinePoints([{ x: 1 / 3, y: 2 / 3 }], plot)).toBe('43.33,53.33');
  });

  it('gives an empty attribute for no points', () => {
    expect(curveToPolylinePoints([], plot)).toBe('');
  });
});

describe('formatPercent', () => {
  it('formats fractions as percentages of the locale', () => {
    expect(formatPercent(0.25, 'en-GB')).toBe('25%');
    expect(formatPercent(1, 'en-US')).toBe('100%');
    // French and German put a no-break space before the sign (which one depends on the CLDR version), Dutch none.
    expect(formatPercent(0.25, 'fr-FR')).toMatch(/^25[\u00a0\u202f]%$/);
    expect(formatPercent(0.5, 'de-DE')).toMatch(/^50[\u00a0\u202f]%$/);
    expect(formatPercent(0.5, 'nl-NL')).toBe('50%');
  });

  it('keeps one decimal and uses the locale decimal separator', () => {
    expect(formatPercent(0.1234, 'en-GB')).toBe('12.3%');
    expect(formatPercent(0.1234, 'it-IT')).toBe('12,3%');
    expect(formatPercent(0.125, 'es-ES')).toMatch(/^12,5[\u00a0\u202f]%$/);
  });
});
