export type { TextAlign, TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text';
