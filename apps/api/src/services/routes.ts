import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { ServerContext } from '../context.ts';
import { readJsonBody } from '../http/body.ts';
import { errorResponse, issuesOf } from '../http/errors.ts';
import { clientAddress } from './client-address.ts';
import { createEmailDnsChecker } from './email-dns.ts';
import { forwardEnvelope } from './monitoring.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRecaptchaScript } from './recaptcha.ts';
import { declaredTooLarge, readCapped } from './upstream.ts';

const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Seconds browsers may keep the bot-protection script: short, so a new upstream release reaches players soon. */
const scriptMaxAge = 300;

/** 405 with `Allow` for the other methods of a path. */
function onlyAllow(app: Hono, path: string, allowed: 'GET' | 'POST'): void {
  const others = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const).filter((method) => method !== allowed);
  const allow = allowed === 'GET' ? 'GET, HEAD' : 'POST';
  app.on([...others], path, (c) =>
    errorResponse('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}: use ${allowed}.`, undefined, {
      allow,
    }),
  );
}

/** Registers the services module's routes on the app. */
export function mountServices(app: Hono, context: ServerContext): void {
  const { services } = context.config;

  // E-mail DNS validation (spec sections 5 and 7).
  const dns = createEmailDnsChecker({
    servers: services.dns.servers,
    timeoutMs: services.dns.timeoutMs,
    cacheTtl: services.dns.cacheTtl,
    now: context.now,
  });
  const dnsLimiter = createRateLimiter(services.dns.rateLimit, context.now);
  const emailDns = endpoints.emailDnsValidation;
  app.post(emailDns.path, async (c) => {
    const limit = dnsLimiter.take(clientAddress(c, services.trustProxyHops) ?? 'unknown');
    if (!limit.allowed) {
      return errorResponse(
        'too_many_requests',
        'Too many e-mail checks from this address: try again shortly.',
        undefined,
        {
          'retry-after': String(limit.retryAfter),
        },
      );
    }
    const body = await readJsonBody(c, emailDns.body, 4096);
    if (!body.ok) return body.response;
    if (!context.config.features.enableDnsValidation) return c.json({ success: true, isValid: true }, 200, noStore);
    const domain = body.data.email.slice(body.data.email.lastIndexOf('@') + 1);
    return c.json(await dns.check(domain), 200, noStore);
  });
  onlyAllow(app, emailDns.path, 'POST');

  // The bot-protection script under the portal's own origin (spec section 1).
  const script = createRecaptchaScript(services.recaptcha, context.now);
  const recaptcha = endpoints.recaptchaScript;
  app.get(recaptcha.path, async (c) => {
    const query = z.safeParse(recaptcha.query, c.req.query());
    if (!query.success) {
      return errorResponse('invalid_query', 'A query parameter is not valid.', issuesOf(query.error));
    }
    const result = await script.get(query.data);
    if (!result.ok) {
      return result.reason === 'not_configured'
        ? errorResponse('not_found', 'Bot protection is not configured on this server.')
        : errorResponse('bad_gateway', 'The bot-protection script cannot be fetched right now.');
    }
    return c.body(result.body, 200, {
      'content-type': recaptcha.responseType,
      'cache-control': `public, max-age=${scriptMaxAge}`,
      'x-content-type-options': 'nosniff',
    });
  });
  onlyAllow(app, recaptcha.path, 'GET');

  // The error-report tunnel (spec section 7).
  const tunnel = endpoints.monitoringTunnel;
  app.post(tunnel.path, async (c) => {
    const { monitoring } = services;
    if (monitoring.dsn === undefined) return errorResponse('not_found', 'Error reporting is not configured.');
    const tooLarge = () =>
      errorResponse('payload_too_large', `The report is larger than ${monitoring.maxBytes} bytes.`);
    if (declaredTooLarge(c.req.header('content-length'), monitoring.maxBytes)) return tooLarge();
    const envelope = await readCapped(c.req.raw.body, monitoring.maxBytes);
    if (envelope === null) return tooLarge();
    const result = await forwardEnvelope(monitoring, envelope, clientAddress(c, services.trustProxyHops));
    if (result.kind === 'error') return errorResponse(result.code, result.message);
    return new Response(result.body, { status: result.status, headers: { ...result.headers, ...noStore } });
  });
  onlyAllow(app, tunnel.path, 'POST');
}
