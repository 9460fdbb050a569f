// The board's filters and sort, kept in the address (`?status=open&severity=high&platform=PlayStation&sort=votes
// &order=asc`) so that a reload or a shared link shows the same list; which posts a filter keeps; which posts a
// player may see at all (a post in moderation only by its author, spec section 9 and issue 17).
import {
  type CommunityPost,
  communitySortFields,
  type PlatformMapping,
  type PostStatus,
  portalStatusOf,
  postStatuses,
  severities,
} from '@mynacon/contract';

export type PortalStatus = (typeof portalStatusOf)[PostStatus];
export type SortField = (typeof communitySortFields)[number];
export type SortOrder = 'asc' | 'desc';

/** The portal's status names in the life-cycle order, each with the provider's status (spec section 4). */
export const portalStatuses = postStatuses.map((status) => portalStatusOf[status]) as PortalStatus[];
export const providerStatusOf = Object.fromEntries(
  postStatuses.map((status) => [portalStatusOf[status], status]),
) as Record<PortalStatus, PostStatus>;

export interface BoardFilters {
  status: PortalStatus | null;
  severity: (typeof severities)[number] | null;
  /** A global platform of the platform mapping (`PlayStation`). */
  platform: string | null;
  sort: SortField;
  order: SortOrder;
}

export const defaultFilters: BoardFilters = {
  status: null,
  severity: null,
  platform: null,
  sort: 'created_at',
  order: 'desc',
};
export const sortFields = communitySortFields;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters; a value that is not an option is ignored (an old or edited link shows the whole board). */
export function parseBoardFilters(query: URLSearchParams, platforms: readonly string[]): BoardFilters {
  return {
    status: pick(query.get('status'), portalStatuses),
    severity: pick(query.get('severity'), severities),
    platform: pick(query.get('platform'), platforms),
    sort: pick(query.get('sort'), sortFields) ?? defaultFilters.sort,
    order: pick(query.get('order'), ['asc', 'desc'] as const) ?? defaultFilters.order,
  };
}

/** The query with the filters written in (other parameters kept), defaults left out. */
export function writeBoardFilters(query: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of ['status', 'severity', 'platform', 'sort', 'order'] as const) {
    const value = filters[name];
    if (value === null || value === defaultFilters[name]) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** True when a filter narrows the board (the sort does not). */
export const isFiltered = (filters: BoardFilters) =>
  filters.status !== null || filters.severity !== null || filters.platform !== null;

/** A stable text of the filters: a change of it is a new filter. */
export const filtersKey = (filters: BoardFilters) =>
  [filters.status, filters.severity, filters.platform, filters.sort, filters.order].join('|');

/** A post in moderation is shown to its author only; every other post to everyone. */
export function isVisible(post: CommunityPost, ownPostIds: ReadonlySet<number>): boolean {
  return post.status !== 'none' || ownPostIds.has(post.id);
}

/** Which posts the filters keep, among those the player may see. */
export function acceptsOf(
  filters: BoardFilters,
  mapping: readonly PlatformMapping[],
  ownPostIds: ReadonlySet<number>,
): (post: CommunityPost) => boolean {
  const models =
    filters.platform === null
      ? null
      : new Set(mapping.find((entry) => entry.globalPlatform === filters.platform)?.zendeskPlatform ?? []);
  const status = filters.status === null ? null : providerStatusOf[filters.status];
  return (post) =>
    isVisible(post, ownPostIds) &&
    (status === null || post.status === status) &&
    (filters.severity === null || post.details.severity === filters.severity) &&
    (models === null || models.has(post.details.platform_model));
}

/** The newest posts of some statuses the player may see, at most `count` (the dashboard's lists). */
export function latestOf(
  posts: readonly CommunityPost[],
  statuses: readonly PostStatus[],
  ownPostIds: ReadonlySet<number>,
  count = 3,
): CommunityPost[] {
  return posts
    .filter((post) => statuses.includes(post.status) && isVisible(post, ownPostIds))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, count);
}
