export type { SeveritySelectProps } from './SeveritySelect';
export { SeveritySelect } from './SeveritySelect';
