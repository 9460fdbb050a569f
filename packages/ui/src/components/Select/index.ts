export type { SelectItem, SelectOption, SelectSection } from '../private/collection';
export type { ChoiceRule, SelectProps } from './Select';
export { Select } from './Select';
