import { isIP } from 'node:net';
import type { ConfigReader } from '../config-reader.ts';
import { parseProxyEntry } from './client-address.ts';

/** The error-report project the tunnel forwards to, parsed from `MONITORING_DSN`. */
export interface MonitoringDsn {
  /** The DSN as configured: public by design (the browser SDK needs it), it only names where reports go. */
  value: string;
  /** `host` or `host:port`, lower-case. */
  host: string;
  projectId: string;
  /** Where envelopes go: `{protocol}//{host}{pathPrefix}/api/{projectId}/envelope/`. */
  envelopeUrl: string;
}

/** Configuration of the services module. */
export interface ServicesConfig {
  dns: {
    /** `ip` or `ip:port` (`[v6]:port`) entries for `Resolver.setServers`; empty: the system's resolvers. */
    servers: string[];
    /** Deadline of one whole check (MX, then A/AAAA) in milliseconds. */
    timeoutMs: number;
    /** Seconds a definite answer per domain is reused. */
    cacheTtl: number;
    /** Checks per minute per client address; 0 turns the limit off. */
    rateLimit: number;
  };
  /** Reverse proxies in front of the server whose `X-Forwarded-For` entries are trusted (0: use the socket). */
  trustProxyHops: number;
  /** Addresses and CIDR ranges of those proxies: `X-Forwarded-For` is read only from a peer among them. */
  trustedProxies: string[];
  recaptcha: {
    siteKey: string | undefined;
    secret: string | undefined;
    scriptUrl: string;
    verifyUrl: string;
    minScore: number;
    /** Seconds the upstream script is kept in memory. */
    scriptTtl: number;
    /** Deadline of one upstream call (script or verification) in milliseconds. */
    timeoutMs: number;
  };
  /** The one limit of the calls that write (decision 044): a token bucket per player, or per client address. */
  writeLimit: {
    /** Writes allowed at once. */
    burst: number;
    /** Writes a minute once the burst is spent; 0 turns the limit off. */
    perMinute: number;
  };
  monitoring: {
    dsn: MonitoringDsn | undefined;
    maxBytes: number;
    timeoutMs: number;
    /** Reports per minute per client address through the tunnel; 0 turns the limit off. */
    rateLimit: number;
  };
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const servicesConfigVariables: Record<string, string> = {
  DNS_SERVERS: 'Comma-separated DNS servers for the e-mail check, ip or ip:port ([v6]:port). Default: the system’s.',
  DNS_TIMEOUT_MS: 'Deadline of one e-mail DNS check in milliseconds, 10 to 30000. Default 2000.',
  DNS_CACHE_TTL: 'Seconds an e-mail DNS answer is reused per domain, 0 to 86400. Default 300.',
  DNS_RATE_LIMIT: 'E-mail DNS checks per minute per client address, 0 (off) to 10000. Default 60.',
  TRUST_PROXY_HOPS:
    'Reverse proxies in front of the server whose X-Forwarded-For entries name the client, 0 to 10; needs TRUSTED_PROXIES. Default 0.',
  TRUSTED_PROXIES:
    'Comma-separated addresses or CIDR ranges of those proxies (10.0.0.0/8, 2001:db8::/32): X-Forwarded-For is read only from a peer among them. Default none.',
  WRITE_LIMIT_BURST:
    'Writes (reports, tickets, votes, favourites, playtests, surveys, newsletter preferences, account changes) one player, or one client address without a player, may make at once, 1 to 100000. Default 60.',
  WRITE_LIMIT_PER_MINUTE:
    'Writes a minute one player or client address may make once its burst is spent, 0 (no limit) to 100000. Default 20.',
  MONITORING_RATE_LIMIT:
    'Error reports per minute per client address through the tunnel, 0 (off) to 10000. Default 60.',
  RECAPTCHA_SITE_KEY: 'Site key of the bot-protection (v3) script served at /api/recaptcha. Unset: 404 there.',
  RECAPTCHA_SECRET: 'Secret of the bot-protection verification. Unset: every check passes.',
  RECAPTCHA_SCRIPT_URL: 'Upstream script URL. Default https://www.google.com/recaptcha/api.js.',
  RECAPTCHA_VERIFY_URL: 'Verification URL. Default https://www.google.com/recaptcha/api/siteverify.',
  RECAPTCHA_MIN_SCORE: 'Lowest passing score, 0 to 1. Default 0.5.',
  RECAPTCHA_SCRIPT_TTL: 'Seconds the upstream script is kept in memory, 0 to 86400. Default 3600.',
  RECAPTCHA_TIMEOUT_MS: 'Deadline of one bot-protection upstream call in milliseconds, 100 to 30000. Default 3000.',
  MONITORING_DSN: 'Error-report DSN, https://<publicKey>@<host>/<projectId>. Unset: /api/monitoring answers 404.',
  MONITORING_MAX_BYTES: 'Largest error report accepted, 1024 to 20971520 bytes. Default 1048576.',
  MONITORING_TIMEOUT_MS: 'Deadline of one forwarded error report in milliseconds, 100 to 60000. Default 5000.',
};

const defaultScriptUrl = 'https://www.google.com/recaptcha/api.js';
const defaultVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** `ip` or `ip:port` (`[v6]:port`) as `Resolver.setServers` accepts it, or null. */
export function parseDnsServer(entry: string): string | null {
  const port = (text: string) => /^[0-9]{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
  if (isIP(entry) !== 0) return entry;
  const bracketed = /^\[([^\]]+)\](?::([0-9]+))?$/.exec(entry);
  if (bracketed !== null) {
    const [, address = '', portText] = bracketed;
    if (isIP(address) !== 6 || (portText !== undefined && !port(portText))) return null;
    return entry;
  }
  const colon = entry.lastIndexOf(':');
  if (colon > 0 && isIP(entry.slice(0, colon)) === 4 && port(entry.slice(colon + 1))) return entry;
  return null;
}

/**
 * Parses a DSN such as `https://abc@o1.ingest.example.io/42` (a path prefix before the project id is allowed, as
 * self-hosted installations use). Null when it is not one.
 */
export function parseDsn(value: string): MonitoringDsn | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username === '' || url.hostname === '') {
    return null;
  }
  if (url.search !== '' || url.hash !== '') return null;
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^[0-9]{1,20}$/.test(projectId)) return null;
  const prefix = segments.join('/');
  return {
    value,
    host: url.host.toLowerCase(),
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
}

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readServicesConfig(read: ConfigReader): ServicesConfig {
  const servers: string[] = [];
  const serversValue = read.present('DNS_SERVERS');
  if (serversValue !== undefined) {
    for (const entry of serversValue.split(',').map((item) => item.trim())) {
      const server = parseDnsServer(entry);
      if (server === null) {
        read.wrong('DNS_SERVERS', serversValue, 'comma-separated IP addresses, each optionally with :port');
        servers.length = 0;
        break;
      }
      servers.push(server);
    }
  }

  let minScore = 0.5;
  const scoreValue = read.present('RECAPTCHA_MIN_SCORE');
  if (scoreValue !== undefined) {
    if (/^(0(\.[0-9]{1,3})?|1(\.0{1,3})?|\.[0-9]{1,3})$/.test(scoreValue)) minScore = Number(scoreValue);
    else read.wrong('RECAPTCHA_MIN_SCORE', scoreValue, 'a number from 0 to 1, such as 0.5');
  }

  const siteKey = read.present('RECAPTCHA_SITE_KEY');
  if (siteKey !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(siteKey)) {
    read.wrong('RECAPTCHA_SITE_KEY', siteKey, 'letters, digits, - and _ (8 to 100 characters)');
  }

  const trustProxyHops = read.integer('TRUST_PROXY_HOPS', 0, 0, 10);
  const trustedProxies: string[] = [];
  const proxiesValue = read.present('TRUSTED_PROXIES');
  for (const entry of (proxiesValue ?? '').split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    if (parseProxyEntry(entry) === null) {
      read.wrong('TRUSTED_PROXIES', entry, 'IP addresses or CIDR ranges such as 10.0.0.0/8, separated by commas');
      break;
    }
    trustedProxies.push(entry);
  }
  if (trustProxyHops > 0 && trustedProxies.length === 0) {
    read.problem('TRUST_PROXY_HOPS needs TRUSTED_PROXIES: the addresses of the proxies whose X-Forwarded-For to read.');
  }

  let dsn: MonitoringDsn | undefined;
  const dsnValue = read.present('MONITORING_DSN');
  if (dsnValue !== undefined) {
    dsn = parseDsn(dsnValue) ?? undefined;
    if (dsn === undefined) {
      read.problem('MONITORING_DSN is not valid: expected https://<publicKey>@<host>/<projectId> (value not shown).');
    }
  }

  return {
    dns: {
      servers,
      timeoutMs: read.integer('DNS_TIMEOUT_MS', 2000, 10, 30_000),
      cacheTtl: read.integer('DNS_CACHE_TTL', 300, 0, 86_400),
      rateLimit: read.integer('DNS_RATE_LIMIT', 60, 0, 10_000),
    },
    trustProxyHops,
    trustedProxies,
    writeLimit: {
      burst: read.integer('WRITE_LIMIT_BURST', 60, 1, 100_000),
      perMinute: read.integer('WRITE_LIMIT_PER_MINUTE', 20, 0, 100_000),
    },
    recaptcha: {
      siteKey,
      secret: read.present('RECAPTCHA_SECRET'),
      scriptUrl: read.url('RECAPTCHA_SCRIPT_URL', defaultScriptUrl),
      verifyUrl: read.url('RECAPTCHA_VERIFY_URL', defaultVerifyUrl),
      minScore,
      scriptTtl: read.integer('RECAPTCHA_SCRIPT_TTL', 3600, 0, 86_400),
      timeoutMs: read.integer('RECAPTCHA_TIMEOUT_MS', 3000, 100, 30_000),
    },
    monitoring: {
      dsn,
      maxBytes: read.integer('MONITORING_MAX_BYTES', 1024 * 1024, 1024, 20 * 1024 * 1024),
      timeoutMs: read.integer('MONITORING_TIMEOUT_MS', 5000, 100, 60_000),
      rateLimit: read.integer('MONITORING_RATE_LIMIT', 60, 0, 10_000),
    },
  };
}
