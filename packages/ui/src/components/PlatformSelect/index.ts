export type { PlatformId, PlatformSelectProps } from './PlatformSelect';
export { PlatformSelect } from './PlatformSelect';
export type { GroupedPlatform, PlatformGroup, PlatformOption } from './platforms';
export {
  groupPlatforms,
  isPlatformModel,
  platformDisplayName,
  platformSeparator,
  platformsShownByModel,
} from './platforms';
