export type { BoxElement, BoxProps, BoxStyleProps } from './Box';
export { Box, boxElements } from './Box';
