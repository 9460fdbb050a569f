import type { HTMLAttributes, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { MynaconGamepad } from '../../icons/generated/MynaconGamepad';
import { Button } from '../Button/Button';
import {
  axisLine,
  axisText,
  axisTitle,
  chartDescription,
  chartEmpty,
  chartEmptyHint,
  chartEmptyIcon,
  chartEmptyTitle,
  chartFrame,
  chartKey,
  chartKeyItem,
  chartKeySwatch,
  chartLabel,
  chartNote,
  chartRoot,
  chartSvg,
  curveGroup,
  curveLine,
  curveMarker,
  curveSeries,
  dataTable,
  dataTableCaption,
  dataTableCell,
  deadZoneArea,
  deadZoneEdge,
  deadZoneHatch,
  gridLine,
  markerSeries,
  tableRegion,
} from './ResponseCurveChart.css';
import {
  chartGeometry,
  clampUnit,
  curveToPolylinePoints,
  formatPercent,
  normalizeCurvePoints,
  plotX,
  plotY,
  type ResponseCurvePoint,
  responseCurveTicks,
} from './responseCurve';

/** One curve of the chart, such as the left stick's. */
export interface ResponseCurve {
  /** Stable identifier, unique within the chart. */
  id: string;
  /** The curve's name in the legend and the data table, such as “Left stick”. */
  name: string;
  /** Input → output points, both from 0 to 1. Drawn sorted by input; values outside 0..1 are clamped. */
  points: readonly ResponseCurvePoint[];
}

export interface ResponseCurveChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The chart's title and accessible name, such as “Left stick response curve”. */
  label: string;
  /** One or more curves; from the fifth on, looks repeat. Curves without a valid point are left out. */
  curves: readonly ResponseCurve[];
  /** Share of stick travel (0..1) that is ignored near rest, shaded on the chart and described in text. */
  deadZone?: number;
  /** A sentence under the title that says what the curve does; also the chart's accessible description. */
  description?: ReactNode;
  /** Label of the horizontal axis and of the table's first column. @default translated “Stick input” */
  xAxisLabel?: string;
  /** Label of the vertical axis and of the table's second column. @default translated “Output” */
  yAxisLabel?: string;
}

const seriesCount = 4;
const seriesOf = (index: number) => (index % seriesCount) as 0 | 1 | 2 | 3;
const { width, height, plot } = chartGeometry;
const plotRight = plot.left + plot.size;
const plotBottom = plot.top + plot.size;

/**
 * A controller stick's response curves (input → output) as an accessible SVG chart, with a legend for several
 * curves, the dead zone shaded and a data table behind a disclosure button.
 */
export function ResponseCurveChart({
  label,
  curves,
  deadZone,
  description,
  xAxisLabel,
  yAxisLabel,
  className,
  ...rest
}: ResponseCurveChartProps) {
  const { t, locale } = useI18n();
  const [isTableOpen, setTableOpen] = useState(false);
  const id = useId();
  const ids = {
    label: `${id}-label`,
    description: `${id}-description`,
    deadZone: `${id}-dead-zone`,
    empty: `${id}-empty`,
    table: `${id}-table`,
    hatch: `${id}-hatch`,
  };
  const inputLabel = xAxisLabel ?? t('ui.responseCurveChart.input');
  const outputLabel = yAxisLabel ?? t('ui.responseCurveChart.output');
  const percent = (value: number) => formatPercent(value, locale);

  const drawn = curves
    .map((curve, index) => ({ ...curve, series: seriesOf(index), points: normalizeCurvePoints(curve.points) }))
    .filter((curve) => curve.points.length > 0);
  const isEmpty = drawn.length === 0;
  const zone = deadZone === undefined ? undefined : clampUnit(deadZone);
  const hasDeadZone = zone !== undefined && zone > 0;

  const describedBy = [
    description ? ids.description : undefined,
    hasDeadZone ? ids.deadZone : undefined,
    isEmpty ? ids.empty : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      data-component="ResponseCurveChart"
      data-empty={isEmpty || undefined}
      className={[chartRoot, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <p id={ids.label} className={chartLabel} data-part="label">
        {label}
      </p>
      {description && (
        <p id={ids.description} className={chartDescription} data-part="description">
          {description}
        </p>
      )}
      <div className={chartFrame} data-part="frame">
        {/* role="img" makes the drawing one named image; its numbers are in the data table. */}
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby (the visible title); a <title> would add a tooltip repeating it */}
        <svg
          role="img"
          aria-labelledby={ids.label}
          aria-describedby={describedBy || undefined}
          viewBox={`0 0 ${width} ${height}`}
          className={chartSvg}
          data-part="plot"
        >
          <defs>
            <pattern id={ids.hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" className={deadZoneHatch} />
            </pattern>
          </defs>
          <g data-part="grid">
            {responseCurveTicks.map((tick) => (
              <g key={tick}>
                <line x1={plotX(tick)} x2={plotX(tick)} y1={plot.top} y2={plotBottom} className={gridLine} />
                <line x1={plot.left} x2={plotRight} y1={plotY(tick)} y2={plotY(tick)} className={gridLine} />
              </g>
            ))}
          </g>
          {hasDeadZone && (
            <g data-part="dead-zone">
              <rect
                x={plot.left}
                y={plot.top}
                width={plotX(zone) - plot.left}
                height={plot.size}
                className={deadZoneArea}
              />
              <rect
                x={plot.left}
                y={plot.top}
                width={plotX(zone) - plot.left}
                height={plot.size}
                fill={`url(#${ids.hatch})`}
              />
              <line x1={plotX(zone)} x2={plotX(zone)} y1={plot.top} y2={plotBottom} className={deadZoneEdge} />
            </g>
          )}
          <g data-part="axes">
            <line x1={plot.left} x2={plotRight} y1={plotBottom} y2={plotBottom} className={axisLine} />
            <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plotBottom} className={axisLine} />
            {responseCurveTicks.map((tick) => (
              <g key={tick} data-part="tick">
                <line x1={plotX(tick)} x2={plotX(tick)} y1={plotBottom} y2={plotBottom + 5} className={axisLine} />
                <text x={plotX(tick)} y={plotBottom + 18} textAnchor="middle" className={axisText}>
                  {percent(tick)}
                </text>
                <line x1={plot.left - 5} x2={plot.left} y1={plotY(tick)} y2={plotY(tick)} className={axisLine} />
                <text x={plot.left - 8} y={plotY(tick)} textAnchor="end" dominantBaseline="middle" className={axisText}>
                  {percent(tick)}
                </text>
              </g>
            ))}
            <text x={plot.left + plot.size / 2} y={height - 8} textAnchor="middle" className={axisTitle}>
              {inputLabel}
            </text>
            <text
              x={0}
              y={0}
              transform={`translate(14 ${plot.top + plot.size / 2}) rotate(-90)`}
              textAnchor="middle"
              dominantBaseline="middle"
              className={axisTitle}
            >
              {outputLabel}
            </text>
          </g>
          <g data-part="curves" className={curveGroup}>
            {drawn.map((curve) => (
              <g key={curve.id} data-part="curve" data-curve={curve.id} data-series={curve.series}>
                <polyline
                  points={curveToPolylinePoints(curve.points)}
                  className={`${curveLine} ${curveSeries[curve.series]}`}
                />
                {curve.points.map((point) => (
                  <circle
                    key={`${point.x}:${point.y}`}
                    cx={plotX(point.x)}
                    cy={plotY(point.y)}
                    r={3}
                    className={`${curveMarker} ${markerSeries[curve.series]}`}
                  />
                ))}
              </g>
            ))}
          </g>
        </svg>
        {isEmpty && (
          <div id={ids.empty} className={chartEmpty} data-part="empty">
            <span className={chartEmptyIcon} aria-hidden="true">
              <MynaconGamepad size="large" />
            </span>
            <p className={chartEmptyTitle}>{t('ui.responseCurveChart.empty')}</p>
            <p className={chartEmptyHint}>{t('ui.responseCurveChart.emptyHint')}</p>
          </div>
        )}
      </div>
      {drawn.length > 1 && (
        <ul className={chartKey} data-part="legend">
          {drawn.map((curve) => (
            <li key={curve.id} className={chartKeyItem} data-part="legend-item" data-series={curve.series}>
              <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className={chartKeySwatch}>
                <line x1="2" x2="26" y1="5" y2="5" className={`${curveLine} ${curveSeries[curve.series]}`} />
              </svg>
              {curve.name}
            </li>
          ))}
        </ul>
      )}
      {hasDeadZone && (
        <p id={ids.deadZone} className={chartNote} data-part="dead-zone-note">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={chartKeySwatch}>
            <rect x="0.5" y="0.5" width="15" height="15" className={deadZoneArea} />
            <rect x="0.5" y="0.5" width="15" height="15" fill={`url(#${ids.hatch})`} className={deadZoneEdge} />
          </svg>
          {t('ui.responseCurveChart.deadZone', { size: percent(zone) })}
        </p>
      )}
      {!isEmpty && (
        <>
          <Button
            variant="secondary"
            size="small"
            aria-expanded={isTableOpen}
            aria-controls={ids.table}
            onPress={() => setTableOpen((open) => !open)}
          >
            {t(isTableOpen ? 'ui.responseCurveChart.hideTable' : 'ui.responseCurveChart.showTable')}
          </Button>
          <div id={ids.table} hidden={!isTableOpen} className={tableRegion} data-part="data-table">
            {drawn.map((curve) => (
              <table key={curve.id} className={dataTable} data-part="table" data-curve={curve.id}>
                <caption className={dataTableCaption}>{drawn.length > 1 ? curve.name : label}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={dataTableCell}>
                      {inputLabel}
                    </th>
                    <th scope="col" className={dataTableCell}>
                      {outputLabel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {curve.points.map((point) => (
                    <tr key={`${point.x}:${point.y}`}>
                      <th scope="row" className={dataTableCell}>
                        {percent(point.x)}
                      </th>
                      <td className={dataTableCell}>{percent(point.y)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
