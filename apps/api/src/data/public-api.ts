import {
  type CommunityLatestResponse,
  type CommunityLocale,
  type CommunityPageResponse,
  type CommunityPost,
  type CommunityQuery,
  communityLocales,
  type LocaleCode,
  latestPerStatus,
  type Profile,
  type ProfileGame,
  postStatuses,
  type StatusCounts,
  toCommunityLocale,
} from '@mynacon/contract';
import { LruCache, type Prepared, prepare, prepareJson } from '../http/prepared.ts';
import type { Snapshot } from './snapshot.ts';

/** A lookup that found nothing; the message says what was missing. */
export class NotFound {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

type SortField = NonNullable<CommunityQuery['sort_by']>;
type SortOrder = NonNullable<CommunityQuery['sort_order']>;

const sortKey: Record<SortField, (post: CommunityPost) => string | number> = {
  created_at: (post) => post.created_at,
  edited_at: (post) => post.edited_at,
  updated_at: (post) => post.updated_at,
  recent_activity: (post) => (post.updated_at.localeCompare(post.edited_at) >= 0 ? post.updated_at : post.edited_at),
  votes: (post) => post.vote_sum,
  comments: (post) => post.comment_count,
  me_too: (post) => post.me_too.count,
};

/**
 * What one committed write changed in the public data, with the data version it bumped `meta.data_version` to, so
 * that the data in memory can follow without a reload (`PublicApi.apply`).
 */
export type PublicChange =
  | { kind: 'profile_votes'; version: string; profileId: number; positiveVotes: number; negativeVotes: number }
  | { kind: 'post_created'; version: string; post: CommunityPost }
  | { kind: 'post_changed'; version: string; post: CommunityPost }
  | { kind: 'playtest_places'; version: string; playtestId: number; placesLeft: number };

/** Default community page size (spec section 9). */
export const defaultPerPage = 50;

/**
 * The public reads, answered from the in-memory snapshot. Each distinct answer is serialised once, with its ETag,
 * and kept until the data version changes (decision 008).
 */
export class PublicApi {
  #snapshot: Snapshot;
  readonly #prepared: LruCache<Prepared>;
  readonly #sortedPosts = new Map<string, CommunityPost[]>();
  readonly #countsByTopic = new Map<number, StatusCounts>();

  constructor(snapshot: Snapshot, capacity = 4000) {
    this.#snapshot = snapshot;
    this.#prepared = new LruCache(capacity);
  }

  get version(): string {
    return this.#snapshot.version;
  }

  /** Swaps in a newer snapshot and forgets every prepared answer. */
  replace(snapshot: Snapshot): void {
    this.#snapshot = snapshot;
    this.#prepared.clear();
    this.#sortedPosts.clear();
    this.#countsByTopic.clear();
  }

  /**
   * Applies the changes of committed writes in place, dropping only the answers they touch. Only when they carry on
   * exactly from the version in memory (the next versions, in any order; versions already in memory are skipped):
   * then no other write, here or in another process, is missing. Returns false, and changes nothing, otherwise (or
   * when every change is older than the data in memory): the caller reloads when the version says so.
   */
  apply(changes: readonly PublicChange[]): boolean {
    const current = BigInt(this.#snapshot.version);
    const fresh = changes
      .map((change) => ({ change, version: BigInt(change.version) }))
      .filter((item) => item.version > current)
      .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
    if (fresh.length === 0) return false;
    for (const [index, item] of fresh.entries()) {
      if (item.version !== current + BigInt(index + 1)) return false;
      if (item.change.kind === 'profile_votes' && this.#profileAt(item.change.profileId) === undefined) return false;
      const { change } = item;
      if (change.kind === 'playtest_places' && !this.#snapshot.playtests.some((p) => p.id === change.playtestId)) {
        return false;
      }
    }
    for (const { change } of fresh) {
      if (change.kind === 'profile_votes') this.#applyVotes(change);
      else if (change.kind === 'playtest_places') this.#applyPlaces(change);
      else this.#applyPost(change.post);
      this.#snapshot.version = change.version;
    }
    return true;
  }

  #profileAt(profileId: number): { group: ProfileGame; index: number } | undefined {
    for (const group of this.#snapshot.profiles) {
      const index = group.profiles.findIndex((profile) => profile.id === profileId);
      if (index !== -1) return { group, index };
    }
    return undefined;
  }

  #applyVotes(change: Extract<PublicChange, { kind: 'profile_votes' }>): void {
    const found = this.#profileAt(change.profileId);
    if (found === undefined) return;
    const { group, index } = found;
    const profile = group.profiles[index] as Profile;
    group.profiles[index] = {
      ...profile,
      positive_votes: String(change.positiveVotes),
      negative_votes: String(change.negativeVotes),
    };
    this.#prepared.delete('profiles');
  }

  #applyPlaces(change: Extract<PublicChange, { kind: 'playtest_places' }>): void {
    const { playtests } = this.#snapshot;
    const index = playtests.findIndex((playtest) => playtest.id === change.playtestId);
    const playtest = playtests[index];
    if (playtest === undefined) return;
    playtests[index] = { ...playtest, places_left: change.placesLeft };
    this.#prepared.delete(`playtests:${playtest.status}`);
    this.#prepared.delete(`playtest:${playtest.id}`);
  }

  #applyPost(post: CommunityPost): void {
    const topicId = post.topic_id;
    const posts = this.#snapshot.postsByTopic.get(topicId) ?? [];
    // Kept in id order, as the snapshot reads them; a post in moderation is not public (it leaves the board).
    const at = posts.findIndex((item) => item.id >= post.id);
    const replaces = posts[at]?.id === post.id ? 1 : 0;
    if (post.status === 'none') posts.splice(at === -1 ? posts.length : at, replaces);
    else if (at === -1) posts.push(post);
    else posts.splice(at, replaces, post);
    this.#snapshot.postsByTopic.set(topicId, posts);
    for (const key of [...this.#sortedPosts.keys()]) {
      if (key.startsWith(`${topicId}:`)) this.#sortedPosts.delete(key);
    }
    this.#countsByTopic.delete(topicId);
    this.#prepared.deleteWhere(
      (key) =>
        key.startsWith(`latest:${topicId}:`) ||
        key.startsWith(`page:${topicId}:`) ||
        key === `post:${topicId}:${post.id}`,
    );
  }

  #memo(key: string, build: () => unknown): Prepared | NotFound {
    const cached = this.#prepared.get(key);
    if (cached !== undefined) return cached;
    const value = build();
    if (value instanceof NotFound) return value;
    const prepared = prepareJson(value);
    this.#prepared.set(key, prepared);
    return prepared;
  }

  publicInfos(): Prepared | NotFound {
    return this.#memo('infos', () => [this.#snapshot.stores, this.#snapshot.allowedCountries]);
  }

  publicConfig(): Prepared | NotFound {
    return this.#memo('config', () => this.#snapshot.config);
  }

  products(key: string): Prepared | NotFound {
    return this.#memo(`products:${key}`, () => {
      const { products, stores, productStores, platformFamily, productPlatformIds } = this.#snapshot;
      if (key === 'all') return products;
      const store = stores.find((entry) => entry.code === key || entry.store_code === key);
      if (store !== undefined) {
        return products.filter((product) => productStores.get(product.product_id)?.has(store.store_code) === true);
      }
      if (/^[0-9]+$/.test(key)) {
        const family = platformFamily.get(Number(key));
        if (family === undefined) return new NotFound(`No platform has the id ${key}.`);
        return products.filter((product) =>
          (productPlatformIds.get(product.product_id) ?? []).some((id) => family.has(id)),
        );
      }
      return new NotFound(`"${key}" is not a product list key: use all, a locale, a store code or a platform id.`);
    });
  }

  translations(locale: LocaleCode | undefined): Prepared | NotFound {
    return this.#memo(`translations:${locale ?? '*'}`, () =>
      locale === undefined
        ? this.#snapshot.translations
        : this.#snapshot.translations.filter((record) => record.locale === locale),
    );
  }

  profiles(): Prepared | NotFound {
    return this.#memo('profiles', () => this.#snapshot.profiles);
  }

  /** A published profile's controller settings: an answer of its own, never part of `profiles()`. */
  profileSettings(id: number): Prepared | NotFound {
    return this.#memo(`settings:${id}`, () => {
      const found = this.#profileAt(id);
      const settings = this.#snapshot.profileSettings.get(id);
      if (found?.group.profiles[found.index]?.status !== '1' || settings === undefined) {
        return new NotFound(`No published profile ${id} has controller settings.`);
      }
      return settings;
    });
  }

  playtests(status: 'open' | 'passed'): Prepared | NotFound {
    return this.#memo(`playtests:${status}`, () => {
      const items = this.#snapshot.playtests.filter((playtest) => playtest.status === status);
      if (status === 'passed') items.reverse();
      return { items, size: items.length };
    });
  }

  playtest(id: number): Prepared | NotFound {
    return this.#memo(`playtest:${id}`, () => {
      const playtest = this.#snapshot.playtests.find((item) => item.id === id);
      return playtest ?? new NotFound(`No playtest has the id ${id}.`);
    });
  }

  survey(id: number): Prepared | NotFound {
    return this.#memo(
      `survey:${id}`,
      () => this.#snapshot.surveys.get(id) ?? new NotFound(`No survey has the id ${id}.`),
    );
  }

  newsletters(locale: LocaleCode): Prepared | NotFound {
    return this.#memo(`newsletters:${locale}`, () => {
      const items = this.#snapshot.newsletters.filter((newsletter) => newsletter.locale === locale);
      return { items, size: items.length };
    });
  }

  newsletter(id: number): Prepared | NotFound {
    return this.#memo(`newsletter:${id}`, () => {
      const newsletter = this.#snapshot.newsletters.find((item) => item.id === id);
      return newsletter ?? new NotFound(`No newsletter has the id ${id}.`);
    });
  }

  page(locale: LocaleCode, slug: string): Prepared | NotFound {
    return this.#memo(`page:${locale}/${slug}`, () => {
      const page = this.#snapshot.pages.get(`${locale}/${slug}`);
      return page ?? new NotFound(`No page ${slug} in ${locale}.`);
    });
  }

  games(): Prepared | NotFound {
    return this.#memo('games', () => ({ items: this.#snapshot.games, size: this.#snapshot.games.length }));
  }

  platforms(): Prepared | NotFound {
    return this.#memo('platforms', () => ({ items: this.#snapshot.platforms, size: this.#snapshot.platforms.length }));
  }

  #game(zendeskId: number) {
    return this.#snapshot.games.find((game) => game.zendesk_id === zendeskId);
  }

  faqSections(zendeskId: number, localeParam: string, category: number | undefined): Prepared | NotFound {
    const locale = normaliseFaqLocale(localeParam);
    return this.#memo(`faq:${zendeskId}:${locale}:${category ?? '-'}`, () => {
      const game = this.#game(zendeskId);
      if (game === undefined) return new NotFound(`No game has the help-centre id ${zendeskId}.`);
      const categoryId = category ?? game.zendesk_faq_cat_id;
      if (categoryId !== game.zendesk_faq_cat_id) {
        return new NotFound(`Category ${categoryId} is not the FAQ category of ${game.name}.`);
      }
      return this.#snapshot.faqSections.filter(
        (section) => section.category_id === categoryId && section.locale === locale,
      );
    });
  }

  #sorted(topicId: number, sortBy: SortField, order: SortOrder): CommunityPost[] {
    const key = `${topicId}:${sortBy}:${order}`;
    let sorted = this.#sortedPosts.get(key);
    if (sorted === undefined) {
      const value = sortKey[sortBy];
      const direction = order === 'asc' ? 1 : -1;
      sorted = [...(this.#snapshot.postsByTopic.get(topicId) ?? [])].sort((a, b) => {
        const left = value(a);
        const right = value(b);
        if (left !== right) return (left < right ? -1 : 1) * direction;
        return (a.id - b.id) * direction;
      });
      this.#sortedPosts.set(key, sorted);
    }
    return sorted;
  }

  #counts(topicId: number): StatusCounts {
    let counts = this.#countsByTopic.get(topicId);
    if (counts === undefined) {
      counts = { none: 0, not_planned: 0, planned: 0, completed: 0, answered: 0 };
      for (const post of this.#snapshot.postsByTopic.get(topicId) ?? []) counts[post.status]++;
      this.#countsByTopic.set(topicId, counts);
    }
    return counts;
  }

  /**
   * A game's board: its latest posts per status (unpaged) or a page with the counts per status. Only posts out of
   * moderation are on it (the snapshot holds no other); a post in moderation is read by its author in their
   * community data.
   */
  community(zendeskId: number, query: CommunityQuery): Prepared | NotFound {
    const game = this.#game(zendeskId);
    if (game === undefined) return new NotFound(`No game has the help-centre id ${zendeskId}.`);
    const topicId = query.topic_id ?? game.zendesk_topic_id;
    if (topicId !== game.zendesk_topic_id) {
      return new NotFound(`Topic ${topicId} is not the community board of ${game.name}.`);
    }
    const sortBy = query.sort_by ?? 'created_at';
    const order = query.sort_order ?? 'desc';
    if (query.p === undefined && query.per_page === undefined) {
      return this.#memo(`latest:${topicId}:${sortBy}:${order}`, (): CommunityLatestResponse => {
        const newest = this.#sorted(topicId, 'created_at', 'desc');
        const chosen = new Set<CommunityPost>();
        for (const status of postStatuses) {
          for (const post of newest.filter((item) => item.status === status).slice(0, latestPerStatus)) {
            chosen.add(post);
          }
        }
        const posts = this.#sorted(topicId, sortBy, order).filter((post) => chosen.has(post));
        return { posts, size: posts.length };
      });
    }
    const page = query.p ?? 1;
    const perPage = query.per_page ?? defaultPerPage;
    return this.#memo(`page:${topicId}:${sortBy}:${order}:${page}:${perPage}`, (): CommunityPageResponse => {
      const sorted = this.#sorted(topicId, sortBy, order);
      const posts = sorted.slice((page - 1) * perPage, page * perPage);
      return {
        posts,
        nbPages: Math.ceil(sorted.length / perPage),
        totalCount: this.#counts(topicId),
        size: posts.length,
      };
    });
  }

  /** One post of a game's board, out of moderation (a post in moderation is its author's alone to read). */
  communityPost(zendeskId: number, id: number): Prepared | NotFound {
    const game = this.#game(zendeskId);
    if (game === undefined) return new NotFound(`No game has the help-centre id ${zendeskId}.`);
    const topicId = game.zendesk_topic_id;
    return this.#memo(`post:${topicId}:${id}`, () => {
      const post = this.#snapshot.postsByTopic.get(topicId)?.find((item) => item.id === id);
      if (post === undefined || post.status === 'none') {
        return new NotFound(`No published post ${id} on the board of ${game.name}.`);
      }
      return post;
    });
  }

  ticketPlatformOptions(product: string): Prepared | NotFound {
    return this.#memo(`ticket:${product}`, () => {
      const { games, gamePlatformIds, products, productPlatformIds, platforms } = this.#snapshot;
      const game = games.find((item) => item.code === product);
      const item = products.find((entry) => entry.product_sku === product);
      const ids = game !== undefined ? gamePlatformIds.get(game.code) : item && productPlatformIds.get(item.product_id);
      if (ids === undefined) return new NotFound(`No game code or product SKU is ${product}.`);
      const wanted = new Set(ids);
      return platforms.filter((platform) => wanted.has(platform.id));
    });
  }

  /** An image of the media table (`covers/t_cover_big/x.svg`, `products/SKU.svg`). */
  media(path: string): Prepared | NotFound {
    const cached = this.#prepared.get(`media:${path}`);
    if (cached !== undefined) return cached;
    const file = this.#snapshot.media.get(path);
    if (file === undefined) return new NotFound(`No image at ${path}.`);
    const prepared = prepare(file.body, file.contentType);
    this.#prepared.set(`media:${path}`, prepared);
    return prepared;
  }
}

/** `en-GB`, `en-gb`, `fr-FR` or `fr` → the help-centre locale. The contract has already checked the value. */
export function normaliseFaqLocale(value: string): CommunityLocale {
  const lower = value.toLowerCase();
  if ((communityLocales as readonly string[]).includes(lower)) return lower as CommunityLocale;
  const [language = '', region = ''] = lower.split('-');
  return toCommunityLocale(`${language}-${region.toUpperCase()}` as LocaleCode);
}
