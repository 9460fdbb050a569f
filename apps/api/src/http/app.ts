import { type Endpoint, endpoints } from '@mynacon/contract';
import { buildOpenApiDocument } from '@mynacon/contract/openapi';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { mountAccounts } from '../accounts/routes.ts';
import { recordSecurityEvent } from '../auth/audit.ts';
import { mountAuth } from '../auth/routes.ts';
import type { ServerContext } from '../context.ts';
import { mountCustomer } from '../customer/routes.ts';
import { NotFound, type PublicApi } from '../data/public-api.ts';
import { mountSearch } from '../search/routes.ts';
import { clientAddress } from '../services/client-address.ts';
import { mountServices } from '../services/routes.ts';
import { json } from './answers.ts';
import type { DevClock } from './dev-clock.ts';
import { renderDocsPage } from './docs-page.ts';
import { compressAnswers } from './encoding.ts';
import { errorResponse, refuseOtherMethods } from './errors.ts';
import { mountFaultInjection } from './faults.ts';
import { pathParams, queryParams } from './input.ts';
import { type Prepared, prepare, prepareJson, sendPrepared } from './prepared.ts';
import { handle, Refusal } from './refusal.ts';

// English messages for input errors (zod/mini ships without a locale so that browsers stay small).
z.config(z.locales.en());

export interface AppOptions {
  api: PublicApi;
  cacheMaxAge: number;
  publicBaseUrl: string;
  /** Answers `/api/health`. */
  health: () => { draining: boolean; database: string; dataVersion: string };
  /** Database, configuration and clock of the modules with state (auth, accounts, customer calls, services). */
  context: ServerContext;
  /** Mounts the portal's files and page routes after the API's own (`/api/*` always wins). */
  mountPortal?: (app: Hono) => void;
  /** The clock end-to-end tests move (`/api/dev/clock`), with fault injection only. */
  devClock?: DevClock;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : Record<string, never>;
type Input<E extends Endpoint> = { params: Output<E['params']>; query: Output<E['query']> };

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const securityHeaders = { 'x-content-type-options': 'nosniff' };

/**
 * Every API path but the public reads (`/api/cache/*`, `/api/media/*`), which answer from memory and can refuse
 * neither a credential nor a permission: with no middleware in their way, each is answered by its one handler,
 * synchronously, and the server writes it in the same turn (decision 046).
 */
export const dynamicApiPaths = '/api/:path{(?!(?:cache|media)/).*}';

/** The Hono application: every served call of the contract, the OpenAPI document and its reference page. */
export function createApp(options: AppOptions): Hono {
  const { api } = options;
  const app = new Hono();
  // Compressed as they leave (decision 046); the public reads are compressed once per answer and encoding instead.
  app.use(dynamicApiPaths, compressAnswers());
  // Every refusal of a credential or a permission goes to the security log (decision 035).
  app.use(dynamicApiPaths, async (c, next) => {
    await next();
    const { status } = c.res;
    if (status !== 401 && status !== 403) return;
    const userId = (c.get as (key: string) => unknown)('userId');
    const sessionId = (c.get as (key: string) => unknown)('sessionId');
    await recordSecurityEvent(options.context, {
      type: status === 401 ? 'unauthorized' : 'forbidden',
      userId: typeof userId === 'number' ? userId : null,
      sessionId: typeof sessionId === 'string' ? sessionId : null,
      clientAddress: clientAddress(c, options.context.config.services),
      userAgent: c.req.header('user-agent'),
      detail: {
        method: c.req.method,
        path: c.req.path.slice(0, 200),
        token: c.req.header('authorization') !== undefined,
      },
    });
  });
  if (options.context.config.faultInjection) {
    mountFaultInjection(app);
    options.devClock?.mount(app);
  }
  const cacheControl = `public, max-age=${options.cacheMaxAge}`;

  /** The headers of a route's answers, made once per route rather than per request. */
  const publicHeaders = (extraHeaders: Record<string, string> = {}) => ({
    ...securityHeaders,
    ...extraHeaders,
    'cache-control': cacheControl,
  });

  const served = new Set<string>();

  /** Registers a served GET: input parsed with the contract, answer from memory, ETag and 304. */
  function serve<E extends Endpoint>(
    endpoint: E,
    resolve: (input: Input<E>) => Prepared | NotFound,
    extraHeaders: Record<string, string> = {},
  ): void {
    const path = honoPath(endpoint.path);
    const headers = publicHeaders(extraHeaders);
    served.add(path);
    app.get(
      path,
      handle((c) => {
        const params = endpoint.params === undefined ? {} : pathParams(c, endpoint as E & { params: z.ZodMiniObject });
        const query = endpoint.query === undefined ? {} : queryParams(c, endpoint.query);
        const result = resolve({ params, query } as Input<E>);
        if (result instanceof NotFound) return errorResponse('not_found', result.message);
        return sendPrepared(c, result, headers);
      }),
    );
  }

  serve(endpoints.publicInfos, () => api.publicInfos());
  serve(endpoints.publicConfig, () => api.publicConfig());
  serve(endpoints.products, ({ params }) => api.products(params.key));
  serve(endpoints.translations, ({ query }) => api.translations(query.locale));
  serve(endpoints.profiles, () => api.profiles());
  serve(endpoints.profileSettings, ({ params }) => api.profileSettings(params.id));
  serve(endpoints.playtests, ({ query }) => api.playtests(query.status));
  serve(endpoints.playtest, ({ params }) => api.playtest(params.id));
  serve(endpoints.survey, ({ params }) => api.survey(params.id));
  serve(endpoints.newsletters, ({ query }) => api.newsletters(query.locale));
  serve(endpoints.newsletter, ({ params }) => api.newsletter(params.id));
  serve(endpoints.page, ({ params }) => api.page(params.locale, params.slug));
  serve(endpoints.games, () => api.games());
  serve(endpoints.platforms, () => api.platforms());
  serve(endpoints.faqSections, ({ params, query }) =>
    api.faqSections(params.gameZendeskId, params.locale, query.category),
  );
  serve(endpoints.community, ({ params, query }) => api.community(params.gameZendeskId, query));
  serve(endpoints.communityPost, ({ params }) => api.communityPost(params.gameZendeskId, params.id));
  serve(endpoints.ticketPlatformOptions, ({ params }) => api.ticketPlatformOptions(params.product));
  const svgHeaders = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };
  serve(endpoints.coverImage, ({ params }) => api.media(`covers/${params.size}/${params.file}`), svgHeaders);
  serve(endpoints.productImage, ({ params }) => api.media(`products/${params.file}`), svgHeaders);

  // The contract's own description, built once.
  const document = buildOpenApiDocument({ serverUrl: options.publicBaseUrl });
  const openapi = prepareJson(document);
  const docs = prepare(renderDocsPage(document), 'text/html; charset=utf-8');
  const openapiHeaders = publicHeaders();
  const docsHeaders = publicHeaders({ 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  app.get('/api/openapi.json', (c) => sendPrepared(c, openapi, openapiHeaders));
  app.get('/api/docs', (c) => sendPrepared(c, docs, docsHeaders));
  served.add('/api/openapi.json').add('/api/docs');
  // A stopping instance answers 503 "draining", so that a balancer's health check takes it out (decision 050).
  app.get('/api/health', () => {
    const { draining, ...health } = options.health();
    return draining ? json({ status: 'draining', ...health }, 503) : json({ status: 'ok', ...health });
  });
  served.add('/api/health');

  mountAuth(app, options.context);
  mountAccounts(app, options.context);
  mountCustomer(app, options.context);
  mountServices(app, options.context);
  mountSearch(app, options.context);

  refuseOtherMethods(
    app,
    [...served].map((path) => ({ method: 'GET', path })),
  );

  options.mountPortal?.(app);

  app.notFound((c) => errorResponse('not_found', `No ${c.req.method} ${c.req.path} on this server.`));
  app.onError((error) => {
    // A refusal raised outside `handle` (a full password-hash queue) is still its own answer.
    if (error instanceof Refusal) return error.response;
    console.error(error);
    return errorResponse('internal_error', 'The server failed to answer. The error has been logged.');
  });
  return app;
}
