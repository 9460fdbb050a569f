export type { SideNavGroup, SideNavHeadingLevel, SideNavItem, SideNavProps } from './SideNav';
export { SideNav, sideNavHeadingLevels } from './SideNav';
