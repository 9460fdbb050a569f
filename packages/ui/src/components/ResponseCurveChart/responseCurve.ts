/** One point of a response curve: stick input `x` to output `y`, both from 0 (rest) to 1 (full travel). */
export interface ResponseCurvePoint {
  x: number;
  y: number;
}

/** The ticks of both axes, as fractions of full travel: 0, 25, 50, 75 and 100 %. */
export const responseCurveTicks = [0, 0.25, 0.5, 0.75, 1] as const;

/**
 * The chart's geometry in viewBox units: a square plot, with room on the left for the output ticks and label
 * and below for the input ticks and label.
 */
export const chartGeometry = {
  width: 320,
  height: 308,
  plot: { left: 60, top: 16, size: 240 },
} as const;

export interface PlotArea {
  left: number;
  top: number;
  size: number;
}

/** Clamps a value to 0..1; anything that is not a finite number gives `undefined`. */
export function clampUnit(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.min(1, Math.max(0, value));
}

/**
 * The points as the chart draws them: values clamped to 0..1, points that are not finite numbers dropped,
 * sorted by input (points with the same input keep their order), exact repeats removed.
 */
export function normalizeCurvePoints(points: readonly ResponseCurvePoint[]): ResponseCurvePoint[] {
  const clamped: ResponseCurvePoint[] = [];
  for (const point of points) {
    const x = clampUnit(point.x);
    const y = clampUnit(point.y);
    if (x === undefined || y === undefined) continue;
    clamped.push({ x, y });
  }
  // Array.prototype.sort is stable, so a vertical step (two outputs at one input) keeps the order it was given.
  clamped.sort((a, b) => a.x - b.x);
  return clamped.filter((point, index) => {
    const previous = clamped[index - 1];
    return !previous || previous.x !== point.x || previous.y !== point.y;
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Horizontal position of an input value in the viewBox. */
export function plotX(value: number, plot: PlotArea = chartGeometry.plot): number {
  return round(plot.left + value * plot.size);
}

/** Vertical position of an output value in the viewBox: SVG's y grows downwards, so 100 % is at the top. */
export function plotY(value: number, plot: PlotArea = chartGeometry.plot): number {
  return round(plot.top + (1 - value) * plot.size);
}

/** The `points` attribute of an SVG polyline drawing the curve in the plot area (clamped and sorted first). */
export function curveToPolylinePoints(points: readonly ResponseCurvePoint[], plot: PlotArea = chartGeometry.plot) {
  return normalizeCurvePoints(points)
    .map((point) => `${plotX(point.x, plot)},${plotY(point.y, plot)}`)
    .join(' ');
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A fraction of full travel as a percentage in the locale's format (“25%”, “25 %” in French), to 0.1 %. */
export function formatPercent(value: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(value);
}
