import * as z from 'zod/mini';
import { named } from './registry.ts';

export const EmailDnsValidationBody = named(
  'EmailDnsValidationBody',
  z.object({ email: z.string().check(z.minLength(1), z.maxLength(254)) }),
);
export const EmailDnsValidationResponse = named(
  'EmailDnsValidationResponse',
  z.object({ success: z.boolean(), isValid: z.boolean() }),
);
