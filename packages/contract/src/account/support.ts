// The player's community data, bug reports, support tickets and the contact form.
import * as z from 'zod/mini';
import { Id, LocaleCode, RecordId, Severity, Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';
import { CommunityPost } from '../support.ts';
import { envelope, line, text } from './fields.ts';

// Community

export const CommunityData = named(
  'CommunityData',
  z.object({
    display_name: z.nullable(z.string()),
    /** The player's own posts on every board, newest first. */
    posts: z.array(CommunityPost),
    voted_post_ids: z.array(Id),
    followed_post_ids: z.array(Id),
    /** The posts the player said "me too" on, with the platform model they named. */
    me_too: z.array(z.object({ post_id: Id, platform_model: z.string().check(z.minLength(1)) })),
  }),
);
export const CommunityDataResponse = named('CommunityDataResponse', envelope(CommunityData));

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
/** "Me too, on my platform": one of the game's platform models, as a report names it. */
export const MeTooBody = named(
  'MeTooBody',
  z.object({
    /** One of the game's platform models (`PlayStation::PS5`); saying it again with another replaces it. */
    platform_model: line(64),
  }),
);
export const CommunityPostResponse = named(
  'CommunityPostResponse',
  envelope(CommunityPost),
  'The new post, in moderation (provider status `none`).',
);

/** An order number (spec section 5): 'NA', 2 to 4 letters or digits, then exactly 9 digits. */
const OrderNumber = z.string().check(z.regex(/^NA[A-Za-z0-9]{2,4}[0-9]{9}$/, 'Format must be NAXXXXXXXXXXX'));

export const ticketStatuses = ['open', 'pending', 'solved', 'closed'] as const;
export const TicketBody = named(
  'TicketBody',
  z.object({
    subject: line(150),
    description: text(10, 10000),
    /** A game code or product SKU, as `/api/cache/support/ticket/{product}/platform/options` takes. */
    product: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'A game code or product SKU')),
    /** One of that product's platform options. */
    platform_id: RecordId,
    severity: Severity,
    /** One of the player's orders. */
    order_id: z.optional(OrderNumber),
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
    /** The order the message is about, if any. */
    order_id: z.optional(OrderNumber),
    locale: z.optional(LocaleCode),
    /** The bot-protection (v3) token of the `contact` action. */
    token: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export const ContactResponse = named('ContactResponse', envelope(z.object({ id: Id, received_at: Timestamp })));
