// The layouts whose component loads with their first page rather than with the entry (decision 017): the four with
// a side navigation, all in `side-nav-layouts.tsx`. The bundle check counts that module with their routes.
import type { LayoutName } from '../../config/paths';

export const lazyLayouts = ['account', 'game-support', 'playtest', 'support'] as const satisfies readonly LayoutName[];
export type LazyLayoutName = (typeof lazyLayouts)[number];

/** The lazy layouts' module, as the build's manifest names it. */
export const lazyLayoutModule = 'src/app/layouts/side-nav-layouts.tsx';
