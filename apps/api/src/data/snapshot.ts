import type {
  CommunityLocale,
  CommunityPost,
  ContentPage,
  FaqSection,
  Game,
  LocaleCode,
  MeTooCounts,
  Newsletter,
  PlatformOption,
  Playtest,
  Product,
  Profile,
  ProfileGame,
  ProfileSettings,
  PublicConfigResponse,
  StoreCountries,
  StoreEntry,
  Survey,
  TranslationRecord,
} from '@mynacon/contract';
import { locales } from '@mynacon/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isExternalMethodConfigured } from '../auth/external/providers.ts';
import type { Config } from '../config.ts';
import { readColumns } from '../db/columns.ts';
import type { CommunityPostsTable, Database, PlaytestsTable, ProfilesTable } from '../db/types.ts';
import { publicMediaAddresses } from './media-addresses.ts';
import { toProfileSettings } from './profile-settings.ts';

/** Everything the public calls answer, read from the database in one go and kept in memory. */
export interface Snapshot {
  /** Bumped by every write; answers are rebuilt when it changes. */
  version: string;
  stores: StoreEntry[];
  allowedCountries: StoreCountries[];
  config: PublicConfigResponse;
  platforms: PlatformOption[];
  /** Platform ids of each global platform and model: a global platform covers its models. */
  platformFamily: Map<number, Set<number>>;
  products: Product[];
  productPlatformIds: Map<number, number[]>;
  productStores: Map<number, Set<string>>;
  games: Game[];
  gamePlatformIds: Map<string, number[]>;
  translations: TranslationRecord[];
  /** Published profiles (status 1) by game; never a draft, never an empty group. */
  profiles: ProfileGame[];
  /** Controller settings by profile id, served on their own (never inside `profiles`). */
  profileSettings: Map<number, ProfileSettings>;
  playtests: Playtest[];
  surveys: Map<number, Survey>;
  newsletters: Newsletter[];
  pages: Map<string, ContentPage>;
  faqSections: FaqSection[];
  /** The posts of each board out of moderation (never one whose status is `none`). */
  postsByTopic: Map<number, CommunityPost[]>;
  media: Map<string, { contentType: string; body: string }>;
}

/** `2026-09-01T12:00:00Z` from a driver's Date (or text, as some drivers hand back). */
export function toIso(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().replace('.000Z', 'Z');
}

/** Groups rows by key, keeping their order. */
function group<T, K, V>(rows: readonly T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list === undefined) map.set(key(row), [value(row)]);
    else list.push(value(row));
  }
  return map;
}

const localeOrder = new Map<string, number>(locales.map((locale, index) => [locale, index]));

export async function loadSnapshot(
  db: Kysely<Database>,
  config: Pick<
    Config,
    'publicBaseUrl' | 'mediaBaseUrl' | 'coverUrlTemplate' | 'features' | 'portal' | 'auth' | 'accounts'
  > & {
    services: Pick<Config['services'], 'recaptcha' | 'monitoring'>;
  },
): Promise<Snapshot> {
  // One repeatable-read transaction: every table is read at the same version.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const meta = new Map((await trx.selectFrom('meta').selectAll().execute()).map((row) => [row.key, row.value]));
      const storeRows = await trx.selectFrom('stores').selectAll().orderBy('position').execute();
      const countryRows = await trx.selectFrom('store_countries').selectAll().orderBy('country_id').execute();
      const platformRows = await trx.selectFrom('platforms').selectAll().orderBy('id').execute();
      const gameRows = await trx.selectFrom('games').selectAll().orderBy('name').execute();
      const gamePlatformRows = await trx.selectFrom('game_platforms').selectAll().orderBy('platform_id').execute();
      const productRows = await trx.selectFrom('products').select(readColumns.products).orderBy('product_id').execute();
      const productPlatformRows = await trx
        .selectFrom('product_platforms')
        .selectAll()
        .orderBy('platform_id')
        .execute();
      const productStoreRows = await trx.selectFrom('product_stores').selectAll().execute();
      const profileGameRows = await trx.selectFrom('profile_games').selectAll().orderBy('id').execute();
      // A draft (status 0) is its author's alone ("my profiles"): it never enters the public data, and a game with
      // drafts only has no group.
      const profileRows = await trx
        .selectFrom('profiles')
        .select(readColumns.profiles)
        .where('status', '=', 1)
        .orderBy('id')
        .execute();
      const settingsRows = await trx.selectFrom('profile_settings').selectAll().orderBy('profile_id').execute();
      const surveyRows = await trx.selectFrom('surveys').selectAll().orderBy('id').execute();
      const playtestRows = await trx
        .selectFrom('playtests')
        .select(readColumns.playtests)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      const registeredRows = await trx
        .selectFrom('playtest_registrations')
        .select(['playtest_id', (eb) => eb.fn.countAll<number | string>().as('registered')])
        .groupBy('playtest_id')
        .execute();
      const newsletterRows = await trx
        .selectFrom('newsletters')
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const pageRows = await trx.selectFrom('content_pages').selectAll().execute();
      const sectionRows = await trx.selectFrom('faq_sections').selectAll().orderBy('position').orderBy('id').execute();
      const articleRows = await trx
        .selectFrom('faq_articles')
        .select(readColumns.faq_articles)
        .orderBy('position')
        .orderBy('id')
        .execute();
      // A post in moderation (`none`) is its author's alone (their community data): it never enters the public data.
      const postRows = await trx
        .selectFrom('community_posts')
        .select(readColumns.community_posts)
        .where('status', '!=', 'none')
        .orderBy('id')
        .execute();
      const meToo = await readMeToo(trx);
      const translationRows = await trx.selectFrom('translations').selectAll().orderBy('key').execute();
      const methodRows = await trx.selectFrom('sign_in_methods').selectAll().orderBy('position').execute();
      const mediaRows = await trx.selectFrom('media').selectAll().execute();

      const platformName = new Map(platformRows.map((row) => [row.id, row.name]));
      const platformFamily = new Map<number, Set<number>>(platformRows.map((row) => [row.id, new Set([row.id])]));
      for (const row of platformRows) {
        if (row.parent_id !== null) platformFamily.get(row.parent_id)?.add(row.id);
      }
      const productPlatformIds = group(
        productPlatformRows,
        (row) => row.product_id,
        (row) => row.platform_id,
      );
      const productStores = new Map<number, Set<string>>();
      for (const row of productStoreRows) {
        const set = productStores.get(row.product_id) ?? new Set<string>();
        set.add(row.store_code);
        productStores.set(row.product_id, set);
      }
      const skuById = new Map(productRows.map((row) => [row.product_id, row.sku]));
      const gamePlatformIds = group(
        gamePlatformRows,
        (row) => row.game_code,
        (row) => row.platform_id,
      );
      const registered = new Map(registeredRows.map((row) => [row.playtest_id, row.registered]));
      const gameByCode = new Map(gameRows.map((row) => [row.code, row]));
      const profileGames = new Map(profileGameRows.map((row) => [row.id, row]));
      const profilesByGame = group(
        profileRows,
        (row) => row.profile_game_id,
        (row) => row,
      );
      const articlesBySection = group(
        articleRows,
        (row) => row.section_id,
        (row) => row,
      );
      // Root-relative when the server serves the images itself (see media-addresses.ts).
      const media = publicMediaAddresses(config);
      const mediaUrl = (mediaPath: string) => `${media.mediaBaseUrl}/${mediaPath}`;

      const postsByTopic = group(
        postRows,
        (row) => row.topic_id,
        (row) => toPost(row, meToo.get(row.id)),
      );

      const globalPlatforms = platformRows.filter((row) => row.parent_id === null);

      return {
        version: meta.get('data_version') ?? '0',
        stores: storeRows.map((row) => ({
          code: row.code as LocaleCode,
          iso: row.iso,
          name: row.name,
          store: String(row.store),
          store_code: row.store_code,
          currency: row.currency,
          ...(row.date_format === null ? {} : { dateFormat: row.date_format }),
        })),
        allowedCountries: storeRows.map((store) => ({
          store_code: store.store_code,
          countries: countryRows
            .filter((row) => row.store_code === store.store_code)
            .map((row) => ({ id: row.country_id, name: row.name })),
        })),
        config: {
          defaultLocale: 'en-GB',
          features: config.features,
          coverUrlTemplate: media.coverUrlTemplate,
          mediaBaseUrl: media.mediaBaseUrl,
          recaptchaSiteKey: config.services.recaptcha.siteKey ?? null,
          tagManagerCode: config.portal.tagManagerCode,
          // Spec section 9: the trace sample rate is 1 (every transaction).
          monitoring:
            config.services.monitoring.dsn === undefined
              ? null
              : { dsn: config.services.monitoring.dsn.value, tunnel: '/api/monitoring', tracesSampleRate: 1 },
          imageBaseUrl: media.imageBaseUrl,
          externalLinkHosts: config.portal.externalLinkHosts,
          minimumAge: { default: config.accounts.minAge, byCountry: { ...config.accounts.minAgeByCountry } },
          communityPageSize: 50,
          platformMapping: globalPlatforms.map((parent) => ({
            globalPlatform: parent.name,
            zendeskPlatform: platformRows.filter((row) => row.parent_id === parent.id).map((row) => row.name),
          })),
          signInMethods: methodRows.map((row) => ({
            code: row.code as PublicConfigResponse['signInMethods'][number]['code'],
            label: row.label,
            displayClass: row.display_class,
            environment: row.environment,
            // Shown as a button only when its web login is enabled AND the server can complete it.
            active:
              row.web_login_enabled &&
              isExternalMethodConfigured(
                config,
                row.code as PublicConfigResponse['signInMethods'][number]['code'],
                row.environment,
              ),
            horizontalPopup: row.horizontal_popup,
          })),
        },
        platforms: platformRows.map((row) => ({ id: row.id, name: row.name })),
        platformFamily,
        products: productRows.map((row) => ({
          product_id: row.product_id,
          product_sku: row.sku,
          parent_sku: row.parent_id === null ? null : (skuById.get(row.parent_id) ?? null),
          parent_id: row.parent_id,
          name: row.name,
          url_key: row.url_key,
          type: row.type,
          release_date: row.release_date,
          has_profiles: row.has_profiles,
          platform_compatibility: (productPlatformIds.get(row.product_id) ?? []).map(
            (id) => platformName.get(id) ?? '',
          ),
          image: mediaUrl(`products/${row.sku}.svg`),
        })),
        productPlatformIds,
        productStores,
        games: gameRows.map((row) => ({
          code: row.code,
          name: row.name,
          is_active: row.is_active,
          zendesk_id: row.zendesk_id,
          zendesk_topic_id: row.zendesk_topic_id,
          zendesk_faq_cat_id: row.zendesk_faq_cat_id,
        })),
        gamePlatformIds,
        translations: translationRows
          .map((row) => ({ key: row.key, locale: row.locale as LocaleCode, content: row.content }))
          .sort((a, b) =>
            a.key === b.key
              ? (localeOrder.get(a.locale) ?? 0) - (localeOrder.get(b.locale) ?? 0)
              : a.key < b.key
                ? -1
                : 1,
          ),
        profiles: [...profilesByGame.entries()]
          .sort(([a], [b]) => a - b)
          .map(([profileGameId, rows]) => {
            const game = profileGames.get(profileGameId);
            return {
              id: profileGameId,
              profiles: rows.map((row) =>
                toProfile(row, {
                  code: game?.game_code ?? '',
                  name: game?.name ?? '',
                  igdb_image_id: game?.igdb_image_id ?? '',
                }),
              ),
            };
          }),
        profileSettings: new Map(settingsRows.map((row) => [row.profile_id, toProfileSettings(row)])),
        playtests: playtestRows.map((row) => {
          const game = gameByCode.get(row.game_code);
          return toPlaytest(
            row,
            { name: game?.name ?? row.game_code, igdb_image_id: game?.igdb_image_id ?? '' },
            Number(registered.get(row.id) ?? 0),
          );
        }),
        surveys: new Map(
          surveyRows.map((row) => [
            row.id,
            {
              id: row.id,
              playtest_id: row.playtest_id,
              title: row.title,
              description: row.description,
              questions: row.questions,
            },
          ]),
        ),
        newsletters: newsletterRows.map((row) => ({
          id: row.id,
          locale: row.locale as LocaleCode,
          title: row.title,
          summary: row.summary,
          published_at: toIso(row.published_at),
          image: mediaUrl(row.image_path),
          blocks: row.blocks,
        })),
        pages: new Map(
          pageRows.map((row) => [
            `${row.locale}/${row.slug}`,
            {
              slug: row.slug,
              locale: row.locale as LocaleCode,
              title: row.title,
              description: row.description,
              updated_at: toIso(row.updated_at),
              blocks: row.blocks,
            },
          ]),
        ),
        faqSections: sectionRows.map((row) => ({
          id: row.id,
          category_id: row.category_id,
          locale: row.locale as CommunityLocale,
          name: row.name,
          description: row.description,
          position: row.position,
          articles: (articlesBySection.get(row.id) ?? []).map((article) => ({
            id: article.id,
            title: article.title,
            body: article.body,
            position: article.position,
          })),
        })),
        postsByTopic,
        media: new Map(mediaRows.map((row) => [row.path, { contentType: row.content_type, body: row.body }])),
      };
    });
}

/** A game's name and cover, as profiles and playtests carry them. */
interface GameLabel {
  name: string;
  igdb_image_id: string;
}

/** A profile as the contract shows it (the public list and the player's own and favourite ones alike). */
export function toProfile(
  row: Pick<
    Omit<Selectable<ProfilesTable>, 'search_document'>,
    | 'id'
    | 'profile_game_id'
    | 'status'
    | 'title'
    | 'platform'
    | 'product_sku'
    | 'featured'
    | 'positive_votes'
    | 'negative_votes'
    | 'created_at'
  >,
  game: GameLabel & { code: string },
): Profile {
  return {
    id: row.id,
    profile_game_id: row.profile_game_id,
    status: row.status === 1 ? '1' : '0',
    title: row.title,
    platform: row.platform,
    product_sku: row.product_sku,
    featured: row.featured === 1 ? 1 : 0,
    positive_votes: String(row.positive_votes),
    negative_votes: String(row.negative_votes),
    created_at: toIso(row.created_at),
    profile_game: { id: row.profile_game_id, code: game.code, name: game.name, igdb_image_id: game.igdb_image_id },
  };
}

/**
 * A playtest as the contract shows it (the public lists and the player's registrations alike), with the number of
 * registrations its places left are counted from.
 */
export function toPlaytest(
  row: Omit<Selectable<PlaytestsTable>, 'search_document'>,
  game: GameLabel,
  registered: number,
): Playtest {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    summary: row.summary,
    description: row.description,
    game_code: row.game_code,
    game_name: game.name,
    igdb_image_id: game.igdb_image_id,
    platforms: row.platforms,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    registration_ends_at: toIso(row.registration_ends_at),
    seats: row.seats,
    places_left: placesLeft(row.seats, registered),
    survey_id: row.survey_id,
    outcome:
      row.status === 'passed' && row.participants !== null && row.closing_message !== null
        ? { participants: row.participants, message: row.closing_message }
        : null,
  };
}

/** Seats minus registrations, never below 0 (seats lowered under the registrations leave none). */
export function placesLeft(seats: number, registered: number): number {
  return Math.max(0, seats - registered);
}

/** A post nobody said "me too" on. */
export const noMeToo: MeTooCounts = { count: 0, platforms: [] };

/**
 * The "me too" counts of every post (or of the posts given) per platform model, the most named first, then by
 * name (decision 033).
 */
export async function readMeToo(
  db: Kysely<Database> | Transaction<Database>,
  postIds?: readonly number[],
): Promise<Map<number, MeTooCounts>> {
  if (postIds !== undefined && postIds.length === 0) return new Map();
  let query = db
    .selectFrom('community_post_me_too')
    .select(['post_id', 'platform_model', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['post_id', 'platform_model']);
  if (postIds !== undefined) query = query.where('post_id', 'in', postIds);
  const counts = new Map<number, MeTooCounts>();
  for (const row of await query.execute()) {
    const entry = counts.get(row.post_id) ?? { count: 0, platforms: [] };
    const count = Number(row.count);
    entry.count += count;
    entry.platforms.push({ platform_model: row.platform_model, count });
    counts.set(row.post_id, entry);
  }
  for (const entry of counts.values()) {
    entry.platforms.sort((a, b) => b.count - a.count || (a.platform_model < b.platform_model ? -1 : 1));
  }
  return counts;
}

/** A board post as the contract shows it (public boards and the customer's own reports alike). */
export function toPost(
  row: Omit<Selectable<CommunityPostsTable>, 'search_document'>,
  meToo: MeTooCounts = noMeToo,
): CommunityPost {
  return {
    id: row.id,
    topic_id: row.topic_id,
    title: row.title,
    status: row.status,
    details: { severity: row.severity, platform_model: row.platform_model, body: row.body },
    author_name: row.author_name,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    edited_at: toIso(row.edited_at),
    vote_sum: row.vote_sum,
    vote_count: row.vote_count,
    comment_count: row.comment_count,
    follower_count: row.follower_count,
    pinned: row.pinned,
    featured: row.featured,
    closed: row.closed,
    me_too: meToo,
  };
}
