export type { ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
