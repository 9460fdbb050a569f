import * as z from 'zod/mini';
import { Count, Id, LocaleCode, MediaUrl, Timestamp } from './primitives.ts';
import { named } from './registry.ts';

/** A translation record (spec section 3). `content` is an ICU MessageFormat string (decision 003). */
export const TranslationRecord = named(
  'TranslationRecord',
  z.object({
    key: z.string().check(z.regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)+$/)),
    locale: LocaleCode,
    content: z.string().check(z.minLength(1)),
  }),
);
export type TranslationRecord = z.infer<typeof TranslationRecord>;

/** `GET /api/cache/nacmid/translations`: records ordered by key, then locale in the spec's order. */
export const TranslationsResponse = named('TranslationsResponse', z.array(TranslationRecord));
export type TranslationsResponse = z.infer<typeof TranslationsResponse>;

/** A block of structured text: content is plain text, never HTML, so the portal needs no sanitiser. */
export const ContentBlock = named(
  'ContentBlock',
  z.object({
    type: z.enum(['heading', 'paragraph', 'list']),
    text: z.string(),
    items: z.optional(z.array(z.string())),
  }),
);
export type ContentBlock = z.infer<typeof ContentBlock>;

/** A newsletter issue. */
export const Newsletter = named(
  'Newsletter',
  z.object({
    id: Id,
    locale: LocaleCode,
    title: z.string().check(z.minLength(1)),
    summary: z.string(),
    published_at: Timestamp,
    image: MediaUrl,
    blocks: z.array(ContentBlock),
  }),
);
export type Newsletter = z.infer<typeof Newsletter>;

/** `GET /api/cache/newsletters`: newest first. */
export const NewsletterListResponse = named(
  'NewsletterListResponse',
  z.object({ items: z.array(Newsletter), size: Count }),
);
export type NewsletterListResponse = z.infer<typeof NewsletterListResponse>;

/** A generic content page served at `/{slug}` of each locale. */
export const ContentPage = named(
  'ContentPage',
  z.object({
    slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    locale: LocaleCode,
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    updated_at: Timestamp,
    blocks: z.array(ContentBlock),
  }),
);
export type ContentPage = z.infer<typeof ContentPage>;
