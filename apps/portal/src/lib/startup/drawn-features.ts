// The feature flags a prerendered page was drawn with (decision 051). A flag that adds a part to a prerendered page
// (the referral programme's field on registration) makes the build draw the page once more with it on; the server
// sends the one its configuration asks for, whose `#root` names the flags it was drawn with (`data-features`). The
// page is hydrated as it was drawn, then follows the configuration from the render after hydration on. A flag that
// adds a part to every page's frame (the footer's game-support link) is drawn on in every page, as the API's default
// configuration has it (`drawnByDefault`, decision 060); a server with it off sends the pages without that part and
// without the flag on `#root` (decision 068).
// Read by the build's scripts as well: no React here (`useDrawnFeature` reads it in components).
import type { FeatureFlags } from '@mynacon/contract';

export type DrawnFeature = keyof FeatureFlags;

/** The attribute of `#root` naming the flags on in a prerendered page, space-separated. */
export const drawnFeaturesAttribute = 'data-features';

/** The flags the build draws the page with (scripts/prerender.ts); none in the browser. */
let buildFeatures: readonly DrawnFeature[] | undefined;

/** The build's render: draws the pages with these flags on until called again (undefined: all off). */
export function drawWithFeatures(features: readonly DrawnFeature[] | undefined): void {
  buildFeatures = features;
}

/**
 * Whether the page was drawn with `feature` on: in the build's render, whether the build draws it so; while the
 * browser hydrates a prerendered page, whether the server sent the page drawn with it. Components read it through
 * `useDrawnFeature`, which follows the configuration once hydrated.
 */
export function drawnWith(feature: DrawnFeature): boolean {
  if (buildFeatures !== undefined) return buildFeatures.includes(feature);
  if (typeof document === 'undefined') return false;
  const drawn = document.getElementById('root')?.getAttribute(drawnFeaturesAttribute) ?? '';
  return drawn.split(' ').includes(feature);
}
