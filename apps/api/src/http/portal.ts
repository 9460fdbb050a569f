// Serves the built player portal (apps/portal/dist) from the API's own origin (decisions 004 and 010):
// hashed assets cached for a year, message bundles for a day when current, an app shell per locale for every
// `/{locale}/…` path, and 302s from unprefixed paths to the player's locale. `/api/*` and `/auth/*` are never
// answered here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { defaultLocale as contractDefaultLocale, type LocaleCode, locales } from '@mynacon/contract';
import type { Context, Hono } from 'hono';
import { errorResponse } from './errors.ts';

/** Where `pnpm build:portal` writes the portal. */
export const defaultPortalDistDir = fileURLToPath(new URL('../../../portal/dist', import.meta.url));

export interface PortalOptions {
  /** The portal's build output, with `portal-build.json`, `shells/`, `_i18n/` and `assets/`. */
  distDir: string;
  /** The locale when neither the cookie nor `Accept-Language` decides. @default 'en-GB' */
  defaultLocale?: LocaleCode;
  /** The shell's Content-Security-Policy; `false` sends none. @default portalContentSecurityPolicy */
  contentSecurityPolicy?: string | false;
}

/**
 * What the shell may load: its own scripts, styles (React and the menus set inline styles), fonts and API;
 * images from anywhere over https (covers come from the game database). No framing, no plugins.
 */
export const portalContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
  const csp = options.contentSecurityPolicy ?? portalContentSecurityPolicy;
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
  // file system (no traversal, no dot files, no build manifest).
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

  const shellHeaders: Record<string, string> = {
    'x-frame-options': 'DENY',
    ...(csp === false ? {} : { 'content-security-policy': csp }),
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

    const first = pathname.split('/')[1];
    if (isLocale(first)) return send(c, shells.get(first) as Asset, shellHeaders);
    // Sign-in providers return here without a prefix; the app picks the locale (spec section 2).
    if (pathname.startsWith('/externallogin/')) return send(c, shells.get(localeOf(c)) as Asset, shellHeaders);
    const locale = localeOf(c);
    if (pathname === '/login') return redirect(`/${locale}/login${url.search}`);
    return redirect(`/${locale}${pathname === '/' ? '/' : pathname}${url.search}`);
  });
}
