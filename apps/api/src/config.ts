import path from 'node:path';
import { type AccountsConfig, accountsConfigVariables, readAccountsConfig } from './accounts/config.ts';
import { type AuthConfig, authConfigVariables, readAuthConfig } from './auth/config.ts';
import { createConfigReader, type Env, isHttpUrl } from './config-reader.ts';
import { type CustomerConfig, customerConfigVariables, readCustomerConfig } from './customer/config.ts';
import { schemaNamePattern } from './db/database.ts';
import { readSearchBoundsConfig, type SearchBoundsConfig, searchConfigVariables } from './search/config.ts';
import { readServicesConfig, type ServicesConfig, servicesConfigVariables } from './services/config.ts';

/** The server's configuration, read from the environment once at start. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection URL; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  databaseSchema: string;
  dataDir: string;
  publicBaseUrl: string;
  mediaBaseUrl: string;
  coverUrlTemplate: string;
  cacheMaxAge: number;
  seed: 'demo' | 'none';
  features: {
    gameSupport: boolean;
    referralProgram: boolean;
    enableDnsValidation: boolean;
    cookieConsent: boolean;
  };
  /**
   * False unless DEVELOPMENT_MODE=true (which only a server that only this machine reaches may set, decision 041):
   * development conveniences (the readable outbox, the development secret, fault injection, the demo seed) are
   * off. Production is the default, not a value of NODE_ENV to get right.
   */
  production: boolean;
  /** HSTS_INCLUDE_SUBDOMAINS: the portal's HSTS over HTTPS also covers every subdomain of its host. */
  hstsIncludeSubDomains: boolean;
  /** What the portal reads at start besides the features (served in `/api/cache/public/config`). */
  portal: {
    /** Tag-manager container id (`GTM-…`); null: no tag manager. */
    tagManagerCode: string | null;
    /** Base of order item images: imageUrl = base + image path + the 300x300 size. */
    imageBaseUrl: string;
    /** Hosts the portal may navigate to outside the site (https only). */
    externalLinkHosts: string[];
  };
  /**
   * FAULT_INJECTION: `/api/dev/faults` makes chosen calls fail and `/api/dev/clock` moves the server's clock
   * (end-to-end tests only; refused in production).
   */
  faultInjection: boolean;
  /** Several instances on one database (decision 050). */
  instances: {
    /** Seconds between the checks of the data version and the revocations (the bound on a lost notice); 0 off. */
    checkSeconds: number;
    /** Seconds a stopping instance keeps accepting while its health says "draining". */
    shutdownDelaySeconds: number;
    /** Seconds a stopping instance waits for the requests under way before cutting their connections. */
    shutdownTimeoutSeconds: number;
  };
  auth: AuthConfig;
  accounts: AccountsConfig;
  customer: CustomerConfig;
  services: ServicesConfig;
  search: SearchBoundsConfig;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Where players may be sent outside the portal by default: the sign-in providers and the publisher's sites. */
export const defaultExternalLinkHosts = [
  'www.epicgames.com',
  'id.twitch.tv',
  'login.live.com',
  'steamcommunity.com',
  'my.account.sony.com',
  'auth.api.sonyentertainmentnetwork.com',
  'www.nacongaming.com',
] as const;

/** Every variable the server reads, with what it accepts, for the README and the error messages. */
export const configVariables: Record<string, string> = {
  DEVELOPMENT_MODE:
    'true turns on the development conveniences (the mail outbox readable at /api/dev/outbox, a fixed AUTH_SECRET when unset, FAULT_INJECTION, SEED=demo); only for a server that only this machine reaches: HOST on loopback, an http:// PUBLIC_BASE_URL on loopback, no TRUSTED_PROXIES. Default false: the server fails closed.',
  FAULT_INJECTION:
    'true enables /api/dev/faults and the movable clock /api/dev/clock for end-to-end tests; needs DEVELOPMENT_MODE=true. Default false.',
  PORT: 'TCP port, 0 to 65535 (0 picks a free one). Default 3000.',
  HOST: 'Interface to listen on. Default 127.0.0.1.',
  DATABASE_URL: 'postgres:// or postgresql:// URL. When unset, PGlite in DATA_DIR.',
  DATABASE_SCHEMA: 'PostgreSQL schema for the tables (lower-case identifier). Default public.',
  DATA_DIR: 'Data folder of PGlite, created if missing. Default ./.data.',
  PUBLIC_BASE_URL:
    'Public http(s) origin of the server, no trailing slash; https:// unless it is an http:// loopback address on a loopback HOST without TRUSTED_PROXIES. Default http://localhost:PORT.',
  MEDIA_BASE_URL: 'Base http(s) URL of images. Default PUBLIC_BASE_URL/api/media.',
  COVER_URL_TEMPLATE: 'Cover URL with {image_id}. Default MEDIA_BASE_URL/covers/t_cover_big/{image_id}.svg.',
  CACHE_MAX_AGE: 'Seconds public reads may be cached, 0 to 86400. Default 60.',
  SEED: 'demo (seed the demo data, whose password the README publishes, on first start; needs DEVELOPMENT_MODE=true) or none. Default none.',
  FEATURE_GAME_SUPPORT: 'true or false. Default true.',
  FEATURE_REFERRAL_PROGRAM: 'true or false. Default false.',
  ENABLE_DNS_VALIDATION: 'true or false. Default true.',
  COOKIE_CONSENT: 'true or false. Default true.',
  HSTS_INCLUDE_SUBDOMAINS:
    'true adds includeSubDomains to the HSTS the portal sends over HTTPS (only when every subdomain speaks HTTPS). Default false.',
  TAG_MANAGER_CODE: 'Tag-manager container id such as GTM-AB12CD3. Unset: no tag manager.',
  IMAGE_BASE_URL: 'Base http(s) URL of order item images (path and 300x300 size appended). Default MEDIA_BASE_URL.',
  EXTERNAL_LINK_HOSTS:
    'Comma-separated host names the portal may send players to outside the site (https only). Default the provider and store hosts.',
  INSTANCE_CHECK_SECONDS:
    'Seconds between an instance’s checks of the data version and of the revocations on PostgreSQL: the longest another instance’s change goes unseen should its notice be lost; 0 (off) to 300. Default 5.',
  SHUTDOWN_DELAY_SECONDS:
    'Seconds an instance told to stop (SIGTERM, SIGINT) keeps accepting requests while /api/health answers "draining", for a balancer to take it out, 0 to 120. Default 0.',
  SHUTDOWN_TIMEOUT_SECONDS:
    'Seconds a stopping instance then waits for the requests under way before cutting their connections, 1 to 600. Default 20.',
  ...authConfigVariables,
  ...accountsConfigVariables,
  ...customerConfigVariables,
  ...servicesConfigVariables,
  ...searchConfigVariables,
};

/** Whether an address (a listening one, or the host of a URL) is reachable only from this machine. */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.[0-9]{1,3}){3}$/.test(name);
}

/** What the development mode needs, for the refusal's message. */
const onlyThisMachine =
  'The development conveniences are for a server that only this machine reaches: HOST on loopback, an http:// PUBLIC_BASE_URL on loopback (such as http://localhost:3000), and no TRUSTED_PROXIES.';

/** Why other machines may reach a server (empty when only this one does). */
export function elsewhereReasons(host: string, publicBaseUrl: string, proxyTrusted: boolean): string[] {
  const reasons: string[] = [];
  if (!isLoopback(host)) reasons.push(`HOST="${host}" is not a loopback address`);
  let publicUrl: URL | undefined;
  try {
    publicUrl = new URL(publicBaseUrl);
  } catch {
    publicUrl = undefined;
  }
  if (publicUrl === undefined || publicUrl.protocol !== 'http:' || !isLoopback(publicUrl.hostname)) {
    reasons.push(`PUBLIC_BASE_URL="${publicBaseUrl}" is not an http:// loopback address`);
  }
  if (proxyTrusted) reasons.push('TRUSTED_PROXIES names reverse proxies, which forward requests from elsewhere');
  return reasons;
}

/**
 * Reads and checks the configuration. Every wrong value gives its own message naming the variable, the value and
 * what is expected, so one start shows all problems at once.
 */
export function loadConfig(env: Env, cwd = process.cwd()): ConfigResult {
  const problems: string[] = [];
  const read = createConfigReader(env, problems);
  const { wrong, boolean, url } = read;
  const present = (_env: Env, name: string) => read.present(name);

  const integer = (name: 'PORT' | 'CACHE_MAX_AGE', fallback: number, max: number) => {
    const value = present(env, name);
    if (value === undefined) return fallback;
    if (!/^[0-9]+$/.test(value) || Number(value) > max) {
      wrong(name, value, `a whole number from 0 to ${max}`);
      return fallback;
    }
    return Number(value);
  };

  const port = integer('PORT', 3000, 65535);
  const host = present(env, 'HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) wrong('HOST', host, 'a host name or IP address');

  const databaseUrl = present(env, 'DATABASE_URL');
  if (databaseUrl !== undefined) {
    let valid = false;
    try {
      const parsed = new URL(databaseUrl);
      valid = (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') && parsed.hostname !== '';
    } catch {
      valid = false;
    }
    if (!valid) {
      problems.push('DATABASE_URL is not valid: expected postgres://user@host:port/database (value not shown).');
    }
  }
  const databaseSchema = present(env, 'DATABASE_SCHEMA') ?? 'public';
  if (!schemaNamePattern.test(databaseSchema)) {
    wrong('DATABASE_SCHEMA', databaseSchema, 'a lower-case identifier of at most 63 characters');
  }
  const dataDir = path.resolve(cwd, present(env, 'DATA_DIR') ?? '.data');

  const publicBaseUrl = url('PUBLIC_BASE_URL', `http://localhost:${port === 0 ? 3000 : port}`);
  const mediaBaseUrl = url('MEDIA_BASE_URL', `${publicBaseUrl}/api/media`);
  const coverValue = present(env, 'COVER_URL_TEMPLATE');
  let coverUrlTemplate = `${mediaBaseUrl}/covers/t_cover_big/{image_id}.svg`;
  if (coverValue !== undefined) {
    if (!coverValue.includes('{image_id}') || !isHttpUrl(coverValue.replace('{image_id}', 'x'))) {
      wrong('COVER_URL_TEMPLATE', coverValue, 'an http(s) URL containing {image_id}');
    } else {
      coverUrlTemplate = coverValue;
    }
  }
  const cacheMaxAge = integer('CACHE_MAX_AGE', 60, 86400);
  const seedValue = present(env, 'SEED') ?? 'none';
  if (seedValue !== 'demo' && seedValue !== 'none') wrong('SEED', seedValue, 'demo or none');

  const features = {
    gameSupport: boolean('FEATURE_GAME_SUPPORT', true),
    referralProgram: boolean('FEATURE_REFERRAL_PROGRAM', false),
    enableDnsValidation: boolean('ENABLE_DNS_VALIDATION', true),
    cookieConsent: boolean('COOKIE_CONSENT', true),
  };

  // Only this machine reaches the server when it listens on loopback, its public address is an http one on
  // loopback, and no reverse proxy is trusted: a proxy on this host forwards other machines' requests to a loopback
  // server (decision 041). Any other server is one that others may reach, whatever its bind address.
  const reachedFromElsewhere = elsewhereReasons(host, publicBaseUrl, read.present('TRUSTED_PROXIES') !== undefined);
  const development = read.boolean('DEVELOPMENT_MODE', false);
  if (development && reachedFromElsewhere.length > 0) {
    read.problem(`DEVELOPMENT_MODE=true is refused: ${reachedFromElsewhere.join(', and ')}. ${onlyThisMachine}`);
  }
  const production = !development;
  if (production && reachedFromElsewhere.length > 0) {
    const why = `other machines may reach this server (${reachedFromElsewhere.join(', and ')})`;
    if (!publicBaseUrl.startsWith('https://')) {
      read.problem(`PUBLIC_BASE_URL must be an https:// address: ${why}.`);
    }
    if (read.present('RECAPTCHA_SECRET') === undefined) {
      read.problem(`RECAPTCHA_SECRET is required (bot protection): ${why}.`);
    }
  }
  if (production && seedValue === 'demo') {
    read.problem('SEED=demo needs DEVELOPMENT_MODE=true: the demo password is published in the README.');
  }
  const tagManagerCode = read.present('TAG_MANAGER_CODE') ?? null;
  if (tagManagerCode !== null && !/^GTM-[A-Z0-9]{4,12}$/.test(tagManagerCode)) {
    wrong('TAG_MANAGER_CODE', tagManagerCode, 'a container id such as GTM-AB12CD3');
  }
  const imageBaseUrl = read.url('IMAGE_BASE_URL', mediaBaseUrl);
  const hostsValue = read.present('EXTERNAL_LINK_HOSTS');
  const externalLinkHosts =
    hostsValue === undefined
      ? [...defaultExternalLinkHosts]
      : hostsValue
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== '');
  for (const host of externalLinkHosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host)) {
      wrong('EXTERNAL_LINK_HOSTS', host, 'host names such as store.example.com, separated by commas');
    }
  }
  const hstsIncludeSubDomains = read.boolean('HSTS_INCLUDE_SUBDOMAINS', false);
  const faultInjection = read.boolean('FAULT_INJECTION', false);
  if (faultInjection && production) read.problem('FAULT_INJECTION=true needs DEVELOPMENT_MODE=true.');
  const instances = {
    checkSeconds: read.integer('INSTANCE_CHECK_SECONDS', 5, 0, 300),
    shutdownDelaySeconds: read.integer('SHUTDOWN_DELAY_SECONDS', 0, 0, 120),
    shutdownTimeoutSeconds: read.integer('SHUTDOWN_TIMEOUT_SECONDS', 20, 1, 600),
  };
  const auth = readAuthConfig(read, production);
  const accounts = readAccountsConfig(read, production);
  const customer = readCustomerConfig(read);
  const services = readServicesConfig(read);
  const search = readSearchBoundsConfig(read);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      port,
      host,
      databaseUrl,
      databaseSchema,
      dataDir,
      publicBaseUrl,
      mediaBaseUrl,
      coverUrlTemplate,
      cacheMaxAge,
      seed: seedValue as 'demo' | 'none',
      features,
      production,
      hstsIncludeSubDomains,
      portal: { tagManagerCode, imageBaseUrl, externalLinkHosts },
      faultInjection,
      instances,
      auth,
      accounts,
      customer,
      services,
      search,
    },
  };
}
