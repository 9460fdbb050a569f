import { type LocaleCode, locales, toCommunityLocale } from '@mynacon/contract';
import type { Insertable } from 'kysely';
import type { Database, PublicDataTable } from '../db/types.ts';
import { searchConfigOf } from '../search/languages.ts';
import { Random } from './random.ts';
import { tileSvg } from './svg.ts';
import { faqTexts, newsletterTexts, notificationTranslations, pageTexts } from './texts.ts';

type Rows = { [Table in PublicDataTable]: Array<Insertable<Database[Table]>> };

/** Every timestamp of the demo is relative to this instant, never to the clock, so each seed is identical. */
export const demoEpoch = Date.UTC(2026, 8, 1, 12, 0, 0);
const day = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

const stores: Array<[LocaleCode, string, string, number, string, string]> = [
  ['en-GB', 'en_GB', 'English (UK)', 3, 'nacon_en', 'EUR'],
  ['en-US', 'en_US', 'English (US)', 20, 'nacon_us', 'USD'],
  ['fr-FR', 'fr_FR', 'Français', 2, 'nacon_fr', 'EUR'],
  ['nl-NL', 'nl_NL', 'Nederlands', 13, 'nacon_nl', 'EUR'],
  ['es-ES', 'es_ES', 'Español', 11, 'nacon_es', 'EUR'],
  ['de-DE', 'de_DE', 'Deutsch', 9, 'nacon_de', 'EUR'],
  ['it-IT', 'it_IT', 'Italiano', 10, 'nacon_it', 'EUR'],
];

const countries: Record<string, Array<[string, string]>> = {
  nacon_en: [
    ['GB', 'United Kingdom'],
    ['IE', 'Ireland'],
  ],
  nacon_us: [
    ['US', 'United States'],
    ['CA', 'Canada'],
  ],
  nacon_fr: [
    ['FR', 'France'],
    ['BE', 'Belgium'],
    ['LU', 'Luxembourg'],
    ['MC', 'Monaco'],
    ['CH', 'Switzerland'],
  ],
  nacon_nl: [
    ['NL', 'Netherlands'],
    ['BE', 'Belgium'],
  ],
  nacon_es: [
    ['ES', 'Spain'],
    ['PT', 'Portugal'],
    ['AD', 'Andorra'],
  ],
  nacon_de: [
    ['DE', 'Germany'],
    ['AT', 'Austria'],
    ['CH', 'Switzerland'],
    ['LI', 'Liechtenstein'],
  ],
  nacon_it: [
    ['IT', 'Italy'],
    ['SM', 'San Marino'],
    ['MT', 'Malta'],
  ],
};

/** Global platforms (no `::`) and their models (`Parent::Child`). */
export const demoPlatforms: Array<[number, string, number | null]> = [
  [1, 'PC', null],
  [2, 'PlayStation', null],
  [3, 'Xbox', null],
  [4, 'Nintendo', null],
  [11, 'PC::Steam', 1],
  [12, 'PC::Epic Games Store', 1],
  [21, 'PlayStation::PS5', 2],
  [22, 'PlayStation::PS4', 2],
  [31, 'Xbox::Xbox Series X|S', 3],
  [32, 'Xbox::Xbox One', 3],
  [41, 'Nintendo::Nintendo Switch', 4],
  [42, 'Nintendo::Nintendo Switch 2', 4],
];
const platformName = new Map(demoPlatforms.map(([id, name]) => [id, name]));

interface DemoGame {
  code: string;
  name: string;
  active: boolean;
  platforms: number[];
  released: string;
  skuPrefix: string;
}

export const demoGames: DemoGame[] = [
  {
    code: 'rally-frontier',
    name: 'Rally Frontier',
    active: true,
    platforms: [21, 22, 31, 32, 11],
    released: '2025-03-14',
    skuPrefix: 'RFR',
  },
  {
    code: 'steel-tide',
    name: 'Steel Tide',
    active: true,
    platforms: [21, 31, 11, 12],
    released: '2025-06-05',
    skuPrefix: 'STT',
  },
  {
    code: 'hollow-lantern',
    name: 'Hollow Lantern',
    active: true,
    platforms: [21, 22, 31, 41, 11],
    released: '2024-10-24',
    skuPrefix: 'HLN',
  },
  {
    code: 'baseline-tennis-3',
    name: 'Baseline Tennis 3',
    active: true,
    platforms: [21, 31, 41, 11],
    released: '2026-02-19',
    skuPrefix: 'BLT',
  },
  {
    code: 'greenway-angler',
    name: 'Greenway Angler',
    active: true,
    platforms: [21, 22, 32, 11],
    released: '2024-05-30',
    skuPrefix: 'GWA',
  },
  {
    code: 'vanguard-tactics',
    name: 'Vanguard Tactics',
    active: true,
    platforms: [11, 12],
    released: '2025-11-06',
    skuPrefix: 'VGT',
  },
  {
    code: 'moto-summit-26',
    name: 'Moto Summit 26',
    active: true,
    platforms: [21, 31, 11],
    released: '2026-04-23',
    skuPrefix: 'MSM',
  },
  {
    code: 'drift-arena',
    name: 'Drift Arena',
    active: true,
    platforms: [21, 31, 41, 42, 11],
    released: '2026-07-09',
    skuPrefix: 'DRA',
  },
  {
    code: 'harbour-tycoon',
    name: 'Harbour Tycoon',
    active: false,
    platforms: [11],
    released: '2021-09-16',
    skuPrefix: 'HBT',
  },
  {
    code: 'echoes-of-varnal',
    name: 'Echoes of Varnal',
    active: false,
    platforms: [21, 22],
    released: '2022-03-03',
    skuPrefix: 'EOV',
  },
];

export const zendeskIdOf = (index: number) => 360_001_000_000 + index * 137;
export const topicIdOf = (index: number) => 360_002_000_000 + index * 173;
export const faqCategoryOf = (index: number) => 360_003_000_000 + index * 191;
export const igdbImageIdOf = (index: number) => `co${(46_000 + index * 977).toString(36)}`;

interface DemoAccessory {
  sku: string;
  name: string;
  platforms: number[];
  hasProfiles: boolean;
  variants: string[];
  released: string | null;
}

const accessories: DemoAccessory[] = [
  {
    sku: 'REVO-X',
    name: 'Revolution X Pro Controller',
    platforms: [21, 22, 11],
    hasProfiles: true,
    variants: ['BLK', 'WHT'],
    released: '2025-09-18',
  },
  {
    sku: 'MG-PRO',
    name: 'MG Pro Wireless Controller',
    platforms: [31, 32, 11],
    hasProfiles: true,
    variants: ['BLK'],
    released: '2024-11-07',
  },
  {
    sku: 'ARC-FS',
    name: 'Arcade Fight Stick',
    platforms: [21, 11],
    hasProfiles: true,
    variants: [],
    released: '2025-02-27',
  },
  {
    sku: 'RIG-900',
    name: 'RIG 900 Wireless Headset',
    platforms: [21, 31, 41, 11],
    hasProfiles: false,
    variants: ['BLK', 'CAM'],
    released: null,
  },
  {
    sku: 'WHL-GT',
    name: 'GT Racing Wheel',
    platforms: [21, 11],
    hasProfiles: true,
    variants: [],
    released: '2026-05-14',
  },
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const bugTitles = [
  'Game crashes when {action}',
  'Stutter in {place} on {platform}',
  'Controller disconnects during {mode}',
  'Audio out of sync in {place}',
  'Trophies not unlocking after {mode}',
  'Cannot join friends in {mode}',
  'Settings reset after {action}',
  'Text overlaps in the {menu} menu',
  'Black screen when {action}',
  'Frame rate drops in {place}',
];
const fills = {
  action: [
    'loading a save',
    'changing resolution',
    'resuming from rest mode',
    'opening the map',
    'skipping a cutscene',
  ],
  place: ['the harbour district', 'night stages', 'the tutorial', 'rainy weather', 'split screen'],
  mode: ['online races', 'co-op', 'career mode', 'ranked matches', 'time trials'],
  menu: ['options', 'garage', 'multiplayer', 'profile', 'store'],
};
const authors = [
  'Kestrel',
  'NightOwl77',
  'marta_p',
  'Tobi',
  'pixelfox',
  'RallyDad',
  'Sunniva',
  'ludo.b',
  'Kenji',
  'AnaVerde',
];
const profileStyles = [
  'Precision aiming',
  'Drift assist',
  'Left-handed layout',
  'Competitive',
  'Relaxed',
  'Pro sim',
  'Accessibility: one hand',
  'Speedrun',
];

function fill(template: string, random: Random, platform: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'platform' ? platform : random.pick(fills[name as keyof typeof fills]),
  );
}

/** The whole demo dataset, identical on every call. */
export function buildDemoData(): Rows {
  const random = new Random(20_260_901);
  const rows: Rows = {
    meta: [],
    stores: [],
    store_countries: [],
    platforms: [],
    games: [],
    game_platforms: [],
    products: [],
    product_platforms: [],
    product_stores: [],
    profile_games: [],
    profiles: [],
    surveys: [],
    playtests: [],
    newsletters: [],
    content_pages: [],
    faq_sections: [],
    faq_articles: [],
    community_posts: [],
    translations: [],
    sign_in_methods: [],
    media: [],
  };
  const svg = (path: string, title: string, subtitle: string, width: number, height: number) =>
    rows.media.push({ path, content_type: 'image/svg+xml', body: tileSvg({ title, subtitle, width, height }) });

  stores.forEach(([code, isoCode, name, store, storeCode, currency], position) => {
    rows.stores.push({
      code,
      position,
      iso: isoCode,
      name,
      store,
      store_code: storeCode,
      currency,
      date_format: code === 'en-US' ? 'mm/dd/YYYY' : null,
    });
    for (const [id, countryName] of countries[storeCode] ?? []) {
      rows.store_countries.push({ store_code: storeCode, country_id: id, name: countryName });
    }
  });

  for (const [id, name, parent] of demoPlatforms) rows.platforms.push({ id, name, parent_id: parent });

  demoGames.forEach((game, index) => {
    const imageId = igdbImageIdOf(index);
    rows.games.push({
      code: game.code,
      name: game.name,
      is_active: game.active,
      zendesk_id: zendeskIdOf(index),
      zendesk_topic_id: topicIdOf(index),
      zendesk_faq_cat_id: faqCategoryOf(index),
      igdb_image_id: imageId,
    });
    for (const platform of game.platforms) rows.game_platforms.push({ game_code: game.code, platform_id: platform });
    svg(`covers/t_cover_big/${imageId}.svg`, game.name, 'Mynacon demo', 264, 374);
  });

  // Catalogue: one parent product per game with a child per platform family, then accessories with variants.
  let productId = 1000;
  const allStores = stores.map(([, , , , storeCode]) => storeCode);
  const addProduct = (product: Insertable<Database['products']>, platforms: number[], storeCodes: string[]) => {
    rows.products.push(product);
    for (const platform of platforms)
      rows.product_platforms.push({ product_id: product.product_id, platform_id: platform });
    for (const storeCode of storeCodes)
      rows.product_stores.push({ product_id: product.product_id, store_code: storeCode });
    svg(`products/${product.sku}.svg`, product.name, product.sku, 300, 300);
  };
  for (const game of demoGames) {
    const parentId = ++productId;
    const storeCodes = game.code === 'vanguard-tactics' ? allStores.filter((code) => code !== 'nacon_us') : allStores;
    addProduct(
      {
        product_id: parentId,
        sku: `${game.skuPrefix}-STD`,
        parent_id: null,
        name: game.name,
        url_key: slugify(game.name),
        type: 'game',
        release_date: game.released,
        has_profiles: false,
        game_code: game.code,
      },
      game.platforms,
      storeCodes,
    );
    const families = new Map<number, number[]>();
    for (const platform of game.platforms) {
      const parent = demoPlatforms.find(([id]) => id === platform)?.[2] ?? platform;
      families.set(parent, [...(families.get(parent) ?? []), platform]);
    }
    for (const [family, platforms] of families) {
      const familyName = platformName.get(family) ?? 'PC';
      addProduct(
        {
          product_id: ++productId,
          sku: `${game.skuPrefix}-STD-${familyName.slice(0, 2).toUpperCase()}`,
          parent_id: parentId,
          name: `${game.name} (${familyName})`,
          url_key: slugify(`${game.name} ${familyName}`),
          type: 'game',
          release_date: game.released,
          has_profiles: false,
          game_code: game.code,
        },
        platforms,
        storeCodes,
      );
    }
  }
  for (const accessory of accessories) {
    // The accessory and each of its colour variants: released together, on the same platforms, in every store.
    const addAccessory = (own: {
      product_id: number;
      sku: string;
      parent_id: number | null;
      name: string;
      url_key: string;
    }) =>
      addProduct(
        {
          ...own,
          type: 'accessory',
          release_date: accessory.released,
          has_profiles: accessory.hasProfiles,
          game_code: null,
        },
        accessory.platforms,
        allStores,
      );
    const parentId = ++productId;
    addAccessory({
      product_id: parentId,
      sku: accessory.sku,
      parent_id: null,
      name: accessory.name,
      url_key: slugify(accessory.name),
    });
    for (const variant of accessory.variants) {
      addAccessory({
        product_id: ++productId,
        sku: `${accessory.sku}-${variant}`,
        parent_id: parentId,
        name: `${accessory.name} ${variant === 'BLK' ? 'Black' : variant === 'WHT' ? 'White' : 'Camo'}`,
        url_key: slugify(`${accessory.name} ${variant}`),
      });
    }
  }

  // Profiles: controller setups per active game, votes and featured ones; the last game has drafts only.
  let profileId = 500;
  const activeGames = demoGames.map((game, index) => ({ game, index })).filter(({ game }) => game.active);
  activeGames.forEach(({ game, index }, position) => {
    const profileGameId = position + 1;
    rows.profile_games.push({
      id: profileGameId,
      game_code: game.code,
      name: game.name,
      igdb_image_id: igdbImageIdOf(index),
    });
    const count = position === activeGames.length - 1 ? 2 : random.int(3, 9);
    for (let n = 0; n < count; n++) {
      const controllers = accessories.filter(
        (item) => item.hasProfiles && item.platforms.some((platform) => game.platforms.includes(platform)),
      );
      const controller = controllers.length > 0 && random.chance(0.8) ? random.pick(controllers) : null;
      const platforms = controller ? controller.platforms.filter((p) => game.platforms.includes(p)) : game.platforms;
      rows.profiles.push({
        id: ++profileId,
        profile_game_id: profileGameId,
        status: position === activeGames.length - 1 || random.chance(0.1) ? 0 : 1,
        title: `${random.pick(profileStyles)} · ${game.name}`,
        platform: platformName.get(random.pick(platforms)) ?? 'PC',
        product_sku: controller?.sku ?? null,
        featured: random.chance(0.25) ? 1 : 0,
        positive_votes: random.int(0, 2400),
        negative_votes: random.int(0, 300),
        created_at: iso(demoEpoch - random.int(1, 400) * day - random.int(0, 86_000) * 1000),
      });
    }
  });

  // Surveys and playtests: four open (one full), three passed.
  const question = (
    id: number,
    type: 'single_choice' | 'multiple_choice' | 'rating' | 'text',
    label: string,
    options: string[] = [],
  ) => ({
    id,
    type,
    label,
    required: type !== 'text',
    options,
    scale: type === 'rating' ? 5 : null,
  });
  const surveyQuestions = [
    question(1, 'rating', 'How much did you enjoy the session?'),
    question(2, 'single_choice', 'Which platform did you play on?', ['PlayStation', 'Xbox', 'PC', 'Nintendo']),
    question(3, 'multiple_choice', 'What should we improve first?', [
      'Controls',
      'Performance',
      'Difficulty',
      'Online play',
    ]),
    question(4, 'text', 'Anything else you want to tell the team?'),
  ];
  // Places left are seats minus registrations (the demo players' in the customer seed): Winter Stages has 2 of 3
  // left, Naval Skirmish 3 of 4, Harbour Tycoon none of 1 (the rival took it); passed ones say how they ended.
  const playtests: Array<{
    code: string;
    status: 'open' | 'passed';
    title: string;
    startDay: number;
    surveyId: number | null;
    seats: number;
    outcome?: { participants: number; message: string };
  }> = [
    { code: 'rally-frontier', status: 'open', title: 'Winter Stages closed beta', startDay: 95, surveyId: 1, seats: 3 },
    { code: 'steel-tide', status: 'open', title: 'Naval Skirmish stress test', startDay: 110, surveyId: 2, seats: 4 },
    {
      code: 'drift-arena',
      status: 'open',
      title: 'Nintendo Switch 2 preview',
      startDay: 130,
      surveyId: null,
      seats: 1000,
    },
    {
      code: 'hollow-lantern',
      status: 'passed',
      title: 'Chapter 2 playtest',
      startDay: -220,
      surveyId: 3,
      seats: 1250,
      outcome: {
        participants: 1184,
        message:
          'Thank you for exploring Chapter 2 with us. Your reports fixed 212 bugs, and the lantern puzzles are easier to read thanks to your survey answers.',
      },
    },
    {
      code: 'baseline-tennis-3',
      status: 'passed',
      title: 'Online beta',
      startDay: -150,
      surveyId: 4,
      seats: 1000,
      outcome: {
        participants: 962,
        message:
          'The online beta is over. Matchmaking now waits less than 30 seconds at peak times, and ranked play arrives at launch as you asked.',
      },
    },
    {
      code: 'moto-summit-26',
      status: 'passed',
      title: 'Early access weekend',
      startDay: -60,
      surveyId: null,
      seats: 2000,
      outcome: {
        participants: 1750,
        message:
          'Thank you for riding with us all weekend. Your lap times and crash reports shaped the final handling.',
      },
    },
    {
      code: 'harbour-tycoon',
      status: 'open',
      title: 'Port builder first look',
      startDay: 120,
      surveyId: null,
      seats: 1,
    },
  ];
  playtests.forEach(({ code, status, title, startDay, surveyId, seats, outcome }, position) => {
    const game = demoGames.find((item) => item.code === code) as DemoGame;
    const id = 301 + position;
    if (surveyId !== null) {
      rows.surveys.push({
        id: surveyId,
        playtest_id: id,
        title: `${game.name}: ${title} survey`,
        description: `Tell the ${game.name} team what you thought of the ${title.toLowerCase()}.`,
        questions: JSON.stringify(surveyQuestions.slice(0, 2 + (surveyId % 3))),
      });
    }
    const startsAt = demoEpoch + startDay * day;
    rows.playtests.push({
      id,
      status,
      title: `${game.name} — ${title}`,
      summary: `Play ${game.name} before release and shape it with the team.`,
      description: `The ${title.toLowerCase()} of ${game.name} runs for two weeks. Selected players receive a key by email and answer a short survey after playing.`,
      game_code: code,
      platforms: JSON.stringify(game.platforms.slice(0, 3).map((platform) => platformName.get(platform) ?? 'PC')),
      starts_at: iso(startsAt),
      ends_at: iso(startsAt + 14 * day),
      registration_ends_at: iso(startsAt - 7 * day),
      seats,
      survey_id: surveyId,
      participants: outcome?.participants ?? null,
      closing_message: outcome?.message ?? null,
    });
  });
  rows.surveys.push({
    id: 5,
    playtest_id: null,
    title: 'Player portal feedback',
    description: 'Two minutes to tell us how the portal works for you.',
    questions: JSON.stringify([surveyQuestions[0], surveyQuestions[3]]),
  });

  // Newsletters: three issues in every locale.
  newsletterTexts.forEach((texts, issue) => {
    const gameIndex = issue * 2;
    const game = demoGames[gameIndex] as DemoGame;
    locales.forEach((locale, localeIndex) => {
      const [title, summary] = texts[locale];
      rows.newsletters.push({
        id: 101 + issue * 10 + localeIndex,
        locale,
        title,
        summary: summary.replace('{game}', game.name),
        published_at: iso(demoEpoch - (90 - issue * 30) * day),
        image_path: `covers/t_cover_big/${igdbImageIdOf(gameIndex)}.svg`,
        blocks: JSON.stringify([
          { type: 'heading', text: title },
          { type: 'paragraph', text: summary.replace('{game}', game.name) },
          {
            type: 'list',
            text: game.name,
            items: [game.name, ...demoGames.slice(gameIndex + 1, gameIndex + 3).map((g) => g.name)],
          },
        ]),
      });
    });
  });

  // Content pages for /{slug} in every locale.
  Object.entries(pageTexts).forEach(([slug, texts], index) => {
    for (const locale of locales) {
      const [title, body] = texts[locale];
      rows.content_pages.push({
        slug,
        locale,
        title,
        description: body,
        updated_at: iso(demoEpoch - (200 - index * 20) * day),
        blocks: JSON.stringify([
          { type: 'heading', text: title },
          { type: 'paragraph', text: body },
        ]),
      });
    }
  });

  // FAQ: per active game, three sections of two articles in each help-centre locale.
  let faqId = 360_100_000_000;
  activeGames.forEach(({ game, index }) => {
    for (const locale of locales) {
      faqTexts[locale].forEach((section, position) => {
        const sectionId = ++faqId;
        rows.faq_sections.push({
          id: sectionId,
          category_id: faqCategoryOf(index),
          locale: toCommunityLocale(locale),
          name: section.name,
          description: section.description.replaceAll('{game}', game.name),
          position,
        });
        section.articles.forEach(([title, body], articlePosition) => {
          rows.faq_articles.push({
            id: ++faqId,
            section_id: sectionId,
            title: title.replaceAll('{game}', game.name),
            body: body.replaceAll('{game}', game.name),
            position: articlePosition,
            language: searchConfigOf(locale),
          });
        });
      });
    }
  });

  // Community: 120 to 180 posts per supported game across statuses, severities and platform models.
  let postId = 360_200_000_000;
  for (const { game, index } of activeGames) {
    const count = random.int(120, 180);
    const models = game.platforms.map((platform) => platformName.get(platform) ?? 'PC');
    for (let n = 0; n < count; n++) {
      const platform = random.pick(models);
      const status = random.weighted({ none: 10, not_planned: 35, planned: 25, completed: 20, answered: 10 });
      const createdAt = demoEpoch - random.int(0, 540) * day - random.int(0, 86_399) * 1000;
      const updatedAt = Math.min(demoEpoch, createdAt + random.int(0, 40) * day + random.int(0, 86_399) * 1000);
      const voteCount = random.int(0, 320);
      postId += 7;
      rows.community_posts.push({
        id: postId,
        topic_id: topicIdOf(index),
        title: fill(random.pick(bugTitles), random, platform.split('::').pop() ?? platform),
        status,
        severity: random.weighted({ low: 30, medium: 40, high: 20, critical: 10 }),
        platform_model: platform,
        body: `Steps to reproduce on ${platform}: start ${game.name}, ${fill('{action}', random, platform)}, then play for a few minutes.`,
        author_name: random.pick(authors),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
        edited_at: iso(createdAt + Math.floor((updatedAt - createdAt) / 2)),
        vote_sum: voteCount - 2 * random.int(0, Math.floor(voteCount / 4)),
        vote_count: voteCount,
        comment_count: random.int(0, 60),
        follower_count: random.int(0, 120),
        pinned: random.chance(0.02),
        featured: random.chance(0.05),
        closed: status === 'completed' || status === 'answered',
      });
    }
  }

  for (const [key, texts] of Object.entries(notificationTranslations)) {
    for (const locale of locales) rows.translations.push({ key, locale, content: texts[locale] });
  }

  const methods: Array<[string, string, string | null, boolean]> = [
    ['epic', 'Epic Games', null, false],
    ['playstation', 'PlayStation Network', 'np', false],
    ['steam', 'Steam', null, true],
    ['twitch', 'Twitch', null, false],
    ['xbox', 'Xbox Network', null, false],
  ];
  methods.forEach(([code, label, environment, horizontal], position) => {
    rows.sign_in_methods.push({
      code,
      position,
      label,
      display_class: `signin-${code}`,
      environment,
      web_login_enabled: code !== 'twitch',
      horizontal_popup: horizontal,
    });
  });

  rows.meta.push({ key: 'data_version', value: '1' }, { key: 'seed', value: 'demo-1' });
  return rows;
}
