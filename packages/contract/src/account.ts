import * as z from 'zod/mini';
import { inputMessages } from './issues.ts';
import { Playtest } from './playtests.ts';
import { CalendarDate, Count, Id, LocaleCode, NumericString, Severity, Timestamp, Url } from './primitives.ts';
import { Profile } from './profiles.ts';
import { accountMessages, Username } from './registration.ts';
import { named } from './registry.ts';
import { CommunityPost } from './support.ts';

/** The `{ success, data }` envelope of the customer calls. */
function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.boolean(), data });
}

const noControlCharacters = /^[^\p{Cc}]*$/u;
const noControlExceptNewlines = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** One line of text a player types: trimmed, 1 to `max` characters, no control characters. */
function line(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(noControlCharacters, inputMessages.controlCharacters),
    );
}

/** Free text a player types (line breaks allowed): trimmed, `min` to `max` characters. */
function text(min: number, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? inputMessages.required : `At least ${min} characters`),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(noControlExceptNewlines, inputMessages.controlCharactersExceptNewlines),
    );
}

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const SuccessResponse = named('SuccessResponse', z.object({ success: z.boolean() }));

// Inbox

export const NotificationLink = named(
  'NotificationLink',
  z.object({ label: z.string().check(z.minLength(1)), url: z.string().check(z.minLength(1)) }),
  'A link shown with a notification: a portal path without locale prefix (`/customer/order`) or an absolute URL.',
);

/** An inbox notification (spec section 3). `parameters` are substituted into the translated text. */
export const Notification = named(
  'Notification',
  z.object({
    id: Id,
    subject: z.string(),
    read_state: z.boolean(),
    notification_key: z.string().check(z.minLength(1)),
    created_at: Timestamp,
    parameters: z.catchall(
      z.object({ link: z.optional(NotificationLink) }),
      z.union([z.string(), z.number(), NotificationLink]),
    ),
  }),
);
export type Notification = z.infer<typeof Notification>;
export const NotificationsResponse = named(
  'NotificationsResponse',
  envelope(z.array(Notification)),
  'The inbox, newest first.',
);
export const MarkNotificationsReadBody = named(
  'MarkNotificationsReadBody',
  z.object({ notificationIds: z.array(Id).check(z.minLength(1), z.maxLength(500)) }),
);
export const MarkNotificationsReadResponse = named(
  'MarkNotificationsReadResponse',
  envelope(z.object({ notificationIds: z.array(Id) })),
  'The ids of the body that are the caller’s and now read; other ids are ignored and never changed.',
);

// Devices

export const Device = named(
  'Device',
  z.object({
    id: Id,
    name: z.string().check(z.minLength(1)),
    /** A platform name of `/api/cache/support/platforms` (`PlayStation::PS5`, `PC`). */
    platform: z.string().check(z.minLength(1)),
    serial: z.nullable(z.string()),
    registered_at: Timestamp,
  }),
);
export type Device = z.infer<typeof Device>;
export const DevicesResponse = named('DevicesResponse', envelope(z.array(Device)));
export const DeviceResponse = named('DeviceResponse', envelope(Device));
const DeviceName = line(50);
export const DeviceInput = named(
  'DeviceInput',
  z.object({
    name: DeviceName,
    platform: line(64),
    serial: z.optional(
      z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/, 'Letters, digits and - (4 to 40 characters)'))),
    ),
  }),
);
export const DeviceRenameBody = named('DeviceRenameBody', z.object({ name: DeviceName }));

// Community

export const CommunityData = named(
  'CommunityData',
  z.object({
    display_name: z.nullable(z.string()),
    /** The player's own posts on every board, newest first. */
    posts: z.array(CommunityPost),
    voted_post_ids: z.array(Id),
    followed_post_ids: z.array(Id),
  }),
);
export const CommunityDataResponse = named('CommunityDataResponse', envelope(CommunityData));

// Orders (Magento-style)

/** Order statuses of the shop. The portal's history leaves out `pending` and `payment_review` (spec section 5). */
export const orderStatuses = [
  'pending',
  'pending_payment',
  'payment_review',
  'processing',
  'holded',
  'complete',
  'closed',
  'canceled',
] as const;

/** Fields the order search filters and sorts on. */
export const orderSearchFields = [
  'increment_id',
  'status',
  'created_at',
  'updated_at',
  'grand_total',
  'order_currency_code',
] as const;
export type OrderSearchField = (typeof orderSearchFields)[number];

/** Magento condition types the order search understands; `in` and `nin` take comma-separated values. */
export const orderConditionTypes = ['eq', 'neq', 'in', 'nin', 'like', 'gt', 'lt', 'gteq', 'lteq'] as const;
export type OrderConditionType = (typeof orderConditionTypes)[number];

/** Page size of the order search when `searchCriteria[pageSize]` is absent, and its largest value. */
export const orderPageSize = { default: 50, max: 100 } as const;

export const OrderItem = named(
  'OrderItem',
  z.object({
    item_id: Id,
    product_id: z.nullable(Id),
    sku: z.string(),
    name: z.string(),
    qty_ordered: Count,
    price: z.number(),
    row_total: z.number(),
    extension_attributes: z.object({
      /** JSON text of the game keys (`[{ "platform", "code" }]`), parsed on the client; `[]` when none. */
      videogames_codes: z.string(),
      /** Image path after the image base address (`/products/RFR-STD.svg`). */
      image: z.string(),
    }),
  }),
);
export const Order = named(
  'Order',
  z.object({
    entity_id: Id,
    increment_id: z.string().check(z.regex(/^NA[A-Z0-9]{2,4}[0-9]{9}$/)),
    status: z.string().check(z.minLength(1)),
    created_at: Timestamp,
    updated_at: Timestamp,
    grand_total: z.number(),
    order_currency_code: z.string().check(z.regex(/^[A-Z]{3}$/)),
    items: z.array(OrderItem),
  }),
);
export type Order = z.infer<typeof Order>;

export const OrderSearchCriteria = named(
  'OrderSearchCriteria',
  z.object({
    filter_groups: z.array(
      z.object({
        filters: z.array(
          z.object({
            field: z.enum(orderSearchFields),
            value: z.string(),
            condition_type: z.enum(orderConditionTypes),
          }),
        ),
      }),
    ),
    sort_orders: z.array(z.object({ field: z.enum(orderSearchFields), direction: z.enum(['ASC', 'DESC']) })),
    page_size: Count,
    current_page: Count,
  }),
  'The criteria as the server understood them (Magento’s answer shape).',
);
export type OrderSearchCriteria = z.infer<typeof OrderSearchCriteria>;
export const OrdersResponse = named(
  'OrdersResponse',
  z.object({ items: z.array(Order), search_criteria: OrderSearchCriteria, total_count: Count }),
);
/**
 * Magento-style search criteria, flattened to bracketed query keys: filter groups are AND-ed, the filters of one
 * group OR-ed (`searchCriteria[filterGroups][0][filters][0][field|value|conditionType]`), then
 * `searchCriteria[sortOrders][0][field|direction]`, `searchCriteria[pageSize]` and `searchCriteria[currentPage]`.
 * The server parses the keys; this schema only says that every value is one string.
 */
export const OrdersQuery = z.catchall(z.object({}), z.string());

/** Criteria as a caller writes them, for `searchCriteriaParams`. */
export interface OrderSearchInput {
  filterGroups?: ReadonlyArray<
    ReadonlyArray<{ field: OrderSearchField; value: string; conditionType?: OrderConditionType }>
  >;
  sortOrders?: ReadonlyArray<{ field: OrderSearchField; direction: 'ASC' | 'DESC' }>;
  pageSize?: number;
  currentPage?: number;
}

/** The query pairs of an order search, in Magento's bracketed form. */
export function searchCriteriaParams(criteria: OrderSearchInput): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  criteria.filterGroups?.forEach((filters, group) => {
    filters.forEach((filter, index) => {
      const prefix = `searchCriteria[filterGroups][${group}][filters][${index}]`;
      pairs.push([`${prefix}[field]`, filter.field], [`${prefix}[value]`, filter.value]);
      pairs.push([`${prefix}[conditionType]`, filter.conditionType ?? 'eq']);
    });
  });
  criteria.sortOrders?.forEach((order, index) => {
    pairs.push([`searchCriteria[sortOrders][${index}][field]`, order.field]);
    pairs.push([`searchCriteria[sortOrders][${index}][direction]`, order.direction]);
  });
  if (criteria.pageSize !== undefined) pairs.push(['searchCriteria[pageSize]', String(criteria.pageSize)]);
  if (criteria.currentPage !== undefined) pairs.push(['searchCriteria[currentPage]', String(criteria.currentPage)]);
  return pairs;
}

/** The portal's order history (spec section 7): not pending AND not payment_review, newest first. */
export const orderHistoryCriteria: OrderSearchInput = {
  filterGroups: [
    [{ field: 'status', value: 'pending', conditionType: 'neq' }],
    [{ field: 'status', value: 'payment_review', conditionType: 'neq' }],
  ],
  sortOrders: [{ field: 'created_at', direction: 'DESC' }],
};

// Products

export const CustomerProduct = named(
  'CustomerProduct',
  z.object({
    /** A catalogue product id (`/api/cache/support/products/{key}`); child products are included. */
    product_id: Id,
    product_sku: z.string().check(z.minLength(1)),
    serial_number: z.nullable(z.string()),
    registered_at: Timestamp,
  }),
);
export const CustomerProductsResponse = named(
  'CustomerProductsResponse',
  z.object({ items: z.array(CustomerProduct), total_count: Count }),
);

// Profiles: votes, favourites, the player's own

export const UpvoteBody = named(
  'UpvoteBody',
  z.object({ id: Id, positive_votes: z.optional(NumericString) }),
  'The client’s counter is accepted but ignored: the server adds 1 to its own.',
);
export const DownvoteBody = named(
  'DownvoteBody',
  z.object({ id: Id, negative_votes: z.optional(NumericString) }),
  'The client’s counter is accepted but ignored: the server adds 1 to its own.',
);
export const VoteResponse = named(
  'VoteResponse',
  envelope(z.object({ id: Id, positive_votes: NumericString, negative_votes: NumericString })),
  'The profile’s counters after the vote.',
);

export const FavoriteItem = named(
  'FavoriteItem',
  z.object({ id: Id, is_favorite_since: Timestamp, profile: Profile }),
  '`id` is the profile’s id.',
);
export const FavoriteListResponse = named(
  'FavoriteListResponse',
  envelope(z.object({ items: z.array(FavoriteItem) })),
  'Published favourite profiles, most recently added first.',
);
export const FavoriteResponse = named('FavoriteResponse', envelope(FavoriteItem));
export const UserProfilesQuery = z.object({ my_nacon_id: z.optional(z.string().check(z.regex(/^[0-9]{1,15}$/))) });
export const UserProfilesResponse = named(
  'UserProfilesResponse',
  envelope(z.object({ items: z.array(Profile) })),
  'Profiles the player created, drafts included, newest first.',
);

// Addresses

export const Address = named(
  'Address',
  z.object({
    id: Id,
    firstname: z.string().check(z.minLength(1)),
    lastname: z.string().check(z.minLength(1)),
    street: z.array(z.string()).check(z.minLength(1), z.maxLength(3)),
    city: z.string().check(z.minLength(1)),
    postcode: z.string().check(z.minLength(1)),
    country_id: z.string().check(z.regex(/^[A-Z]{2}$/)),
    telephone: z.nullable(z.string()),
    /** Exactly one address is the default while the player has any. */
    is_default: z.boolean(),
  }),
);
export type Address = z.infer<typeof Address>;
export const AddressesResponse = named('AddressesResponse', envelope(z.array(Address)));
export const AddressResponse = named('AddressResponse', envelope(Address));
const addressFields = {
  firstname: line(64),
  lastname: line(64),
  street: z.array(line(100)).check(z.minLength(1, 'At least one street line'), z.maxLength(3)),
  city: line(64),
  postcode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'Letters, digits, - and spaces')),
  /** One of the allowed countries of the player's store (`/api/cache/public/infos`, item 1). */
  country_id: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'A two-letter country code'), z.toUpperCase()),
  telephone: z.optional(
    z.nullable(z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ().-]{3,31}$/, 'A telephone number'))),
  ),
};
export const AddressUpdate = named('AddressUpdate', z.object(addressFields));
export const AddressInput = named(
  'AddressInput',
  z.object({ ...addressFields, is_default: z.optional(z.boolean()) }),
  'The first address becomes the default whatever `is_default` says.',
);

// Account information

export const AccountInformation = named(
  'AccountInformation',
  z.object({
    user_id: Id,
    email: z.string().check(z.minLength(1)),
    username: z.string().check(z.minLength(1)),
    firstname: z.string(),
    lastname: z.string(),
    date_of_birth: z.nullable(CalendarDate),
    country_id: z.nullable(z.string()),
    locale: LocaleCode,
    store_code: z.string().check(z.minLength(1)),
    newsletter_subscribed: z.boolean(),
  }),
);
export const AccountInformationResponse = named('AccountInformationResponse', envelope(AccountInformation));
export const AccountInformationUpdate = named(
  'AccountInformationUpdate',
  z
    .object({
      firstname: z.optional(line(64)),
      lastname: z.optional(line(64)),
      locale: z.optional(LocaleCode),
      newsletter_subscribed: z.optional(z.boolean()),
      /** A new public name under the registration rules; 409 when another player has it in any case. */
      username: z.optional(Username),
      /** `YYYY-MM-DD`, not in the future; the player must be of the minimum age of their country. */
      date_of_birth: z.optional(z.iso.date(accountMessages.invalid)),
    })
    .check(
      z.refine(
        (value) => Object.values(value).some((field) => field !== undefined),
        'Send at least one of firstname, lastname, locale, newsletter_subscribed, username, date_of_birth',
      ),
    ),
  'Changes the fields sent; e-mail and password change through the account calls.',
);

// Referrals

export const Referral = named(
  'Referral',
  z.object({
    code: z.string().check(z.minLength(1)),
    /** The registration page with the code, in the player's locale. */
    url: Url,
    referred: z.array(z.object({ username: z.string(), joined_at: Timestamp })),
    referred_count: Count,
  }),
);
export const ReferralResponse = named('ReferralResponse', envelope(Referral));

// Linked external accounts

export const linkedAccountProviders = ['epic', 'playstation', 'steam', 'twitch', 'xbox'] as const;
export const LinkedAccountProvider = named('LinkedAccountProvider', z.enum(linkedAccountProviders));
export const LinkedAccount = named(
  'LinkedAccount',
  z.object({ provider: LinkedAccountProvider, display_name: z.string(), linked_at: Timestamp }),
);
export const LinkedAccountsResponse = named(
  'LinkedAccountsResponse',
  envelope(z.object({ items: z.array(LinkedAccount), has_password: z.boolean() })),
  'Unlinking is refused (409) when it would leave no way to sign in: no password and no other linked account.',
);

// Playtests and surveys

export const PlaytestRegistrationBody = named(
  'PlaytestRegistrationBody',
  z.object({ platform: line(64), device_id: z.optional(Id) }),
  '`platform` is one of the playtest’s; `device_id`, if sent, one of the player’s devices.',
);
export const registrationStatuses = ['registered', 'selected', 'not_selected'] as const;
export const PlaytestRegistration = named(
  'PlaytestRegistration',
  z.object({
    playtest_id: Id,
    platform: z.string(),
    device_id: z.nullable(Id),
    status: z.enum(registrationStatuses),
    registered_at: Timestamp,
    survey_id: z.nullable(Id),
    survey_answered_at: z.nullable(Timestamp),
    playtest: Playtest,
  }),
);
export const PlaytestRegistrationResponse = named('PlaytestRegistrationResponse', envelope(PlaytestRegistration));
export const MyPlaytestsResponse = named(
  'MyPlaytestsResponse',
  envelope(z.object({ items: z.array(PlaytestRegistration) })),
  'The player’s registrations, newest playtest first.',
);

export const SurveyAnswer = named(
  'SurveyAnswer',
  z.object({
    question_id: Id,
    value: z.union([
      z.string().check(z.maxLength(2000)),
      z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)),
      z.int(),
    ]),
  }),
  'Text and single choice: a string; multiple choice: distinct options; rating: 1 to the scale.',
);
export const SurveyAnswersBody = named(
  'SurveyAnswersBody',
  z.object({ answers: z.array(SurveyAnswer).check(z.maxLength(50)) }),
  'Checked against the survey’s questions; a playtest’s survey is for its registered players; one answer each.',
);
export const SurveyAnswers = named(
  'SurveyAnswers',
  z.object({ survey_id: Id, answers: z.array(SurveyAnswer), submitted_at: Timestamp }),
);
export const SurveyAnswersResponse = named('SurveyAnswersResponse', envelope(SurveyAnswers));

// Newsletter preferences (public: the 64-hex id from the e-mail is the secret)

export const newsletterTopics = ['game_news', 'playtests', 'events', 'offers', 'accessories'] as const;
export const newsletterFrequencies = ['daily', 'weekly', 'monthly'] as const;
/** The id of a preferences link: exactly 64 hexadecimal characters, any case (spec section 5). */
export const NewsletterPreferencesId = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{64}$/, 'Expected 64 hexadecimal characters'));
export const NewsletterPreferences = named(
  'NewsletterPreferences',
  z.object({
    id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    /** The subscriber's address, masked (`d***@mynacon.test`). */
    email: z.string(),
    topics: z.array(z.enum(newsletterTopics)),
    frequency: z.enum(newsletterFrequencies),
    updated_at: Timestamp,
  }),
  'No topic means no newsletter.',
);
export const NewsletterPreferencesResponse = named('NewsletterPreferencesResponse', envelope(NewsletterPreferences));
export const NewsletterPreferencesBody = named(
  'NewsletterPreferencesBody',
  z.object({
    topics: z
      .array(z.enum(newsletterTopics))
      .check(z.refine(distinct, 'Each topic at most once'), z.maxLength(newsletterTopics.length)),
    frequency: z.enum(newsletterFrequencies),
  }),
);

// Game support: reports, tickets, contact

export const CreateReportBody = named(
  'CreateReportBody',
  z.object({
    title: line(150),
    body: text(10, 10000),
    severity: Severity,
    /** One of the game's platform models (`PlayStation::PS5`), as the board's posts carry. */
    platform_model: line(64),
  }),
);
export const CommunityPostResponse = named(
  'CommunityPostResponse',
  envelope(CommunityPost),
  'The new post, in moderation (provider status `none`).',
);

export const ticketStatuses = ['open', 'pending', 'solved', 'closed'] as const;
export const TicketBody = named(
  'TicketBody',
  z.object({
    subject: line(150),
    description: text(10, 10000),
    /** A game code or product SKU, as `/api/cache/support/ticket/{product}/platform/options` takes. */
    product: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'A game code or product SKU')),
    /** One of that product's platform options. */
    platform_id: Id,
    severity: Severity,
    /** One of the player's orders. */
    order_id: z.optional(z.string().check(z.regex(/^NA[A-Za-z0-9]{2,4}[0-9]{9}$/, 'Format must be NAXXXXXXXXXXX'))),
  }),
);
export const Ticket = named(
  'Ticket',
  z.object({
    ticket_id: Id,
    status: z.enum(ticketStatuses),
    subject: z.string(),
    product: z.string(),
    platform_id: Id,
    severity: Severity,
    order_id: z.nullable(z.string()),
    created_at: Timestamp,
  }),
);
export const TicketResponse = named('TicketResponse', envelope(Ticket));
export const TicketsResponse = named('TicketsResponse', envelope(z.array(Ticket)), 'Newest first.');

export const ContactBody = named(
  'ContactBody',
  z.object({
    name: line(100),
    email: z.string().check(z.trim(), z.maxLength(254), z.email('Invalid email format')),
    subject: line(150),
    message: text(10, 5000),
    locale: z.optional(LocaleCode),
    /** The bot-protection (v3) token of the `contact` action. */
    token: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export const ContactResponse = named('ContactResponse', envelope(z.object({ id: Id, received_at: Timestamp })));
