// Test support: the real reference API, started in-process on a fresh PGlite folder, and a fetch with a cookie jar
// (Node's fetch keeps no cookies; the auth module's CSRF and session cookies need one).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Config,
  loadConfig,
  type PrepareOptions,
  prepareApp,
  type RunningServer,
  startServer,
} from '@mynacon/api';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const templatePrefix = 'mynacon-portal-template-';

/** A digest of everything that shapes the seeded database: the API's migrations and sources and the contract. */
function templateKey(): string {
  const hash = createHash('sha256');
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(ts|sql|json)$/.test(entry.name)) hash.update(full).update(readFileSync(full));
    }
  };
  for (const folder of ['apps/api/migrations', 'apps/api/src', 'packages/contract/src']) {
    visit(path.join(repository, folder));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite folder, built once for the current API sources and kept in the temporary folder:
 * copying it takes about half a second, seeding a fresh one several.
 */
async function seededTemplate(config: Config): Promise<string> {
  const template = path.join(tmpdir(), `${templatePrefix}${templateKey()}`);
  if (existsSync(path.join(template, '.ready'))) return template;
  const building = mkdtempSync(path.join(tmpdir(), 'mynacon-portal-building-'));
  const prepared = await prepareApp({ ...config, dataDir: building, databaseUrl: undefined });
  await prepared.close();
  writeFileSync(path.join(building, '.ready'), '');
  try {
    renameSync(building, template);
  } catch {
    // Another test file finished the same template first.
    rmSync(building, { recursive: true, force: true });
  }
  for (const entry of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), entry);
    if (entry.startsWith(templatePrefix) && other !== template) rmSync(other, { recursive: true, force: true });
  }
  return template;
}

export interface TestApi {
  readonly url: string;
  readonly server: RunningServer;
  /** Plans a fault: the next `times` requests matching method and path answer `status` (and `body`). */
  fault(plan: { method: string; path: string; status: number; times?: number; body?: string }): Promise<void>;
  /** How many requests each planned fault's method and path saw. */
  hits(): Promise<Record<string, number>>;
  /** Clears every fault and its counters. */
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the API on 127.0.0.1 and a free port, on a copy of the seeded template, with fault injection on.
 */
export async function startTestApi(env: Record<string, string> = {}, options: PrepareOptions = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mynacon-portal-api-'));
  const result = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    FAULT_INJECTION: 'true',
    CACHE_MAX_AGE: '0',
    ...env,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  let server: RunningServer;
  try {
    cpSync(await seededTemplate(result.config), dataDir, { recursive: true });
    server = await startServer({ ...result.config, databaseUrl: undefined }, options);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { url } = server;
  const devCall = async (method: string, body?: unknown) => {
    const response = await fetch(`${url}/api/dev/faults${method === 'HITS' ? '/hits' : ''}`, {
      method: method === 'HITS' ? 'GET' : method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`fault injection answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    url,
    server,
    async fault(plan) {
      await devCall('POST', plan);
    },
    hits: () => devCall('HITS') as Promise<Record<string, number>>,
    async clearFaults() {
      await devCall('DELETE');
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fetch that keeps the cookies the server sets and sends them back, as a browser tab does. */
export interface JarFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The cookies by name. */
  readonly jar: Map<string, string>;
  /** The requests made, in order: method, URL and headers as sent; when they started and got their answer. */
  readonly requests: RecordedRequest[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Position in one sequence shared by every jar fetch of the process: sent at `started`, answered at `ended`. */
  started: number;
  ended?: number;
}

let sequence = 0;

export function createJarFetch(jar: Map<string, string> = new Map()): JarFetch {
  const requests: JarFetch['requests'] = [];
  const jarFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const record: RecordedRequest = { method: request.method, url: request.url, headers, started: ++sequence };
    requests.push(record);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      signal: request.signal,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    record.ended = ++sequence;
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return Object.assign(jarFetch, { jar, requests });
}
