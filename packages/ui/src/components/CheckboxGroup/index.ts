export type { CheckboxGroupOrientation, CheckboxGroupProps } from './CheckboxGroup';
export { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';
