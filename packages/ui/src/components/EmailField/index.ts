export type { EmailFieldProps } from './EmailField';
export { EmailField } from './EmailField';
