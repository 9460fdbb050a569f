export type { SelectItem, SelectOption, SelectSection } from './collection';
export type { SelectProps } from './Select';
export { Select } from './Select';
export type { ChoiceRule } from './useChoiceValidation';
