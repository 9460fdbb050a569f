import { type Endpoint, endpoint } from './endpoint.ts';
import * as services from './services.ts';

/** Service endpoints: e-mail DNS validation, bot protection, the error-report tunnel. */
export const serviceEndpoints = {
  emailDnsValidation: endpoint({
    id: 'validateEmailDns',
    method: 'POST',
    path: '/api/email-dns-validation',
    summary: 'Whether the domain of an email address can receive mail',
    tag: 'account',
    source: 'spec',
    status: 'planned',
    auth: 'none',
    body: services.EmailDnsValidationBody,
    response: services.EmailDnsValidationResponse,
    cached: false,
    errors: [],
  }),
} as const satisfies Record<string, Endpoint>;
