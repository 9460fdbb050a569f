export type { NumberFieldProps, NumberFieldValue } from './NumberField';
export { NumberField, numberFieldRules } from './NumberField';
