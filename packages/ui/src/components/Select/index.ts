export type { SelectItem, SelectOption, SelectSection } from './collection';
export type { ChoiceRule, SelectProps } from './Select';
export { Select } from './Select';
