import * as z from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import * as services from './services.ts';

/** What the calls below share; each call states only where it differs. */
const serviceCall = { tag: 'site', source: 'chosen', status: 'served', auth: 'none', cached: false } as const;

export const validateEmailDnsEndpoint = endpoint({
  ...serviceCall,
  id: 'validateEmailDns',
  method: 'POST',
  path: '/api/email-dns-validation',
  summary:
    'Whether the domain of an email address can receive mail (MX, else A/AAAA). `success: false` when the ' +
    'lookup failed or timed out; `{success: true, isValid: true}` without a lookup when the check is disabled',
  tag: 'account',
  source: 'spec',
  body: services.EmailDnsValidationBody,
  response: services.EmailDnsValidationResponse,
  errors: [413, 415, 429],
});

export const getRecaptchaScriptEndpoint = endpoint({
  ...serviceCall,
  id: 'getRecaptchaScript',
  method: 'GET',
  path: '/api/recaptcha',
  summary:
    'The bot-protection (v3) loader script for the configured site key, fetched upstream and kept in memory ' +
    '(spec section 1). Optional `hl` (language) and `onload` (callback name) are passed on. 404 when no site ' +
    'key is configured, 502 when the upstream script cannot be fetched and none is kept',
  query: services.RecaptchaScriptQuery,
  response: z.string(),
  responseType: 'text/javascript; charset=utf-8',
  errors: [404, 502],
});

export const tunnelErrorReportEndpoint = endpoint({
  ...serviceCall,
  id: 'tunnelErrorReport',
  method: 'POST',
  path: '/api/monitoring',
  summary:
    'Error-report tunnel (spec section 7): the body is an error-reporting envelope (newline-separated, the first ' +
    'line a JSON header with `dsn`), sent as any content type. It is forwarded unchanged to the configured ' +
    'project only when the header names that project; the answer is the upstream status (502 when it fails). ' +
    '403 for another project, 413 beyond the size limit, 429 beyond the reports per minute of one client address ' +
    '(`Retry-After`), 404 when no DSN is configured',
  response: services.MonitoringTunnelResponse,
  errors: [400, 403, 404, 413, 429, 502],
});

/** Service endpoints: e-mail DNS validation, bot protection, the error-report tunnel. */
export const serviceEndpoints = {
  emailDnsValidation: validateEmailDnsEndpoint,
  recaptchaScript: getRecaptchaScriptEndpoint,
  monitoringTunnel: tunnelErrorReportEndpoint,
} as const satisfies Record<string, Endpoint>;
