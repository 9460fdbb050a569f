import * as z from 'zod/mini';
import { named } from './registry.ts';

/**
 * The format of an e-mail address the portal accepts (spec section 5): the HTML specification's grammar with a
 * dot in the domain, as the portal's `emailFormat` rule checks it, at most 254 characters.
 */
export const emailAddressPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The spec's message for an address that fails the format check. */
export const invalidEmailFormatMessage = 'Invalid email format';

export const EmailDnsValidationBody = named(
  'EmailDnsValidationBody',
  z.object({
    email: z
      .string()
      .check(z.maxLength(254, invalidEmailFormatMessage), z.regex(emailAddressPattern, invalidEmailFormatMessage)),
  }),
  'An e-mail address that passed the format check.',
);
export type EmailDnsValidationBody = z.infer<typeof EmailDnsValidationBody>;

export const EmailDnsValidationResponse = named(
  'EmailDnsValidationResponse',
  z.object({ success: z.boolean(), isValid: z.boolean() }),
  '`isValid`: the domain has a mail exchanger (MX, not the null MX) or, without MX, an address (A/AAAA). ' +
    '`success` false: the lookup failed or timed out, and the portal accepts the address (spec section 5).',
);
export type EmailDnsValidationResponse = z.infer<typeof EmailDnsValidationResponse>;

/**
 * Query of the bot-protection script: the upstream's own options that the loader bakes in. The site key is the
 * server's (`render` is ignored), so these two are all a page may choose.
 */
export const RecaptchaScriptQuery = z.object({
  /** Language of the widget texts, such as `fr` or `en-GB`. */
  hl: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Expected a language such as fr or en-GB'))),
  /** Name of a global function the script calls once loaded. */
  onload: z.optional(
    z.string().check(z.regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/, 'Expected a JavaScript function name')),
  ),
});
export type RecaptchaScriptQuery = z.output<typeof RecaptchaScriptQuery>;

export const MonitoringTunnelResponse = named(
  'MonitoringTunnelResponse',
  z.object({ id: z.optional(z.string()) }),
  'The error-reporting service’s own answer, passed through with its status (`id` of the stored event).',
);
