import * as z from 'zod/mini';
import { CalendarDate, Count, Id, LocaleCode, NumericString, Severity, Timestamp, Url } from './primitives.ts';
import { Profile } from './profiles.ts';
import { named } from './registry.ts';
import { CommunityPost } from './support.ts';

/** The `{ success, data }` envelope of the customer calls. */
function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.boolean(), data });
}

export const NotificationLink = named(
  'NotificationLink',
  z.object({ label: z.string().check(z.minLength(1)), url: z.string().check(z.minLength(1)) }),
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
export const NotificationsResponse = named('NotificationsResponse', envelope(z.array(Notification)));
export const MarkNotificationsReadBody = named(
  'MarkNotificationsReadBody',
  z.object({ notificationIds: z.array(Id).check(z.minLength(1), z.maxLength(500)) }),
);
export const SuccessResponse = named('SuccessResponse', z.object({ success: z.boolean() }));

export const Device = named(
  'Device',
  z.object({
    id: Id,
    name: z.string().check(z.minLength(1)),
    platform: z.string().check(z.minLength(1)),
    serial: z.string(),
    registered_at: Timestamp,
  }),
);
export const DevicesResponse = named('DevicesResponse', envelope(z.array(Device)));

export const CommunityData = named(
  'CommunityData',
  z.object({
    display_name: z.nullable(z.string()),
    posts: z.array(CommunityPost),
    voted_post_ids: z.array(Id),
    followed_post_ids: z.array(Id),
  }),
);
export const CommunityDataResponse = named('CommunityDataResponse', envelope(CommunityData));

export const OrderItem = named(
  'OrderItem',
  z.object({
    sku: z.string(),
    name: z.string(),
    qty_ordered: Count,
    price: z.number(),
    extension_attributes: z.object({
      /** JSON text, parsed on the client. */
      videogames_codes: z.string(),
      image: z.string(),
    }),
  }),
);
export const Order = named(
  'Order',
  z.object({
    increment_id: z.string().check(z.regex(/^NA[A-Z0-9]{2,4}[0-9]{9}$/)),
    status: z.string().check(z.minLength(1)),
    created_at: z.string(),
    grand_total: z.number(),
    order_currency_code: z.string(),
    items: z.array(OrderItem),
  }),
);
export const OrdersResponse = named(
  'OrdersResponse',
  z.object({ items: z.array(Order), search_criteria: z.record(z.string(), z.unknown()), total_count: Count }),
);
/** Magento-style search criteria, flattened to bracketed query keys (`searchCriteria[pageSize]`, …). */
export const OrdersQuery = z.catchall(z.object({}), z.string());

export const CustomerProduct = named(
  'CustomerProduct',
  z.object({ product_id: Id, serial_number: z.string(), registered_at: Timestamp }),
);
export const CustomerProductsResponse = named(
  'CustomerProductsResponse',
  z.object({ items: z.array(CustomerProduct), total_count: Count }),
);

export const UpvoteBody = named('UpvoteBody', z.object({ id: Id, positive_votes: NumericString }));
export const DownvoteBody = named('DownvoteBody', z.object({ id: Id, negative_votes: NumericString }));
export const VoteResponse = named(
  'VoteResponse',
  envelope(z.object({ id: Id, positive_votes: NumericString, negative_votes: NumericString })),
);
export const FavoriteBody = named('FavoriteBody', z.object({ id: Id, favorite: z.boolean() }));

export const FavoriteItem = named('FavoriteItem', z.object({ id: Id, is_favorite_since: Timestamp, profile: Profile }));
export const FavoriteListResponse = named('FavoriteListResponse', envelope(z.object({ items: z.array(FavoriteItem) })));
export const UserProfilesQuery = z.object({ my_nacon_id: z.optional(z.string().check(z.regex(/^[0-9]{1,15}$/))) });
export const UserProfilesResponse = named('UserProfilesResponse', envelope(z.object({ items: z.array(Profile) })));

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
    telephone: z.string(),
    default_shipping: z.boolean(),
    default_billing: z.boolean(),
  }),
);
export const AddressesResponse = named('AddressesResponse', envelope(z.array(Address)));
export const AddressInput = named('AddressInput', z.omit(Address, { id: true }));

export const AccountInformation = named(
  'AccountInformation',
  z.object({
    user_id: Id,
    email: z.string().check(z.email()),
    username: z.string().check(z.regex(/^[^%'`*#;,"\s]+$/)),
    firstname: z.string(),
    lastname: z.string(),
    date_of_birth: z.nullable(CalendarDate),
    locale: LocaleCode,
    newsletter_subscribed: z.boolean(),
  }),
);
export const AccountInformationResponse = named('AccountInformationResponse', envelope(AccountInformation));

export const Referral = named(
  'Referral',
  z.object({ code: z.string().check(z.minLength(1)), url: Url, referred_count: Count, rewards: z.array(z.string()) }),
);
export const ReferralResponse = named('ReferralResponse', envelope(Referral));

export const CreateReportBody = named(
  'CreateReportBody',
  z.object({
    title: z.string().check(z.minLength(1), z.maxLength(150)),
    body: z.string().check(z.minLength(1), z.maxLength(10000)),
    severity: Severity,
    platform_model: z.string().check(z.minLength(1)),
  }),
);
export const CommunityPostResponse = named('CommunityPostResponse', envelope(CommunityPost));

export const PlaytestRegistrationBody = named(
  'PlaytestRegistrationBody',
  z.object({ platform: z.string().check(z.minLength(1)), device_id: z.optional(Id) }),
);
export const SurveyAnswersBody = named(
  'SurveyAnswersBody',
  z.object({
    answers: z.array(z.object({ question_id: Id, value: z.union([z.string(), z.array(z.string()), z.int()]) })),
  }),
);
export const TicketBody = named(
  'TicketBody',
  z.object({
    subject: z.string().check(z.minLength(1), z.maxLength(150)),
    description: z.string().check(z.minLength(1), z.maxLength(10000)),
    platform_id: Id,
    product: z.string().check(z.minLength(1)),
    order_id: z.optional(z.string().check(z.regex(/^NA[A-Za-z0-9]{2,4}[0-9]{9}$/))),
  }),
);
export const TicketResponse = named('TicketResponse', envelope(z.object({ ticket_id: Id, url: z.nullable(Url) })));
