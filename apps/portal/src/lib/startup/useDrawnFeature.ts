import { useRuntimeConfig } from '../config/useRuntimeConfig';
import { type DrawnFeature, drawnWith } from './drawn-features';
import { useHydrated } from './hydration';

/**
 * Whether a part that `feature` adds is drawn: while a prerendered page hydrates, as the page was drawn (so that
 * hydration finds what the build drew, decision 051); from the render after hydration on, as the configuration says.
 */
export function useDrawnFeature(feature: DrawnFeature): boolean {
  const hydrated = useHydrated();
  const features = useRuntimeConfig()?.config.features;
  return hydrated ? features?.[feature] === true : drawnWith(feature);
}
