import * as z from 'zod/mini';
import { TicketPlatformOptionsResponse } from './catalogue.ts';
import { ContentPage, Newsletter, NewsletterListResponse, TranslationsResponse } from './content.ts';
import { type Endpoint, endpoint, recordIdParams, zendeskIdParam } from './endpoint.ts';
import { accountEndpoints } from './endpoints-accounts.ts';
import { authEndpoints } from './endpoints-auth.ts';
import { customerEndpoints } from './endpoints-customer.ts';
import { externalEndpoints } from './endpoints-external.ts';
import { serviceEndpoints } from './endpoints-services.ts';
import { getPublicConfigEndpoint, getPublicInfosEndpoint } from './endpoints-site.ts';
import {
  getPlatformsEndpoint,
  getProductsEndpoint,
  getProfilesEndpoint,
  getSupportGamesEndpoint,
} from './endpoints-startup.ts';
import { Playtest, PlaytestListResponse, playtestStatuses, Survey } from './playtests.ts';
import { intParam, LocaleCode } from './primitives.ts';
import { ProfileSettings } from './profile-settings.ts';
import { searchEndpoint } from './search.ts';
import { CommunityPost, CommunityResponse, communitySortFields, FaqSectionsResponse } from './support.ts';

/** What the calls below share; each call states only where it differs. */
const publicRead = { status: 'served', auth: 'none', cached: true } as const;

export type { Endpoint, HttpMethod } from './endpoint.ts';

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(100));

/** Query of the community call: the paged form when `p` or `per_page` is present. */
export const CommunityQuery = z.object({
  topic_id: z.optional(intParam(15)),
  p: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, 'Expected a page number from 1')),
      z.transform((value: string) => Number(value)),
    ),
  ),
  per_page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^([1-9]|[1-9][0-9]|100)$/, 'Expected a page size from 1 to 100')),
      z.transform((value: string) => Number(value)),
    ),
  ),
  sort_by: z.optional(z.enum(communitySortFields)),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
});
export type CommunityQuery = z.output<typeof CommunityQuery>;

/** Locale segment of the FAQ call: a help-centre locale (`en-gb`, `fr`) or a portal locale (`fr-FR`). */
export const FaqLocaleParam = z
  .string()
  .check(z.regex(/^(en-gb|en-us|fr|nl|es|de|it|en-GB|en-US|fr-FR|nl-NL|es-ES|de-DE|it-IT)$/i));

export const getTranslationsEndpoint = endpoint({
  ...publicRead,
  id: 'getTranslations',
  method: 'GET',
  path: '/api/cache/nacmid/translations',
  summary: 'Translation records of the notification keys, optionally for one locale',
  tag: 'content',
  source: 'spec',
  query: z.object({ locale: z.optional(LocaleCode) }),
  response: TranslationsResponse,
  errors: [],
});

export const getProfileSettingsEndpoint = endpoint({
  ...publicRead,
  id: 'getProfileSettings',
  method: 'GET',
  path: '/api/cache/profiles/{id}/settings',
  summary: 'The controller settings of a published profile; 404 for an unknown or unpublished one',
  tag: 'profiles',
  source: 'chosen',
  params: recordIdParams,
  response: ProfileSettings,
  errors: [404],
});

export const listPlaytestsEndpoint = endpoint({
  ...publicRead,
  id: 'listPlaytests',
  method: 'GET',
  path: '/api/cache/playtests',
  summary: 'Open or passed playtests',
  tag: 'playtests',
  source: 'chosen',
  query: z.object({ status: z._default(z.enum(playtestStatuses), 'open') }),
  response: PlaytestListResponse,
  errors: [],
});

export const getPlaytestEndpoint = endpoint({
  ...publicRead,
  id: 'getPlaytest',
  method: 'GET',
  path: '/api/cache/playtests/{id}',
  summary: 'One playtest; 404 when it does not exist (the registration guard)',
  tag: 'playtests',
  source: 'spec',
  params: recordIdParams,
  response: Playtest,
  errors: [404],
});

export const getSurveyEndpoint = endpoint({
  ...publicRead,
  id: 'getSurvey',
  method: 'GET',
  path: '/api/cache/surveys/{id}',
  summary: 'One survey with its questions',
  tag: 'playtests',
  source: 'chosen',
  params: recordIdParams,
  response: Survey,
  errors: [404],
});

export const listNewslettersEndpoint = endpoint({
  ...publicRead,
  id: 'listNewsletters',
  method: 'GET',
  path: '/api/cache/newsletters',
  summary: 'Newsletter issues of one locale, newest first',
  tag: 'content',
  source: 'chosen',
  query: z.object({ locale: z._default(LocaleCode, 'en-GB') }),
  response: NewsletterListResponse,
  errors: [],
});

export const getNewsletterEndpoint = endpoint({
  ...publicRead,
  id: 'getNewsletter',
  method: 'GET',
  path: '/api/cache/newsletters/{id}',
  summary: 'One newsletter issue',
  tag: 'content',
  source: 'chosen',
  params: recordIdParams,
  response: Newsletter,
  errors: [404],
});

export const getContentPageEndpoint = endpoint({
  ...publicRead,
  id: 'getContentPage',
  method: 'GET',
  path: '/api/cache/pages/{locale}/{slug}',
  summary: 'A content page shown at /{slug} of a locale',
  tag: 'content',
  source: 'chosen',
  params: z.object({ locale: LocaleCode, slug }),
  response: ContentPage,
  errors: [404],
});

export const getFaqSectionsEndpoint = endpoint({
  ...publicRead,
  id: 'getFaqSections',
  method: 'GET',
  path: '/api/cache/support/game-faq/{gameZendeskId}/{locale}/sections',
  summary: 'FAQ sections with their articles, of one FAQ category of a game, in one locale',
  tag: 'support',
  source: 'spec',
  params: z.object({ gameZendeskId: zendeskIdParam, locale: FaqLocaleParam }),
  query: z.object({ category: z.optional(intParam(15)) }),
  response: FaqSectionsResponse,
  errors: [404],
});

export const getCommunityPostsEndpoint = endpoint({
  ...publicRead,
  id: 'getCommunityPosts',
  method: 'GET',
  path: '/api/cache/support/community/{gameZendeskId}',
  summary: 'Community posts of a game: a page of them, or the latest ones',
  tag: 'support',
  source: 'spec',
  params: z.object({ gameZendeskId: zendeskIdParam }),
  query: CommunityQuery,
  response: CommunityResponse,
  errors: [404],
});

export const getCommunityPostEndpoint = endpoint({
  ...publicRead,
  id: 'getCommunityPost',
  method: 'GET',
  path: '/api/cache/support/community/{gameZendeskId}/posts/{id}',
  summary: 'One post of a game’s community board; 404 for an unknown post or one still in moderation',
  tag: 'support',
  source: 'chosen',
  params: z.object({ gameZendeskId: zendeskIdParam, id: zendeskIdParam }),
  response: CommunityPost,
  errors: [404],
});

export const getTicketPlatformOptionsEndpoint = endpoint({
  ...publicRead,
  id: 'getTicketPlatformOptions',
  method: 'GET',
  path: '/api/cache/support/ticket/{product}/platform/options',
  summary: 'Platforms a ticket may name for a game code or product SKU',
  tag: 'support',
  source: 'spec',
  params: z.object({ product: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  response: TicketPlatformOptionsResponse,
  errors: [404],
});

export const getCoverImageEndpoint = endpoint({
  ...publicRead,
  id: 'getCoverImage',
  method: 'GET',
  path: '/api/media/covers/{size}/{file}',
  summary: 'A game cover (SVG), by game-database image id: `{image_id}.svg`',
  tag: 'media',
  source: 'chosen',
  params: z.object({
    size: z.enum(['t_cover_big']),
    file: z.string().check(z.regex(/^[a-z0-9]{1,32}\.svg$/)),
  }),
  response: z.string(),
  responseType: 'image/svg+xml',
  errors: [404],
});

export const getProductImageEndpoint = endpoint({
  ...publicRead,
  id: 'getProductImage',
  method: 'GET',
  path: '/api/media/products/{file}',
  summary: 'A product image (SVG), by SKU: `{sku}.svg`',
  tag: 'media',
  source: 'chosen',
  params: z.object({ file: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}\.svg$/)) }),
  response: z.string(),
  responseType: 'image/svg+xml',
  errors: [404],
});

/** The public reads: answered from memory, cached, no token. */
export const publicEndpoints = {
  publicInfos: getPublicInfosEndpoint,
  publicConfig: getPublicConfigEndpoint,
  products: getProductsEndpoint,
  translations: getTranslationsEndpoint,
  profiles: getProfilesEndpoint,
  profileSettings: getProfileSettingsEndpoint,
  playtests: listPlaytestsEndpoint,
  playtest: getPlaytestEndpoint,
  survey: getSurveyEndpoint,
  newsletters: listNewslettersEndpoint,
  newsletter: getNewsletterEndpoint,
  page: getContentPageEndpoint,
  games: getSupportGamesEndpoint,
  platforms: getPlatformsEndpoint,
  faqSections: getFaqSectionsEndpoint,
  community: getCommunityPostsEndpoint,
  communityPost: getCommunityPostEndpoint,
  ticketPlatformOptions: getTicketPlatformOptionsEndpoint,
  coverImage: getCoverImageEndpoint,
  productImage: getProductImageEndpoint,
} as const satisfies Record<string, Endpoint>;

/** Every call of the contract. */
export const endpoints = {
  ...publicEndpoints,
  search: searchEndpoint,
  ...serviceEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...customerEndpoints,
  ...externalEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export const endpointList: readonly Endpoint[] = /* @__PURE__ */ Object.values(endpoints);
