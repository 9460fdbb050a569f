// Newsletter preferences.
import * as z from 'zod/mini';
import { Timestamp } from '../primitives.ts';
import { named } from '../registry.ts';
import { distinct, envelope } from './fields.ts';

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
