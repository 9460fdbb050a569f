// The security headers of the portal's pages: the Content-Security-Policy of exactly its scripts (and the
// third-party hosts the configuration turns on), Permissions-Policy and HSTS.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { externalImageOrigins, publicMediaAddresses } from '../../data/media-addresses.ts';
import type { PortalOptions } from '../portal.ts';

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
  services: { trustProxyHops: number; trustedProxies: string[]; recaptcha: { siteKey: string | undefined } };
  hstsIncludeSubDomains?: boolean;
}): Pick<
  PortalOptions,
  'thirdParty' | 'publicBaseUrl' | 'trustProxyHops' | 'trustedProxies' | 'hstsIncludeSubDomains'
> {
  const images = externalImageOrigins(Object.values(publicMediaAddresses(config)));
  return {
    thirdParty: {
      recaptcha: config.services.recaptcha.siteKey !== undefined,
      tagManager: config.portal.tagManagerCode !== null,
      ...(images.length > 0 ? { images } : {}),
    },
    publicBaseUrl: config.publicBaseUrl,
    trustProxyHops: config.services.trustProxyHops,
    trustedProxies: config.services.trustedProxies,
    ...(config.hstsIncludeSubDomains ? { hstsIncludeSubDomains: true } : {}),
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

/**
 * HSTS over HTTPS: a year. `includeSubDomains` only when configured (`HSTS_INCLUDE_SUBDOMAINS`): by default the
 * portal does not speak for the other hosts of its domain.
 */
export const portalStrictTransportSecurity = 'max-age=31536000';

/** The HSTS value with `includeSubDomains` (decision 039). */
export const portalStrictTransportSecurityWithSubDomains = 'max-age=31536000; includeSubDomains';

/** Which third-party scripts the app's public configuration turns on (its own answer, asked in memory). */
export async function readThirdParty(app: Hono): Promise<PortalThirdParty> {
  return thirdPartyOf(await readPublicConfig(app));
}

/** The app's public configuration, its own answer, asked in memory. */
export async function readPublicConfig(app: Hono): Promise<Record<string, unknown>> {
  const response = await app.request('/api/cache/public/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The public configuration answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Which third-party scripts a public configuration turns on. */
export function thirdPartyOf(config: Record<string, unknown>): PortalThirdParty {
  const images = externalImageOrigins([config.mediaBaseUrl, config.imageBaseUrl, config.coverUrlTemplate]);
  return {
    recaptcha: typeof config.recaptchaSiteKey === 'string' && config.recaptchaSiteKey !== '',
    tagManager: typeof config.tagManagerCode === 'string' && config.tagManagerCode !== '',
    ...(images.length > 0 ? { images } : {}),
  };
}
