import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { chartGeometry } from './responseCurve';

const forcedColors = '(forced-colors: active)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const chartRoot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  maxWidth: '30rem',
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
});

export const chartLabel = style({
  margin: 0,
  fontSize: vars.type.lg.fontSize,
  lineHeight: vars.type.lg.lineHeight,
  fontWeight: vars.type.lg.fontWeight,
});

export const chartDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const chartFrame = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const chartSvg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  // Dotted in forced colours, where every stroke takes the same system colour and the grid would compete.
  '@media': { [forcedColors]: { stroke: 'CanvasText', strokeDasharray: '1 4' } },
});

export const axisLine = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
  '@media': { [forcedColors]: { stroke: 'CanvasText' } },
});

export const axisText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family.sans,
  fontSize: 13,
  '@media': { [forcedColors]: { fill: 'CanvasText' } },
});

export const axisTitle = style([axisText, { fill: vars.color.text, fontWeight: vars.font.weight.medium }]);

export const deadZoneArea = style({
  fill: vars.color.textMuted,
  fillOpacity: 0.12,
  '@media': { [forcedColors]: { fill: 'transparent' } },
});

export const deadZoneHatch = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeOpacity: 0.5,
  '@media': { [forcedColors]: { stroke: 'CanvasText', strokeOpacity: 1 } },
});

export const deadZoneEdge = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: '3 3',
  '@media': { [forcedColors]: { stroke: 'CanvasText' } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const curveGroup = style({
  animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const curveLine = style({
  fill: 'none',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  // The dash patterns, not only the colours, tell the curves apart; forced colours keep one system colour.
  '@media': { [forcedColors]: { stroke: 'Highlight' } },
});

export const curveMarker = style({
  fill: vars.color.surface,
  strokeWidth: 2,
  '@media': { [forcedColors]: { fill: 'Canvas', stroke: 'Highlight' } },
});

/** One look per series: a token colour and a dash pattern, so no curve is told apart by colour alone. */
export const curveSeries = styleVariants({
  0: { stroke: vars.color.accent },
  1: { stroke: vars.color.warning, strokeDasharray: '10 5' },
  2: { stroke: vars.color.success, strokeDasharray: '2 5' },
  3: { stroke: vars.color.info, strokeDasharray: '12 4 2 4' },
});

// Markers stay solid whatever the line's dash pattern.
export const markerSeries = styleVariants({
  0: { stroke: vars.color.accent },
  1: { stroke: vars.color.warning },
  2: { stroke: vars.color.success },
  3: { stroke: vars.color.info },
});

const { plot, width, height } = chartGeometry;
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

// Laid over the plot area of the SVG, which scales with the frame's width.
export const chartEmpty = style({
  position: 'absolute',
  left: percent(plot.left, width),
  top: percent(plot.top, height),
  width: percent(plot.size, width),
  height: percent(plot.size, height),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  padding: vars.space[4],
  boxSizing: 'border-box',
  textAlign: 'center',
});

export const chartEmptyTitle = style({
  margin: 0,
  fontSize: vars.type.md.fontSize,
  lineHeight: vars.type.md.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const chartEmptyHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const chartEmptyIcon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const chartKey = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
});

export const chartKeyItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const chartKeySwatch = style({ flexShrink: 0, overflow: 'visible' });

export const chartNote = style([chartKeyItem, { margin: 0, fontSize: vars.type.sm.fontSize, color: vars.color.text }]);

export const tableRegion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.type.sm.fontSize,
  lineHeight: vars.type.sm.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const dataTableCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space[2],
  fontWeight: vars.font.weight.semibold,
});

export const dataTableCell = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: {
    'thead &': { color: vars.color.textMuted, fontWeight: vars.font.weight.medium },
    'tbody th&': { fontWeight: vars.font.weight.regular },
  },
});
