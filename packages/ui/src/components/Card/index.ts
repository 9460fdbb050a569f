export type { CardHeadingLevel, CardImage, CardProps, CardVariant } from './Card';
export { Card, cardHeadingLevels, cardVariants } from './Card';
