import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { demoEpoch, topicIdOf } from './demo.ts';
import { Random } from './random.ts';
import { demoUserId, rivalUserId } from './users.ts';

const day = 86_400_000;
const hour = 3_600_000;
/** An instant `days` days (and `hours` hours) before the demo's reference time, 2026-09-01 12:00 UTC. */
const ago = (days: number, hours = 0) => new Date(demoEpoch - days * day - hours * hour).toISOString();

/** The preferences link of a demo account: a fixed 64-hex id, so the demo's link works on every machine. */
export const demoNewsletterPreferencesId = (userId: number) =>
  createHash('sha256').update(`mynacon-demo-newsletter-preferences:${userId}`).digest('hex');

/**
 * The demo order whose game key text is malformed on purpose (cut off mid-way), for the portal's error state
 * when `videogames_codes` does not parse.
 */
export const demoMalformedCodesOrder = 'NAEN000100107';

type Codes = 'none' | 'malformed' | string[];
type DemoOrder = [
  number: string,
  status: string,
  daysAgo: number,
  items: Array<[sku: string, qty: number, cents: number, codes: Codes]>,
];

/** The demo account's orders: every status of the shop, game keys, accessories, several items. */
const demoOrders: DemoOrder[] = [
  ['000100101', 'complete', 410, [['RFR-STD-PL', 1, 5999, ['PlayStation::PS5']]]],
  ['000100102', 'complete', 300, [['REVO-X-BLK', 1, 14999, 'none']]],
  ['000100103', 'closed', 260, [['HLN-STD-NI', 1, 3999, ['Nintendo::Nintendo Switch']]]],
  ['000100104', 'canceled', 200, [['WHL-GT', 1, 29999, 'none']]],
  [
    '000100105',
    'holded',
    120,
    [
      ['BLT-STD-XB', 1, 4999, ['Xbox::Xbox Series X|S']],
      ['RIG-900-CAM', 1, 9999, 'none'],
    ],
  ],
  [
    '000100106',
    'complete',
    75,
    [
      ['STT-STD-PC', 1, 4999, ['PC::Steam']],
      ['MG-PRO-BLK', 2, 6999, 'none'],
    ],
  ],
  ['000100107', 'processing', 21, [['DRA-STD-NI', 1, 5999, 'malformed']]],
  [
    '000100108',
    'complete',
    30,
    [
      ['RFR-STD-XB', 1, 5999, ['Xbox::Xbox Series X|S']],
      ['RFR-STD-PC', 1, 5999, ['PC::Steam', 'PC::Epic Games Store']],
    ],
  ],
  ['000100109', 'processing', 9, [['MSM-STD-PL', 1, 6999, ['PlayStation::PS5']]]],
  ['000100110', 'pending_payment', 4, [['ARC-FS', 1, 11999, 'none']]],
  ['000100111', 'payment_review', 2, [['GWA-STD-PL', 1, 2999, ['PlayStation::PS4']]]],
  ['000100112', 'pending', 1, [['VGT-STD-PC', 1, 4499, ['PC::Steam']]]],
];

const rivalOrders: DemoOrder[] = [
  ['000200201', 'complete', 50, [['STT-STD-XB', 1, 4999, ['Xbox::Xbox Series X|S']]]],
  ['000200202', 'pending', 3, [['ARC-FS', 1, 11999, 'none']]],
];

/**
 * Seeds the demo account's customer data (and some of the rival's, for isolation tests) inside the seed's
 * transaction, after the public data and the users exist. Identical on every run: fixed times before 2026-09-01
 * and a seeded generator for game keys.
 */
export async function seedCustomerDemo(trx: Kysely<Database>): Promise<void> {
  const random = new Random(20_260_902);
  const products = new Map(
    (await trx.selectFrom('products').select(['product_id', 'sku', 'name']).execute()).map((row) => [row.sku, row]),
  );
  const product = (sku: string) => {
    const row = products.get(sku);
    if (row === undefined) throw new Error(`The demo catalogue has no product ${sku}`);
    return row;
  };
  const productId = (sku: string) => product(sku).product_id;

  // Referral: the rival joined through the demo player's link.
  await trx.updateTable('users').set({ referred_by: demoUserId }).where('id', '=', rivalUserId).execute();

  // Devices.
  const devices = await trx
    .insertInto('devices')
    .values([
      {
        user_id: demoUserId,
        name: 'Living room PS5',
        platform: 'PlayStation::PS5',
        serial: 'CFI-1216A-0042',
        registered_at: ago(380),
      },
      { user_id: demoUserId, name: 'Gaming PC', platform: 'PC::Steam', serial: null, registered_at: ago(300) },
      {
        user_id: demoUserId,
        name: 'Switch 2 on the go',
        platform: 'Nintendo::Nintendo Switch 2',
        serial: 'XKJ70041822',
        registered_at: ago(40),
      },
      {
        user_id: rivalUserId,
        name: 'Xbox Series X',
        platform: 'Xbox::Xbox Series X|S',
        serial: 'XSX-0093-3341',
        registered_at: ago(200),
      },
    ])
    .returning(['id', 'user_id'])
    .execute();
  const demoConsole = devices[0]?.id ?? null;
  const rivalConsole = devices[3]?.id ?? null;

  // Orders with items in every status; game keys as JSON text.
  const keyPart = () => Array.from({ length: 4 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  const codesText = (sku: string, codes: Codes) => {
    if (codes === 'none') return '[]';
    if (codes === 'malformed')
      return `[{"platform":"Nintendo::Nintendo Switch 2","code":"${sku.slice(0, 3)}2-${keyPart()}-`;
    return JSON.stringify(codes.map((platform) => ({ platform, code: `${keyPart()}-${keyPart()}-${keyPart()}` })));
  };
  const seedOrders = async (userId: number, prefix: string, orders: DemoOrder[]) => {
    for (const [number, status, daysAgo, items] of orders) {
      const total = items.reduce((sum, [, qty, cents]) => sum + qty * cents, 0);
      const order = await trx
        .insertInto('orders')
        .values({
          user_id: userId,
          increment_id: `NA${prefix}${number}`,
          status,
          created_at: ago(daysAgo, 3),
          updated_at: ago(Math.max(0, daysAgo - 2)),
          grand_total_cents: total,
          currency: 'EUR',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          items.map(([sku, qty, cents, codes]) => ({
            order_id: order.id,
            product_id: productId(sku),
            sku,
            name: product(sku).name,
            qty_ordered: qty,
            price_cents: cents,
            videogames_codes: codesText(sku, codes),
            image_path: `/products/${sku}.svg`,
          })),
        )
        .execute();
    }
  };
  await seedOrders(demoUserId, 'EN', demoOrders);
  await seedOrders(rivalUserId, 'FR', rivalOrders);

  // Registered products: top-level ones and a child product.
  await trx
    .insertInto('customer_products')
    .values([
      {
        user_id: demoUserId,
        product_id: productId('REVO-X'),
        serial_number: 'RVX-2025-0042-A',
        registered_at: ago(290),
      },
      { user_id: demoUserId, product_id: productId('RFR-STD-PL'), serial_number: null, registered_at: ago(400) },
      { user_id: demoUserId, product_id: productId('WHL-GT'), serial_number: 'WGT-0193-77', registered_at: ago(60) },
      {
        user_id: demoUserId,
        product_id: productId('MG-PRO-BLK'),
        serial_number: 'MGP-5512-09',
        registered_at: ago(70),
      },
      { user_id: rivalUserId, product_id: productId('ARC-FS'), serial_number: 'AFS-7781-20', registered_at: ago(150) },
    ])
    .execute();

  // Profiles: some created by the players, favourites and votes.
  const published = (await trx.selectFrom('profiles').select('id').where('status', '=', 1).orderBy('id').execute()).map(
    (row) => row.id,
  );
  const drafts = (await trx.selectFrom('profiles').select('id').where('status', '=', 0).orderBy('id').execute()).map(
    (row) => row.id,
  );
  const pick = (list: number[], index: number) => {
    const id = list[index];
    if (id === undefined) throw new Error(`The demo profiles have no entry ${index}`);
    return id;
  };
  await trx
    .insertInto('profile_authors')
    .values([
      { profile_id: pick(published, 0), user_id: demoUserId },
      { profile_id: pick(published, 5), user_id: demoUserId },
      { profile_id: pick(drafts, 0), user_id: demoUserId },
      { profile_id: pick(published, 10), user_id: rivalUserId },
    ])
    .execute();
  await trx
    .insertInto('profile_favorites')
    .values([
      ...[1, 2, 3, 4, 6, 7].map((index, position) => ({
        user_id: demoUserId,
        profile_id: pick(published, index),
        created_at: ago(200 - position * 30),
      })),
      { user_id: rivalUserId, profile_id: pick(published, 2), created_at: ago(90) },
      { user_id: rivalUserId, profile_id: pick(published, 8), created_at: ago(30) },
    ])
    .execute();
  await trx
    .insertInto('profile_votes')
    .values([
      { user_id: demoUserId, profile_id: pick(published, 1), direction: 'up', voted_at: ago(150) },
      { user_id: demoUserId, profile_id: pick(published, 2), direction: 'up', voted_at: ago(120) },
      { user_id: demoUserId, profile_id: pick(published, 8), direction: 'down', voted_at: ago(20) },
      { user_id: rivalUserId, profile_id: pick(published, 3), direction: 'up', voted_at: ago(10) },
    ])
    .execute();

  // Addresses: the default one first, all in the countries of each player's store.
  await trx
    .insertInto('addresses')
    .values([
      {
        user_id: demoUserId,
        firstname: 'Alex',
        lastname: 'Morgan',
        street: JSON.stringify(['14 Harbour Lane', 'Flat 3']),
        city: 'Bristol',
        postcode: 'BS1 4RW',
        country_id: 'GB',
        telephone: '+44 117 496 0731',
        is_default: true,
        created_at: ago(420),
        updated_at: ago(420),
      },
      {
        user_id: demoUserId,
        firstname: 'Alex',
        lastname: 'Morgan',
        street: JSON.stringify(['7 Quay Street']),
        city: 'Galway',
        postcode: 'H91 X2C4',
        country_id: 'IE',
        telephone: null,
        is_default: false,
        created_at: ago(100),
        updated_at: ago(100),
      },
      {
        user_id: rivalUserId,
        firstname: 'Sam',
        lastname: 'Rivera',
        street: JSON.stringify(['22 rue des Lilas']),
        city: 'Lyon',
        postcode: '69003',
        country_id: 'FR',
        telephone: '+33 4 72 00 00 00',
        is_default: true,
        created_at: ago(210),
        updated_at: ago(210),
      },
    ])
    .execute();

  // Linked external accounts (both demo accounts also have a password).
  await trx
    .insertInto('linked_accounts')
    .values([
      {
        user_id: demoUserId,
        provider: 'steam',
        external_id: '76561198000000042',
        display_name: 'DemoPlayer',
        linked_at: ago(310),
      },
      {
        user_id: demoUserId,
        provider: 'twitch',
        external_id: '902214733',
        display_name: 'demoplayer_tv',
        linked_at: ago(95),
      },
      {
        user_id: rivalUserId,
        provider: 'epic',
        external_id: 'b7e3f1c2a9d84e55',
        display_name: 'RivalPlayer',
        linked_at: ago(180),
      },
    ])
    .execute();

  // Playtests: an open one registered, two passed ones played (one survey answered), the rival in two others.
  await trx
    .insertInto('playtest_registrations')
    .values([
      {
        user_id: demoUserId,
        playtest_id: 301,
        platform: 'PlayStation::PS5',
        device_id: demoConsole,
        status: 'registered',
        registered_at: ago(5),
      },
      {
        user_id: demoUserId,
        playtest_id: 304,
        platform: 'PlayStation::PS5',
        device_id: demoConsole,
        status: 'selected',
        registered_at: ago(240),
      },
      {
        user_id: demoUserId,
        playtest_id: 305,
        platform: 'PC::Steam',
        device_id: null,
        status: 'selected',
        registered_at: ago(170),
      },
      {
        user_id: rivalUserId,
        playtest_id: 302,
        platform: 'Xbox::Xbox Series X|S',
        device_id: rivalConsole,
        status: 'registered',
        registered_at: ago(8),
      },
      // The only seat of the Harbour Tycoon first look: that playtest is full.
      {
        user_id: rivalUserId,
        playtest_id: 307,
        platform: 'PC::Steam',
        device_id: null,
        status: 'registered',
        registered_at: ago(3),
      },
    ])
    .execute();
  await trx
    .insertInto('survey_answers')
    .values([
      {
        user_id: demoUserId,
        survey_id: 3,
        answers: JSON.stringify([
          { question_id: 1, value: 4 },
          { question_id: 2, value: 'PlayStation' },
        ]),
        submitted_at: ago(200),
      },
      {
        user_id: demoUserId,
        survey_id: 5,
        answers: JSON.stringify([
          { question_id: 1, value: 5 },
          { question_id: 4, value: 'The dark theme is easy on the eyes.' },
        ]),
        submitted_at: ago(12),
      },
    ])
    .execute();

  // Newsletter preferences, reached through the 64-hex link id.
  await trx
    .insertInto('newsletter_preferences')
    .values([
      {
        id: demoNewsletterPreferencesId(demoUserId),
        user_id: demoUserId,
        topics: JSON.stringify(['game_news', 'playtests', 'events']),
        frequency: 'weekly',
        updated_at: ago(60),
      },
      {
        id: demoNewsletterPreferencesId(rivalUserId),
        user_id: rivalUserId,
        topics: JSON.stringify([]),
        frequency: 'monthly',
        updated_at: ago(100),
      },
    ])
    .execute();

  // Community: the players' own reports, their votes and follows on others'.
  const reports: Array<
    [
      userId: number,
      gameIndex: number,
      title: string,
      status: 'none' | 'planned' | 'completed' | 'not_planned',
      severity: 'low' | 'medium' | 'high' | 'critical',
      model: string,
      daysAgo: number,
    ]
  > = [
    [demoUserId, 0, 'Handbrake stops working after a rewind', 'planned', 'high', 'PlayStation::PS5', 48],
    [demoUserId, 0, 'Co-driver calls come late in split screen', 'completed', 'medium', 'PC::Steam', 160],
    [demoUserId, 1, 'Harbour map flickers when zooming out', 'none', 'low', 'PlayStation::PS5', 2],
    [rivalUserId, 1, 'Crash when joining a naval skirmish', 'not_planned', 'critical', 'Xbox::Xbox Series X|S', 15],
  ];
  const users = new Map(
    (await trx.selectFrom('users').select(['id', 'username']).execute()).map((row) => [row.id, row.username]),
  );
  for (const [userId, gameIndex, title, status, severity, model, daysAgo] of reports) {
    const { rows } = await sql<{ id: number }>`select nextval('community_post_ids') as id`.execute(trx);
    const id = Number(rows[0]?.id);
    await trx
      .insertInto('community_posts')
      .values({
        id,
        topic_id: topicIdOf(gameIndex),
        title,
        status,
        severity,
        platform_model: model,
        body: `Seen on ${model} several times this week. Steps: start a session, play for ten minutes, then ${title.toLowerCase()}.`,
        author_name: users.get(userId) ?? 'Player',
        created_at: ago(daysAgo),
        updated_at: ago(Math.max(0, daysAgo - 1)),
        edited_at: ago(daysAgo),
        vote_sum: 3 + (daysAgo % 7),
        vote_count: 5 + (daysAgo % 11),
        comment_count: daysAgo % 5,
        follower_count: 1 + (daysAgo % 4),
        pinned: false,
        featured: false,
        closed: status === 'completed',
      })
      .execute();
    await trx.insertInto('community_post_authors').values({ post_id: id, user_id: userId }).execute();
    await trx
      .insertInto('community_post_reactions')
      .values({ user_id: userId, post_id: id, kind: 'follow', created_at: ago(daysAgo) })
      .execute();
  }
  const boardPosts = (
    await trx
      .selectFrom('community_posts')
      .select('id')
      .where('topic_id', '=', topicIdOf(0))
      .where('id', '<', 360_300_000_000)
      .orderBy('id')
      .limit(5)
      .execute()
  ).map((row) => row.id);
  await trx
    .insertInto('community_post_reactions')
    .values([
      ...boardPosts.slice(0, 4).map((post, index) => ({
        user_id: demoUserId,
        post_id: post,
        kind: 'vote' as const,
        created_at: ago(100 - index * 10),
      })),
      ...boardPosts
        .slice(1, 3)
        .map((post) => ({ user_id: demoUserId, post_id: post, kind: 'follow' as const, created_at: ago(80) })),
      ...boardPosts
        .slice(4, 5)
        .map((post) => ({ user_id: rivalUserId, post_id: post, kind: 'vote' as const, created_at: ago(9) })),
    ])
    .execute();

  // "Me too, on my platform" (decision 033): both players on the newest published report of the first board, on
  // two platforms, and the rival alone on the next one; the demo player's on the reporter's platform.
  const meTooPosts = await trx
    .selectFrom('community_posts')
    .select(['id', 'platform_model'])
    .where('topic_id', '=', topicIdOf(0))
    .where('id', '<', 360_300_000_000)
    .where('status', 'in', ['not_planned', 'planned'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  const [firstMeToo, secondMeToo] = meTooPosts;
  if (firstMeToo !== undefined && secondMeToo !== undefined) {
    const otherModel = firstMeToo.platform_model === 'PC::Steam' ? 'PlayStation::PS5' : 'PC::Steam';
    await trx
      .insertInto('community_post_me_too')
      .values(
        [
          { post_id: firstMeToo.id, user_id: demoUserId, platform_model: firstMeToo.platform_model },
          { post_id: firstMeToo.id, user_id: rivalUserId, platform_model: otherModel },
          { post_id: secondMeToo.id, user_id: rivalUserId, platform_model: secondMeToo.platform_model },
        ].map((row, index) => ({ ...row, created_at: ago(3 - index), updated_at: ago(3 - index) })),
      )
      .execute();
  }

  // Support tickets.
  await trx
    .insertInto('support_tickets')
    .values([
      {
        user_id: demoUserId,
        product: 'REVO-X',
        platform_id: 21,
        severity: 'medium',
        subject: 'Left stick drifts after the firmware update',
        description: 'Since the last update the left stick drifts up slightly in every game on my PS5.',
        order_increment_id: 'NAEN000100102',
        status: 'pending',
        created_at: ago(35),
      },
      {
        user_id: rivalUserId,
        product: 'steel-tide',
        platform_id: 31,
        severity: 'high',
        subject: 'Progress lost after a crash',
        description: 'The game crashed during a skirmish and my campaign progress of the evening is gone.',
        order_increment_id: 'NAFR000200201',
        status: 'open',
        created_at: ago(14),
      },
    ])
    .execute();

  // Notifications, newest last here; some unread, with parameters and links.
  await trx
    .insertInto('notifications')
    .values([
      {
        user_id: demoUserId,
        notification_key: 'notification.referral.reward',
        subject: 'Referral reward',
        parameters: JSON.stringify({ name: 'RivalPlayer' }),
        read_state: true,
        created_at: ago(230),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.playtest.selected',
        subject: 'You are in the playtest',
        parameters: JSON.stringify({
          playtest: 'Hollow Lantern — Chapter 2 playtest',
          link: { label: 'My playtests', url: '/playtests/my-playtests' },
        }),
        read_state: true,
        created_at: ago(225),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.report.status_changed',
        subject: 'Your report was updated',
        parameters: JSON.stringify({
          title: 'Handbrake stops working after a rewind',
          status: 'planned',
          link: { label: 'See the report', url: '/support/game/rally-frontier/my-reports' },
        }),
        read_state: true,
        created_at: ago(40),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.order.shipped',
        subject: 'Order shipped',
        parameters: JSON.stringify({ order: 'NAEN000100108', link: { label: 'My orders', url: '/customer/order' } }),
        read_state: false,
        created_at: ago(28),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.profile.featured',
        subject: 'Your profile is featured',
        parameters: JSON.stringify({
          profile: 'Drift assist',
          game: 'Rally Frontier',
          link: { label: 'My profiles', url: '/profile/my-profiles' },
        }),
        read_state: false,
        created_at: ago(14),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.survey.available',
        subject: 'A survey is waiting',
        parameters: JSON.stringify({
          survey: 'Baseline Tennis 3: Online beta survey',
          link: { label: 'Answer the survey', url: '/survey/4' },
        }),
        read_state: false,
        created_at: ago(6),
      },
      {
        user_id: demoUserId,
        notification_key: 'notification.playtest.reminder',
        subject: 'Playtest reminder',
        parameters: JSON.stringify({
          playtest: 'Rally Frontier — Winter Stages closed beta',
          date: '2026-12-05',
          link: { label: 'My playtests', url: '/playtests/my-playtests-data' },
        }),
        read_state: false,
        created_at: ago(1),
      },
      {
        user_id: rivalUserId,
        notification_key: 'notification.newsletter.published',
        subject: 'New newsletter',
        parameters: JSON.stringify({ title: 'Autumn line-up' }),
        read_state: false,
        created_at: ago(20),
      },
      {
        user_id: rivalUserId,
        notification_key: 'notification.order.shipped',
        subject: 'Order shipped',
        parameters: JSON.stringify({ order: 'NAFR000200201', link: { label: 'My orders', url: '/customer/order' } }),
        read_state: true,
        created_at: ago(48),
      },
    ])
    .execute();
}
