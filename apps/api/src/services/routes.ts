import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { json, noStoreHeaders } from '../http/answers.ts';
import { declaredTooLarge, readCapped } from '../http/capped.ts';
import { refuseOtherMethods } from '../http/errors.ts';
import { jsonBody, queryParams } from '../http/input.ts';
import { Refusal, tooManyRequests } from '../http/refusal.ts';
import { route } from '../http/routes.ts';
import { clientAddress, limitKeyOf } from './client-address.ts';
import { createEmailDnsChecker } from './email-dns.ts';
import { sharedRateLimiter } from './limits.ts';
import { forwardEnvelope } from './monitoring.ts';
import { createRecaptchaScript } from './recaptcha.ts';

/** Seconds browsers may keep the bot-protection script: short, so a new upstream release reaches players soon. */
const scriptMaxAge = 300;

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
  const dnsLimiter = sharedRateLimiter(context, 'dns', services.dns.rateLimit);
  const emailDns = endpoints.emailDnsValidation;
  route(app, emailDns, [], async (c) => {
    const limit = await dnsLimiter.take(limitKeyOf(clientAddress(c, services)) ?? 'unknown');
    if (!limit.allowed) {
      throw new Refusal(
        tooManyRequests(limit.retryAfter, 'Too many e-mail checks from this address: try again shortly.'),
      );
    }
    const body = await jsonBody(c, emailDns, 4096);
    if (!context.config.features.enableDnsValidation) return json({ success: true, isValid: true });
    const domain = body.email.slice(body.email.lastIndexOf('@') + 1);
    return json(await dns.check(domain));
  });
  refuseOtherMethods(app, [emailDns]);

  // The bot-protection script under the portal's own origin (spec section 1).
  const script = createRecaptchaScript(services.recaptcha, context.now);
  const recaptcha = endpoints.recaptchaScript;
  route(app, recaptcha, [], async (c) => {
    const result = await script.get(queryParams(c, recaptcha.query));
    if (!result.ok) {
      throw result.reason === 'not_configured'
        ? new Refusal('not_found', 'Bot protection is not configured on this server.')
        : new Refusal('bad_gateway', 'The bot-protection script cannot be fetched right now.');
    }
    return c.body(result.body, 200, {
      'content-type': recaptcha.responseType,
      'cache-control': `public, max-age=${scriptMaxAge}`,
      'x-content-type-options': 'nosniff',
    });
  });
  refuseOtherMethods(app, [recaptcha]);

  // The error-report tunnel (spec section 7).
  const tunnel = endpoints.monitoringTunnel;
  const tunnelLimiter = sharedRateLimiter(context, 'tunnel', services.monitoring.rateLimit);
  route(app, tunnel, [], async (c) => {
    const { monitoring } = services;
    if (monitoring.dsn === undefined) throw new Refusal('not_found', 'Error reporting is not configured.');
    // Nobody may use the tunnel to flood the error-report project (or our upstream connection).
    const limit = await tunnelLimiter.take(limitKeyOf(clientAddress(c, services)) ?? 'unknown');
    if (!limit.allowed) {
      throw new Refusal(tooManyRequests(limit.retryAfter, 'Too many error reports from this address.'));
    }
    const tooLarge = () => new Refusal('payload_too_large', `The report is larger than ${monitoring.maxBytes} bytes.`);
    if (declaredTooLarge(c.req.header('content-length'), monitoring.maxBytes)) throw tooLarge();
    const envelope = await readCapped(c.req.raw.body, monitoring.maxBytes);
    if (envelope === null) throw tooLarge();
    const result = await forwardEnvelope(monitoring, envelope, clientAddress(c, services));
    if (result.kind === 'error') throw new Refusal(result.code, result.message);
    return new Response(result.body, { status: result.status, headers: { ...result.headers, ...noStoreHeaders } });
  });
  refuseOtherMethods(app, [tunnel]);
}
