// Serves a built player portal (the folder it is given: `PORTAL_DIST_DIR`) from the API's own origin (decisions 004 and 010):
// hashed assets cached for a year, message bundles for a day when current, an app shell per locale for every
// `/{locale}/…` path, and 302s from unprefixed paths to the player's locale. `/api/*` and `/auth/*` are never
// answered here. Shells carry the security headers (a CSP of exactly the portal's scripts, Permissions-Policy),
// every answer HSTS when served over HTTPS; `builds/` (new-build detection) is never cached.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLocale as contractDefaultLocale, type LocaleCode, locales } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { fromTrustedProxy } from '../services/client-address.ts';
import { errorResponse } from './errors.ts';
import {
  type Asset,
  asset,
  type BuildInfo,
  contentTypes,
  createLatestBuildFile,
  listFiles,
  securityHeaders,
  send,
} from './portal/assets.ts';
import { type DefaultParts, withoutParts } from './portal/default-parts.ts';
import {
  type DrawnSignInMethod,
  drawExternalSignIn,
  type ExternalSignInTemplate,
  signInMethodsOf,
} from './portal/external-sign-in.ts';
import { chooseLocale, isLocale } from './portal/locale.ts';
import { hasSessionCookie, type RoutePreloadRules, routePreloader } from './portal/route-preloads.ts';
import {
  inlineScriptHashes,
  type PortalThirdParty,
  portalContentSecurityPolicy,
  portalPermissionsPolicy,
  portalStrictTransportSecurity,
  portalStrictTransportSecurityWithSubDomains,
  readPublicConfig,
  thirdPartyOf,
} from './portal/security.ts';
import { signedInPageDrawer } from './portal/signed-in-pages.ts';

export {
  inlineScriptHashes,
  type PortalThirdParty,
  portalContentSecurityPolicy,
  portalPermissionsPolicy,
  portalSecurityOptions,
  portalStrictTransportSecurity,
} from './portal/security.ts';

export interface PortalOptions {
  /** The portal's build output, with `portal-build.json`, `shells/`, `_i18n/` and `assets/`. */
  distDir: string;
  /** The locale when neither the cookie nor `Accept-Language` decides. @default 'en-GB' */
  defaultLocale?: LocaleCode;
  /** The shells' Content-Security-Policy instead of `portalContentSecurityPolicy`'s; `false` sends none. */
  contentSecurityPolicy?: string | false;
  /**
   * Which third-party scripts the configuration turns on, for the CSP. When not given, it is read once from the
   * app's own `/api/cache/public/config`, the answer the portal itself starts from.
   */
  thirdParty?: PortalThirdParty;
  /**
   * The external sign-in methods the prerendered pages draw buttons for (decision 051). When not given, read once
   * with the third-party scripts, from the app's own `/api/cache/public/config`.
   */
  signInMethods?: readonly DrawnSignInMethod[];
  /**
   * The feature flags that choose between a prerendered page's versions (decision 051: registration drawn with the
   * referral programme's field or without). When not given, read once with the third-party scripts, from the app's
   * own `/api/cache/public/config`.
   */
  features?: Readonly<Record<string, boolean>>;
  /** The server's public origin: `https://…` means every answer is over HTTPS (HSTS). */
  publicBaseUrl?: string;
  /** Reverse proxies in front of the server whose `X-Forwarded-Proto` is believed (HSTS). @default 0 */
  trustProxyHops?: number;
  /** Their addresses and CIDR ranges: `X-Forwarded-Proto` is read only from a peer among them (decision 038). */
  trustedProxies?: readonly string[];
  /** HSTS covers the subdomains too (`includeSubDomains`). @default false */
  hstsIncludeSubDomains?: boolean;
}

/** What `prerendered/rules.json` holds (apps/portal/build/prerender-routes.ts). */
interface PrerenderRules {
  pages: Record<string, string>;
  signedInPages?: Record<string, string>;
  contentPages: Record<string, string>;
  reservedSegments: string[];
  externalSignIn?: ExternalSignInTemplate;
  featurePages?: Record<string, Record<string, string>>;
  defaultParts?: DefaultParts;
  routePreloads?: RoutePreloadRules;
}

/**
 * The prerendered page of a path, if the build made one: an exact path (a trailing slash allowed), or a content
 * page (`/{locale}/{slug}` whose slug is no other route's). A build without prerendered pages gives none.
 */
function readPrerenderRules(
  distDir: string,
  files: ReadonlyMap<string, Asset>,
): {
  pageOf: (locale: LocaleCode, pathname: string) => Asset | undefined;
  signedInPageOf: (pathname: string) => Asset | undefined;
  externalSignIn: ExternalSignInTemplate | undefined;
  featurePages: Map<string, Map<Asset, Asset>>;
  defaultParts: DefaultParts;
  routePreloads: RoutePreloadRules | undefined;
} {
  const rulesFile = path.join(distDir, 'prerendered', 'rules.json');
  if (!existsSync(rulesFile)) {
    return {
      pageOf: () => undefined,
      signedInPageOf: () => undefined,
      externalSignIn: undefined,
      featurePages: new Map(),
      defaultParts: {},
      routePreloads: undefined,
    };
  }
  const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as PrerenderRules;
  const fileOf = (name: string): Asset => {
    const file = files.get(name);
    if (!file) throw new Error(`The portal build names a prerendered page it does not have (${name}): rebuild it`);
    return file;
  };
  const pages = new Map(Object.entries(rules.pages).map(([route, name]) => [route, fileOf(name)]));
  const signedInPages = new Map(
    Object.entries(rules.signedInPages ?? {}).map(([route, name]) => [route, fileOf(name)]),
  );
  const trim = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
  const contentPages = new Map(Object.entries(rules.contentPages).map(([locale, name]) => [locale, fileOf(name)]));
  const reserved = new Set(rules.reservedSegments);
  const pageOf = (locale: LocaleCode, pathname: string) => {
    const trimmed = trim(pathname);
    const page = pages.get(trimmed);
    if (page) return page;
    const slug = /^\/[A-Za-z-]+\/([^/]+)$/.exec(trimmed)?.[1];
    return slug === undefined || reserved.has(slug) ? undefined : contentPages.get(locale);
  };
  // Per feature flag, the page drawn with it on by the page drawn with it off.
  const featurePages = new Map(
    Object.entries(rules.featurePages ?? {}).map(([flag, pairs]) => [
      flag,
      new Map(Object.entries(pairs).map(([off, on]) => [fileOf(off), fileOf(on)])),
    ]),
  );
  return {
    pageOf,
    signedInPageOf: (pathname) => signedInPages.get(trim(pathname)),
    externalSignIn: rules.externalSignIn,
    featurePages,
    defaultParts: rules.defaultParts ?? {},
    routePreloads: rules.routePreloads,
  };
}

/** Paths the portal never answers: they belong to the API and the sign-in module. */
const serverPrefixes = ['/api/', '/auth/'];
/**
 * The portal's routes: every path but the server's. Matching no API path keeps each public read the only handler of
 * its request, answered synchronously (decision 046); the handlers check the prefixes again on the raw path.
 */
const portalPaths = '/:path{(?!(?:api|auth)(?:/|$)).*}';
/** Message bundles of the current build may be cached 24 hours (spec section 9). */
const bundleMaxAge = 24 * 60 * 60;

const mounted = new WeakSet<Hono>();

/**
 * Mounts the portal on the app, after the API's routes (which keep answering `/api/*`). Call it once per app;
 * a second call on the same app does nothing. When `distDir` has no build, portal paths answer 503 with the
 * command that builds it, and the API works as before.
 */
export function mountPortal(app: Hono, options: PortalOptions): void {
  if (mounted.has(app)) return;
  mounted.add(app);
  const fallbackLocale = options.defaultLocale ?? contractDefaultLocale;
  const buildFile = path.join(options.distDir, 'portal-build.json');

  if (!existsSync(buildFile)) {
    console.warn(`The portal is not built (${buildFile} is missing): run npx -y pnpm@12 build:portal`);
    app.get(portalPaths, (c, next) => {
      if (serverPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
      return c.text('The portal is not built yet: run npx -y pnpm@12 build:portal, then restart the server.', 503, {
        ...securityHeaders,
        'cache-control': 'no-store',
      });
    });
    return;
  }

  const build = JSON.parse(readFileSync(buildFile, 'utf8')) as BuildInfo;
  // Every servable file is known at start: a request can only name one of these, so no path ever reaches the
  // file system (no traversal, no dot files, no build manifest). The exception is `builds/`, read per request so
  // that a deploy can announce a newer build; a strict pattern names its only files there.
  const files = new Map<string, Asset>();
  const shells = new Map<LocaleCode, Asset>();
  // A locale's message bundles by `{locale}/{bundle}`: `messages` (the common one) and one per feature (decision 056).
  const bundles = new Map<string, Asset>();
  // Prerendered pages (decision 051), by their file under `prerendered/`; `rules.json` says which path gets which.
  const prerenderedFiles = new Map<string, Asset>();
  for (const relative of listFiles(options.distDir)) {
    const full = path.join(options.distDir, relative);
    const type = contentTypes[path.extname(relative)] ?? 'application/octet-stream';
    const shell = /^shells\/([A-Za-z-]+)\.html$/.exec(relative);
    const bundle = /^_i18n\/([A-Za-z-]+)\/([a-z][a-z0-9-]*)\.json$/.exec(relative);
    if (relative.startsWith('prerendered/') && relative.endsWith('.html')) {
      prerenderedFiles.set(relative.slice('prerendered/'.length), asset(readFileSync(full), type, 'no-cache'));
    } else if (shell && isLocale(shell[1])) {
      shells.set(shell[1], asset(readFileSync(full), type, 'no-cache'));
    } else if (bundle && isLocale(bundle[1])) {
      bundles.set(`${bundle[1]}/${bundle[2]}`, asset(readFileSync(full), type, 'no-cache'));
    } else if (relative.startsWith('assets/')) {
      // Hashed names: a changed file gets a new name, so the old one may be kept forever.
      files.set(`/${relative}`, asset(readFileSync(full), type, 'public, max-age=31536000, immutable'));
    } else if (!relative.includes('/') && !relative.startsWith('.') && !/\.(html|json)$/.test(relative)) {
      files.set(`/${relative}`, asset(readFileSync(full), type, 'no-cache'));
    }
  }
  for (const locale of locales) {
    if (!shells.has(locale)) throw new Error(`The portal build has no shell for ${locale}: rebuild it`);
  }

  const prerendered = readPrerenderRules(options.distDir, prerenderedFiles);
  // The signed-in pages' frames drawn with the player's data (decision 063).
  const drawSignedIn = signedInPageDrawer(options.distDir, app);
  // A shell names only files of this build (decision 058): a stale table would send the browser after missing files.
  for (const file of [
    ...(prerendered.routePreloads?.routes ?? []).flatMap((route) => route.files),
    ...(prerendered.routePreloads?.signedIn ?? []),
  ]) {
    if (!files.has(`/${file}`))
      throw new Error(`The portal build names route code it does not have (${file}): rebuild it`);
  }
  // Each page's policy allows its own inline scripts by hash; the third-party hosts follow the configuration.
  const scriptHashes = new Map<Asset, string[]>(
    [...shells.values(), ...prerenderedFiles.values()].map((page) => [page, inlineScriptHashes(String(page.body))]),
  );
  // The public configuration, read once (the third-party hosts and the sign-in methods come from it); asked again
  // after a failure.
  let publicConfig: Promise<Record<string, unknown>> | undefined;
  const configuration = (): Promise<Record<string, unknown>> => {
    publicConfig ??= readPublicConfig(app).catch((error: unknown) => {
      publicConfig = undefined;
      throw error;
    });
    return publicConfig;
  };
  let thirdParty: Promise<PortalThirdParty> | undefined =
    options.thirdParty === undefined ? undefined : Promise.resolve(options.thirdParty);
  const configuredThirdParty = (): Promise<PortalThirdParty> => {
    thirdParty ??= configuration()
      .then(thirdPartyOf)
      .catch(() => {
        // Asked again on the next shell; this one allows no third-party host.
        thirdParty = undefined;
        return { recaptcha: false, tagManager: false };
      });
    return thirdParty;
  };
  const featureFlags = (): Promise<Readonly<Record<string, unknown>>> =>
    options.features === undefined
      ? configuration().then((config) => (config.features ?? {}) as Record<string, unknown>)
      : Promise.resolve(options.features);
  // A page drawn with a feature flag on in place of the one drawn with it off, for the flags the configuration has on
  // (decision 051: registration with the referral programme's field). Chosen once; asked again after a failure.
  let featuredPages: Promise<Map<Asset, Asset>> | undefined;
  const configuredFeatures = (): Promise<Map<Asset, Asset>> => {
    if (prerendered.featurePages.size === 0) return Promise.resolve(new Map());
    featuredPages ??= featureFlags()
      .then(
        (flags) =>
          new Map(
            [...prerendered.featurePages].filter(([flag]) => flags[flag] === true).flatMap(([, pairs]) => [...pairs]),
          ),
      )
      .catch(() => {
        // This page is sent as drawn with every flag off (React draws the flag's part once hydrated).
        featuredPages = undefined;
        return new Map<Asset, Asset>();
      });
    return featuredPages;
  };
  // The flags drawn on in every page that the configuration has off (decision 068: the footer's game-support link):
  // each page is sent without their parts, made on its first request. Chosen once; while the configuration cannot be
  // read, the pages go as drawn (React takes the part away once hydrated) and it is asked again.
  let defaultsOff: Promise<string[]> | undefined;
  const flagsOff = (): Promise<string[]> => {
    const drawnOn = Object.keys(prerendered.defaultParts);
    if (drawnOn.length === 0) return Promise.resolve([]);
    defaultsOff ??= featureFlags()
      .then((flags) => drawnOn.filter((flag) => flags[flag] !== true))
      .catch(() => {
        defaultsOff = undefined;
        return [];
      });
    return defaultsOff;
  };
  const withoutOffParts = new Map<Asset, Asset>();
  const asConfigured = async (page: Asset, locale: LocaleCode): Promise<Asset> => {
    const off = await flagsOff();
    if (off.length === 0) return page;
    let sent = withoutOffParts.get(page);
    if (sent === undefined) {
      const text = withoutParts(String(page.body), locale, prerendered.defaultParts, off);
      sent = text === String(page.body) ? page : asset(Buffer.from(text), page.type, page.cacheControl);
      scriptHashes.set(sent, scriptHashes.get(page) ?? inlineScriptHashes(text));
      withoutOffParts.set(page, sent);
    }
    return sent;
  };
  // The prerendered pages with a place for the external sign-in buttons get the configured ones drawn in
  // (decision 051): each a file of its own, whose ETag, compressions and script hashes follow its text.
  const { externalSignIn } = prerendered;
  const withButtons = [...prerenderedFiles].filter(
    ([, page]) => externalSignIn !== undefined && String(page.body).includes(externalSignIn.slot),
  );
  let drawnPages: Promise<Map<Asset, Asset>> | undefined;
  const drawPages = (methods: readonly DrawnSignInMethod[]): Map<Asset, Asset> => {
    const drawn = new Map<Asset, Asset>();
    for (const [name, page] of withButtons) {
      const locale = name.split('/')[0] ?? '';
      const text = drawExternalSignIn(String(page.body), locale, externalSignIn as ExternalSignInTemplate, methods);
      if (text === String(page.body)) continue;
      const file = asset(Buffer.from(text), page.type, page.cacheControl);
      scriptHashes.set(file, inlineScriptHashes(text));
      drawn.set(page, file);
    }
    return drawn;
  };
  const configuredPages = (): Promise<Map<Asset, Asset>> => {
    if (withButtons.length === 0) return Promise.resolve(new Map());
    drawnPages ??= (
      options.signInMethods === undefined
        ? configuration().then(signInMethodsOf)
        : Promise.resolve(options.signInMethods)
    )
      .then(drawPages)
      .catch(() => {
        // Asked again on the next page; this one is sent without the buttons (React draws them once hydrated).
        drawnPages = undefined;
        return new Map<Asset, Asset>();
      });
    return drawnPages;
  };
  // Read once the app is assembled, before any player's request: the read goes through the app like a request, and
  // must not spend a failure that an end-to-end test planned for the configuration call (fault injection).
  setImmediate(() => {
    if (thirdParty === undefined) void configuredThirdParty();
    void configuredPages();
    void configuredFeatures();
    void flagsOff();
    drawSignedIn?.warm();
  });
  // A shell with its route's code named in it (decision 058): one file per locale, route and signed-in or not, made on
  // first use; its ETag and compressions follow its text, its script hashes are the shell's.
  const preloader = prerendered.routePreloads && routePreloader(prerendered.routePreloads);
  const shellsWithCode = new Map<string, Asset>();
  const shellWithCode = (locale: LocaleCode, pathname: string, cookie: string | undefined): Asset => {
    const shell = shells.get(locale) as Asset;
    const route = preloader?.routeOf(pathname.slice(locale.length + 1));
    if (preloader === undefined || route === undefined) return shell;
    const signedIn = hasSessionCookie(cookie);
    const key = `${locale}:${route.name}:${signedIn}`;
    let page = shellsWithCode.get(key);
    if (page === undefined) {
      const html = String(shell.body);
      const bundle = bundles.has(`${locale}/${route.feature}`)
        ? `/_i18n/${locale}/${route.feature}.json?v=${encodeURIComponent(build.i18nVersion)}`
        : undefined;
      const links = html.includes('</head>') ? preloader.links(route, signedIn, bundle) : '';
      page =
        links === ''
          ? shell
          : asset(Buffer.from(html.replace('</head>', `${links}</head>`)), shell.type, shell.cacheControl);
      scriptHashes.set(page, scriptHashes.get(shell) ?? []);
      shellsWithCode.set(key, page);
    }
    return page;
  };
  /** Whether a shell's links follow the cookie: the account menu's code is named for a signed-in player only. */
  const shellByCookie = (prerendered.routePreloads?.signedIn.length ?? 0) > 0;
  const shellHeaders = async (page: Asset, secretLink = false): Promise<Record<string, string>> => {
    const headers: Record<string, string> = {
      'x-frame-options': 'DENY',
      'permissions-policy': portalPermissionsPolicy,
    };
    // The account-recovery and newsletter preferences pages carry a secret in their address: no referrer, no
    // third-party script (decision 037).
    if (secretLink) headers['referrer-policy'] = 'no-referrer';
    if (options.contentSecurityPolicy === false) return headers;
    const configured = await configuredThirdParty();
    headers['content-security-policy'] =
      options.contentSecurityPolicy ??
      portalContentSecurityPolicy({
        scriptHashes: scriptHashes.get(page) ?? [],
        thirdParty: secretLink
          ? { recaptcha: false, tagManager: false, ...(configured.images ? { images: configured.images } : {}) }
          : configured,
      });
    return headers;
  };
  const latestBuild = createLatestBuildFile(path.join(options.distDir, 'builds', 'latest.json'));
  const overHttps = (c: Context): boolean => {
    if (options.publicBaseUrl?.startsWith('https://') || new URL(c.req.url).protocol === 'https:') return true;
    const hops = options.trustProxyHops ?? 0;
    if (!fromTrustedProxy(c, { trustProxyHops: hops, trustedProxies: options.trustedProxies ?? [] })) return false;
    const forwarded = (c.req.header('x-forwarded-proto') ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== '');
    // As with X-Forwarded-For: the entry the outermost trusted proxy wrote; the ones left of it are the client's.
    return forwarded[Math.max(0, forwarded.length - hops)] === 'https';
  };
  const notFound = (c: Context) =>
    errorResponse('not_found', `No ${c.req.method} ${c.req.path} on this server.`, undefined, securityHeaders);
  const localeOf = (c: Context) =>
    chooseLocale(c.req.header('cookie'), c.req.header('accept-language'), fallbackLocale);
  const redirect = (target: string) =>
    new Response(null, {
      status: 302,
      headers: {
        ...securityHeaders,
        location: target,
        'cache-control': 'no-cache',
        // The target depends on the player's cookie and languages.
        vary: 'cookie, accept-language',
      },
    });

  /**
   * The pages whose address holds a secret: password reset and address confirmation (a token in their query), and
   * newsletter preferences (the id in their path changes a player's preferences without sign-in).
   */
  const secretLinkPage = /^\/[A-Za-z]{2}-[A-Za-z]{2}\/(confirmation|customer\/resetpassword|newsletter\/[^/]+)\/?$/;

  app.get(portalPaths, async (c, next) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    if (serverPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api' || pathname === '/auth') {
      return next();
    }
    const response = await answer(c, url);
    if (overHttps(c)) {
      response.headers.set(
        'strict-transport-security',
        options.hstsIncludeSubDomains ? portalStrictTransportSecurityWithSubDomains : portalStrictTransportSecurity,
      );
    }
    return response;
  });

  async function answer(c: Context, url: URL): Promise<Response> {
    const pathname = url.pathname;
    const file = files.get(pathname);
    if (file) return send(c, file);
    if (pathname.startsWith('/assets/')) return notFound(c);

    if (pathname.startsWith('/_i18n/')) {
      const match = /^\/_i18n\/([^/]+)\/([^/]+)\.json$/.exec(pathname);
      const bundle = match && isLocale(match[1]) ? bundles.get(`${match[1]}/${match[2]}`) : undefined;
      if (!bundle) return notFound(c);
      // Only a request for the current build's bundles may be cached: any other version (or none) could be a
      // page of an older deploy, which must not keep the new texts, nor the new page the old ones.
      const current = url.searchParams.get('v') === build.i18nVersion;
      return send(c, bundle, { 'cache-control': current ? `public, max-age=${bundleMaxAge}` : 'no-cache' });
    }

    if (pathname.startsWith('/builds/')) {
      // New-build detection: read from the folder, so that a new `latest.json` is seen without a restart.
      if (pathname === '/builds/latest.json') {
        const latest = await latestBuild();
        return latest ? send(c, latest) : notFound(c);
      }
      const meta = /^\/builds\/meta\/([A-Za-z0-9_-]{1,64})\.json$/.exec(pathname);
      if (!meta) return notFound(c);
      const body = await readFile(path.join(options.distDir, 'builds', 'meta', `${meta[1]}.json`)).catch(() => null);
      return body ? send(c, asset(body, contentTypes['.json'] as string, 'no-cache')) : notFound(c);
    }

    const first = pathname.split('/')[1];
    if (isLocale(first)) {
      const built = prerendered.pageOf(first, pathname);
      const file = built && ((await configuredFeatures()).get(built) ?? built);
      if (file) {
        const page = await asConfigured((await configuredPages()).get(file) ?? file, first);
        return send(c, page, await shellHeaders(page, secretLinkPage.test(pathname)));
      }
      // A signed-in player's page prerendered as its frame (decision 061): to a request with a session cookie only.
      // Without one, the shell, whose script sends the visitor on to sign in.
      const signedInFrame = prerendered.signedInPageOf(pathname);
      // Drawn with the player's data where the build can (decision 063): a page of one player's, kept by no cache.
      if (signedInFrame !== undefined && hasSessionCookie(c.req.header('cookie'))) {
        const signedInPage = await asConfigured(signedInFrame, first);
        const headers = { ...(await shellHeaders(signedInPage)), vary: 'cookie' };
        const drawn = await drawSignedIn?.(c, pathname, String(signedInPage.body));
        const response =
          drawn?.body === undefined
            ? await send(c, signedInPage, headers)
            : await send(
                c,
                asset(Buffer.from(drawn.body), signedInPage.type, 'private, no-store', { once: true }),
                headers,
              );
        for (const cookie of drawn?.cookies ?? []) response.headers.append('set-cookie', cookie);
        return response;
      }
      // A prerendered page is drawn by its HTML and stylesheet: its route's code is not named in it, where it would
      // only take the connection from them (decision 058). A shell's first paint needs that code.
      const page = shellWithCode(first, pathname, c.req.header('cookie'));
      const headers = await shellHeaders(page, secretLinkPage.test(pathname));
      // A cache must not give a signed-in player's shell to another visitor, nor the other way round.
      return send(c, page, shellByCookie || signedInFrame !== undefined ? { ...headers, vary: 'cookie' } : headers);
    }
    // Sign-in providers return here without a prefix; the app picks the locale (spec section 2).
    if (pathname.startsWith('/externallogin/')) {
      const shell = shells.get(localeOf(c)) as Asset;
      return send(c, shell, await shellHeaders(shell));
    }
    const locale = localeOf(c);
    if (pathname === '/login') return redirect(`/${locale}/login${url.search}`);
    return redirect(`/${locale}${pathname === '/' ? '/' : pathname}${url.search}`);
  }
}
