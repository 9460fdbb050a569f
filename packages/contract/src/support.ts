import * as z from 'zod/mini';
import { CommunityLocale, Count, Id, Severity, Timestamp } from './primitives.ts';
import { named } from './registry.ts';

/** A game with its support settings (spec section 3). */
export const Game = named(
  'Game',
  z.object({
    code: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    name: z.string().check(z.minLength(1)),
    is_active: z.boolean(),
    zendesk_id: Id,
    zendesk_topic_id: Id,
    zendesk_faq_cat_id: Id,
  }),
);
export type Game = z.infer<typeof Game>;

/** `GET /api/cache/support/games`: every game, active or not, by name. */
export const GamesResponse = named('GamesResponse', z.object({ items: z.array(Game), size: Count }));
export type GamesResponse = z.infer<typeof GamesResponse>;

/** A help-centre article inside a FAQ section. */
export const FaqArticle = named(
  'FaqArticle',
  z.object({ id: Id, title: z.string().check(z.minLength(1)), body: z.string(), position: Count }),
);
export type FaqArticle = z.infer<typeof FaqArticle>;

/** A FAQ section of a help-centre category, in one locale. */
export const FaqSection = named(
  'FaqSection',
  z.object({
    id: Id,
    category_id: Id,
    locale: CommunityLocale,
    name: z.string().check(z.minLength(1)),
    description: z.string(),
    position: Count,
    articles: z.array(FaqArticle),
  }),
);
export type FaqSection = z.infer<typeof FaqSection>;

/** `GET /api/cache/support/game-faq/{gameZendeskId}/{locale}/sections`. */
export const FaqSectionsResponse = named('FaqSectionsResponse', z.array(FaqSection));
export type FaqSectionsResponse = z.infer<typeof FaqSectionsResponse>;

/** Help-centre post statuses; the portal maps moderation, open, confirmed, fixed and archived onto them. */
export const postStatuses = ['none', 'not_planned', 'planned', 'completed', 'answered'] as const;
export const PostStatus = named('PostStatus', z.enum(postStatuses));
export type PostStatus = z.infer<typeof PostStatus>;

/** The portal's names for the post statuses (spec section 4). */
export const portalStatusOf = {
  none: 'moderation',
  not_planned: 'open',
  planned: 'confirmed',
  completed: 'fixed',
  answered: 'archived',
} as const satisfies Record<PostStatus, string>;

export const communitySortFields = [
  'created_at',
  'edited_at',
  'updated_at',
  'recent_activity',
  'votes',
  'comments',
  'me_too',
] as const;

/** How many players said "me too" on one platform model of a post. */
export const MeTooPlatformCount = named(
  'MeTooPlatformCount',
  z.object({ platform_model: z.string().check(z.minLength(1)), count: Count }),
);
export type MeTooPlatformCount = z.infer<typeof MeTooPlatformCount>;

/** "Me too, on my platform": players who have the reported problem too, in all and per platform model. */
export const MeTooCounts = named(
  'MeTooCounts',
  z.object({
    count: Count,
    /** One entry per platform model named at least once, the most named first (then by name). */
    platforms: z.array(MeTooPlatformCount),
  }),
);
export type MeTooCounts = z.infer<typeof MeTooCounts>;

/** A community post (bug report or resolved issue). */
export const CommunityPost = named(
  'CommunityPost',
  z.object({
    id: Id,
    topic_id: Id,
    title: z.string().check(z.minLength(1)),
    status: PostStatus,
    details: z.object({
      severity: Severity,
      platform_model: z.string().check(z.minLength(1)),
      body: z.string(),
    }),
    author_name: z.string().check(z.minLength(1)),
    created_at: Timestamp,
    updated_at: Timestamp,
    edited_at: Timestamp,
    vote_sum: z.int(),
    vote_count: Count,
    comment_count: Count,
    follower_count: Count,
    pinned: z.boolean(),
    featured: z.boolean(),
    closed: z.boolean(),
    /** Signed-in players who have the problem too, each counted once on the platform they named last. */
    me_too: MeTooCounts,
  }),
);
export type CommunityPost = z.infer<typeof CommunityPost>;

/**
 * Number of posts of the topic in each status. On the public board `none` is always 0: a post in moderation is its
 * author's alone (their community data), never counted nor listed there.
 */
export const StatusCounts = named(
  'StatusCounts',
  z.object({ none: Count, not_planned: Count, planned: Count, completed: Count, answered: Count }),
);
export type StatusCounts = z.infer<typeof StatusCounts>;

/**
 * The paged form (`p` or `per_page` given): one page, the page count, counts per status, posts on the page; posts
 * out of moderation only.
 */
export const CommunityPageResponse = named(
  'CommunityPageResponse',
  z.object({ posts: z.array(CommunityPost), nbPages: Count, totalCount: StatusCounts, size: Count }),
);
export type CommunityPageResponse = z.infer<typeof CommunityPageResponse>;

/** The unpaged form: the latest posts of each status out of moderation (at most `latestPerStatus`), newest first. */
export const CommunityLatestResponse = named(
  'CommunityLatestResponse',
  z.object({ posts: z.array(CommunityPost), size: Count }),
);
export type CommunityLatestResponse = z.infer<typeof CommunityLatestResponse>;

/** How many posts of each status the unpaged form returns. */
export const latestPerStatus = 10;

export const CommunityResponse = named(
  'CommunityResponse',
  z.union([CommunityPageResponse, CommunityLatestResponse]),
  'Paged form when `p` or `per_page` is given, latest posts otherwise.',
);
export type CommunityResponse = z.infer<typeof CommunityResponse>;
