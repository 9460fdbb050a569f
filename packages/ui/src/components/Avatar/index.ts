export type { AvatarProps, AvatarSize } from './Avatar';
export { Avatar, avatarSizes, getInitials } from './Avatar';
