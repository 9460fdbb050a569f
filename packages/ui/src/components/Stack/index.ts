export type { StackAlign, StackProps } from './Stack';
export { Stack, stackAligns } from './Stack';
