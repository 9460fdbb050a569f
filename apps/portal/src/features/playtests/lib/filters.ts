// The platform filter of the playtest lists, kept in the address (`?platform=PlayStation::PS5`) so that a reload or
// a shared link keeps it.
interface WithPlatforms {
  readonly platforms: readonly string[];
}

/** The filter's value; one that no playtest of the list offers is ignored (an old or edited link shows them all). */
export function parsePlatformFilter(query: URLSearchParams, platforms: readonly string[]): string | null {
  const value = query.get('platform')?.trim() ?? '';
  return value !== '' && platforms.includes(value) ? value : null;
}

/** The query with the filter written in (other parameters kept), removed for none. */
export function writePlatformFilter(query: URLSearchParams, platform: string | null): URLSearchParams {
  const next = new URLSearchParams(query);
  if (platform === null) next.delete('platform');
  else next.set('platform', platform);
  return next;
}

/** The playtests offered on the platform (all of them for none). */
export function applyPlatformFilter<T extends WithPlatforms>(playtests: readonly T[], platform: string | null): T[] {
  return platform === null ? [...playtests] : playtests.filter((playtest) => playtest.platforms.includes(platform));
}

/**
 * The filter's options: every platform of the list once, labelled and sorted by the name players see
 * (`displayName`, the design system's `platformDisplayName`: spec section 3's Parent::Child rule).
 */
export function platformOptions(
  playtests: readonly WithPlatforms[],
  displayName: (name: string) => string,
): { id: string; label: string }[] {
  const names = [...new Set(playtests.flatMap((playtest) => playtest.platforms))];
  return names
    .map((name) => ({ id: name, label: displayName(name) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en') || a.id.localeCompare(b.id, 'en'));
}
