// Serves the built player portal (apps/portal/dist) from the API's own origin (decisions 004 and 010):
// hashed assets cached for a year, message bundles for a day when current, an app shell per locale for every
// `/{locale}/…` path, and 302s from unprefixed paths to the player's locale. `/api/*` and `/auth/*` are never
// answered here. Shells carry the security headers (a CSP of exactly the portal's scripts, Permissions-Policy),
// every answer HSTS when served over HTTPS; `builds/` (new-build detection) is never cached.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { defaultLocale as contractDefaultLocale, type LocaleCode, locales } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { externalImageOrigins, publicMediaAddresses } from '../data/media-addresses.ts';
import { errorResponse } from './errors.ts';

/** Where `pnpm build:portal` writes the portal. */
export const defaultPortalDistDir = fileURLToPath(new URL('../../../portal/dist', import.meta.url));

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
  /** The server's public origin: `https://…` means every answer is over HTTPS (HSTS). */
  publicBaseUrl?: string;
  /** Reverse proxies in front of the server whose `X-Forwarded-Proto` is believed (HSTS). @default 0 */
  trustProxyHops?: number;
}

/** The third-party scripts the portal may load: bot protection (v3) and the tag manager. */
export interface PortalThirdParty {
  recaptcha: boolean;
  tagManager: boolean;
  /** Origins of images on other hosts that the configuration names (media, order images, covers), for `img-src`. */
  images?: readonly string[];
}

/** The options of `mountPortal` that follow the server's configuration. */
export function portalSecurityOptions(config: {
  publicBaseUrl: string;
  mediaBaseUrl: string;
  coverUrlTemplate: string;
  portal: { tagManagerCode: string | null; imageBaseUrl: string };
  services: { trustProxyHops: number; recaptcha: { siteKey: string | undefined } };
}): Pick<PortalOptions, 'thirdParty' | 'publicBaseUrl' | 'trustProxyHops'> {
  const images = externalImageOrigins(Object.values(publicMediaAddresses(config)));
  return {
    thirdParty: {
      recaptcha: config.services.recaptcha.siteKey !== undefined,
      tagManager: config.portal.tagManagerCode !== null,
      ...(images.length > 0 ? { images } : {}),
    },
    publicBaseUrl: config.publicBaseUrl,
    trustProxyHops: config.services.trustProxyHops,
  };
}

/** The hosts each third-party script needs, as their publishers document them for a CSP. */
const thirdPartySources = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    frame: [],
  },
} as const;

/**
 * What a shell may load: its own scripts (and its inline ones by hash: the shell is static), the bot-protection
 * and tag-manager hosts only when configured; styles (React and the menus set inline styles), fonts and the API of
 * its own origin; images from anywhere over https (covers come from the game database) and from the media origins
 * the configuration names (`thirdParty.images`; the server's own media are root-relative). No framing, no plugins,
 * no `<base>`.
 */
export function portalContentSecurityPolicy(
  options: { scriptHashes?: readonly string[]; thirdParty?: PortalThirdParty } = {},
): string {
  const enabled = (['recaptcha', 'tagManager'] as const).filter((name) => options.thirdParty?.[name] === true);
  const sources = (kind: 'script' | 'connect' | 'frame') => enabled.flatMap((name) => thirdPartySources[name][kind]);
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const frames = sources('frame');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...sources('script')].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: https:", ...(options.thirdParty?.images ?? [])].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...sources('connect')].join(' '),
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The `sha256-…` sources of a page's inline scripts, exactly as the browser hashes their text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

/** Browser features the portal never uses, turned off for it and for anything it embeds. */
export const portalPermissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** HSTS over HTTPS: a year. Not `includeSubDomains`: the portal does not speak for the other hosts of its domain. */
export const portalStrictTransportSecurity = 'max-age=31536000';

/** Paths the portal never answers: they belong to the API and the sign-in module. */
const serverPrefixes = ['/api/', '/auth/'];
const localeCookieName = 'locale';
/** Message bundles of the current build may be cached 24 hours (spec section 9). */
const bundleMaxAge = 24 * 60 * 60;

interface BuildInfo {
  i18nVersion: string;
  locales: string[];
}

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const compressibleTypes = /^(text\/|application\/json|application\/manifest|image\/svg)/;

function asset(body: Buffer, type: string, cacheControl: string): Asset {
  return {
    body,
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    cacheControl,
    compressible: compressibleTypes.test(type) && body.length > 512,
    encoded: new Map(),
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts that the asset benefits from. */
function encodingFor(accept: string | undefined, file: Asset): 'br' | 'gzip' | undefined {
  if (!file.compressible || !accept) return undefined;
  const offered = accept
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.trim().replace('q=', '')) > 0)
    .map(([name]) => name?.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

async function encodedBody(file: Asset, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = file.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotli(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipAsync(file.body, { level: 9 });
    file.encoded.set(encoding, pending);
  }
  return pending;
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

async function send(c: Context, file: Asset, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...extraHeaders,
    'cache-control': extraHeaders['cache-control'] ?? file.cacheControl,
    etag: file.etag,
  };
  if (file.compressible) headers.vary = 'accept-encoding';
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = encodingFor(c.req.header('accept-encoding'), file);
  const body = encoding ? await encodedBody(file, encoding) : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-type'] = file.type;
  headers['content-length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

function isLocale(value: string | undefined): value is LocaleCode {
  return value !== undefined && (locales as readonly string[]).includes(value);
}

/** Language tags of `Accept-Language`, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The player's locale for a path without prefix, by the portal's rule (apps/portal/src/lib/locale/locales.ts,
 * the same order in the browser): the `locale` cookie, then `Accept-Language` (an exact match anywhere in the
 * list first, then the first two letters: `fr` → fr-FR, `en` → en-GB), then the default.
 */
export function chooseLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  fallback: LocaleCode,
) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== localeCookieName) continue;
    const value = part.slice(separator + 1).trim();
    if (isLocale(value)) return value;
  }
  const tags = parseAcceptLanguage(acceptLanguage);
  for (const tag of tags) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
  }
  for (const tag of tags) {
    const language = tag.slice(0, 2).toLowerCase();
    const match = locales.find((locale) => locale.slice(0, 2).toLowerCase() === language);
    if (language.length === 2 && match) return match;
  }
  return fallback;
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

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
    app.get('*', (c, next) => {
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
  const bundles = new Map<LocaleCode, Asset>();
  for (const relative of listFiles(options.distDir)) {
    const full = path.join(options.distDir, relative);
    const type = contentTypes[path.extname(relative)] ?? 'application/octet-stream';
    const shell = /^shells\/([A-Za-z-]+)\.html$/.exec(relative);
    const bundle = /^_i18n\/([A-Za-z-]+)\/messages\.json$/.exec(relative);
    if (shell && isLocale(shell[1])) {
      shells.set(shell[1], asset(readFileSync(full), type, 'no-cache'));
    } else if (bundle && isLocale(bundle[1])) {
      bundles.set(bundle[1], asset(readFileSync(full), type, 'no-cache'));
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

  // Each shell's policy allows its own inline scripts by hash; the third-party hosts follow the configuration.
  const scriptHashes = new Map([...shells].map(([locale, shell]) => [locale, inlineScriptHashes(String(shell.body))]));
  let thirdParty: Promise<PortalThirdParty> | undefined =
    options.thirdParty === undefined ? undefined : Promise.resolve(options.thirdParty);
  const configuredThirdParty = (): Promise<PortalThirdParty> => {
    thirdParty ??= readThirdParty(app).catch(() => {
      // Asked again on the next shell; this one allows no third-party host.
      thirdParty = undefined;
      return { recaptcha: false, tagManager: false };
    });
    return thirdParty;
  };
  // Read once the app is assembled, before any player's request: the read goes through the app like a request, and
  // must not spend a failure that an end-to-end test planned for the configuration call (fault injection).
  if (thirdParty === undefined) setImmediate(() => void configuredThirdParty());
  const shellHeaders = async (locale: LocaleCode): Promise<Record<string, string>> => {
    const headers: Record<string, string> = {
      'x-frame-options': 'DENY',
      'permissions-policy': portalPermissionsPolicy,
    };
    if (options.contentSecurityPolicy === false) return headers;
    headers['content-security-policy'] =
      options.contentSecurityPolicy ??
      portalContentSecurityPolicy({
        scriptHashes: scriptHashes.get(locale) ?? [],
        thirdParty: await configuredThirdParty(),
      });
    return headers;
  };
  const latestBuild = createLatestBuildFile(path.join(options.distDir, 'builds', 'latest.json'));
  const overHttps = (c: Context): boolean => {
    if (options.publicBaseUrl?.startsWith('https://') || new URL(c.req.url).protocol === 'https:') return true;
    const hops = options.trustProxyHops ?? 0;
    if (hops <= 0) return false;
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

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    if (serverPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api' || pathname === '/auth') {
      return next();
    }
    const response = await answer(c, url);
    if (overHttps(c)) response.headers.set('strict-transport-security', portalStrictTransportSecurity);
    return response;
  });

  async function answer(c: Context, url: URL): Promise<Response> {
    const pathname = url.pathname;
    const file = files.get(pathname);
    if (file) return send(c, file);
    if (pathname.startsWith('/assets/')) return notFound(c);

    if (pathname.startsWith('/_i18n/')) {
      const match = /^\/_i18n\/([^/]+)\/messages\.json$/.exec(pathname);
      const bundle = match && isLocale(match[1]) ? bundles.get(match[1]) : undefined;
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
    if (isLocale(first)) return send(c, shells.get(first) as Asset, await shellHeaders(first));
    // Sign-in providers return here without a prefix; the app picks the locale (spec section 2).
    if (pathname.startsWith('/externallogin/')) {
      const locale = localeOf(c);
      return send(c, shells.get(locale) as Asset, await shellHeaders(locale));
    }
    const locale = localeOf(c);
    if (pathname === '/login') return redirect(`/${locale}/login${url.search}`);
    return redirect(`/${locale}${pathname === '/' ? '/' : pathname}${url.search}`);
  }
}

/** Which third-party scripts the app's public configuration turns on (its own answer, asked in memory). */
async function readThirdParty(app: Hono): Promise<PortalThirdParty> {
  const response = await app.request('/api/cache/public/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The public configuration answered ${response.status}`);
  const config = (await response.json()) as Record<string, unknown>;
  const images = externalImageOrigins([config.mediaBaseUrl, config.imageBaseUrl, config.coverUrlTemplate]);
  return {
    recaptcha: typeof config.recaptchaSiteKey === 'string' && config.recaptchaSiteKey !== '',
    tagManager: typeof config.tagManagerCode === 'string' && config.tagManagerCode !== '',
    ...(images.length > 0 ? { images } : {}),
  };
}

/** `builds/latest.json` as an asset, read again whenever the file changes; null while it does not exist. */
function createLatestBuildFile(file: string): () => Promise<Asset | null> {
  let cached: { mtimeMs: number; size: number; asset: Asset } | undefined;
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    if (cached?.mtimeMs !== stats.mtimeMs || cached.size !== stats.size) {
      const body = await readFile(file).catch(() => null);
      if (body === null) return null;
      cached = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        asset: asset(body, contentTypes['.json'] as string, 'no-cache'),
      };
    }
    return cached.asset;
  };
}
