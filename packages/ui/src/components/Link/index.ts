export type { LinkProps } from './Link';
export { Link, linkVariants } from './Link';
