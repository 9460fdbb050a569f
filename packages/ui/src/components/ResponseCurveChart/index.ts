export type { ResponseCurve, ResponseCurveChartProps } from './ResponseCurveChart';
export { ResponseCurveChart } from './ResponseCurveChart';
export type { ResponseCurvePoint } from './responseCurve';
