export type { HeadingAlign, HeadingLevel, HeadingProps, HeadingSize, HeadingTone } from './Heading';
export { Heading, headingAligns, headingLevels, headingSizes, headingTones } from './Heading';
