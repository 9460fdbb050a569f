export type { RadioGroupItemProps, RadioGroupOrientation, RadioGroupProps } from './RadioGroup';
export { RadioGroup, RadioGroupItem, radioGroupOrientations } from './RadioGroup';
