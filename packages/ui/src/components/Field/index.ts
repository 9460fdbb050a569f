export type { FieldFrameProps } from './Field';
export { FieldFrame, useRuleMessage } from './Field';
