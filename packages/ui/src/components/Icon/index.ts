export type { IconBaseProps, IconComponent, IconProps } from './Icon';
export { createIcon, Icon } from './Icon';
export type { IconSize } from './iconSizes';
export { iconSizes } from './iconSizes';
