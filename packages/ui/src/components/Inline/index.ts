export type { InlineAlign, InlineJustify, InlineProps } from './Inline';
export { Inline, inlineAligns, inlineJustifies } from './Inline';
