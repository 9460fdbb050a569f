// What the API benchmarks share: server processes on loopback, rounds of autocannon with the server's CPU time per
// request, and the demo player's sign-in as the portal does it (bench.ts, instances.ts, soak.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

/** Every process `start` started, to stop at the end. */
export const children: ChildProcess[] = [];
/** The process id of the server at each origin, to read the CPU time it spends. */
export const serverPids = new Map<string, number>();

/** Starts `node args` and resolves with the address it says it listens on. */
export function start(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        if (child.pid !== undefined) serverPids.set(new URL(match[1] as string).origin, child.pid);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`process exited with ${code}:\n${output}`)));
  });
}

export interface Profile {
  name: string;
  url: string;
  headers: Record<string, string>;
}

export interface Row {
  name: string;
  requestsPerSecond: number;
  /** CPU time the server process spent per request (user + system, µs): what other work on the machine moves least. */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process in µs (Linux), NaN where /proc cannot tell. */
export function cpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks;
  } catch {
    return Number.NaN;
  }
}

export interface MeasureOptions {
  connections: number;
  /** Seconds per round. */
  duration: number;
  rounds: number;
}

/** Each profile in alternating rounds (so that a busy machine slows all alike) after a warm-up; medians of rounds. */
export async function measure(profiles: Profile[], { connections, duration, rounds }: MeasureOptions): Promise<Row[]> {
  // A short warm-up lets V8 optimise the hot paths before measuring.
  for (const profile of profiles) await autocannon({ ...profile, connections, duration: 2 });
  const runs = profiles.map(() => [] as autocannon.Result[]);
  const cpu = profiles.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, profile] of profiles.entries()) {
      const pid = serverPids.get(new URL(profile.url).origin);
      const before = cpuMicros(pid);
      const result = await autocannon({ ...profile, connections, duration });
      runs[index]?.push(result);
      cpu[index]?.push((cpuMicros(pid) - before) / Math.max(1, result.requests.total));
    }
  }
  return profiles.map((profile, index) => {
    const results = runs[index] ?? [];
    const statuses: Record<string, number> = {};
    for (const result of results) {
      for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[status] = (statuses[status] ?? 0) + (stats as { count: number }).count;
      }
    }
    return {
      name: profile.name,
      requestsPerSecond: median(results.map((result) => result.requests.average)),
      cpuPerRequest: median(cpu[index] ?? []),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      statuses,
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    };
  });
}

/** Set-Cookie lines as a Cookie header, merged into the cookies so far. */
export function keepCookies(jar: Map<string, string>, response: Response): string {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const equals = pair.indexOf('=');
    if (equals > 0) jar.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** One GET as sent on the wire (no decoding, unlike fetch): status, Content-Encoding, ETag and bytes. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding: string; etag: string; bytes: number }>((resolve, reject) => {
    const outgoing = httpRequest(url, { headers }, (incoming) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          encoding: String(incoming.headers['content-encoding'] ?? 'identity'),
          etag: String(incoming.headers.etag ?? ''),
          bytes,
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Signs the demo player in as the portal does (CSRF, credentials callback, session) and returns its bearer token. */
export async function demoAccessToken(apiUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${apiUrl}/api/auth/csrf`);
  let cookie = keepCookies(jar, csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${apiUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
    body: new URLSearchParams({
      csrfToken,
      email: 'demo@mynacon.test',
      password: 'Demo-Player-2026!',
      callbackUrl: '/',
      json: 'true',
    }),
  });
  cookie = keepCookies(jar, callback);
  await callback.arrayBuffer();
  const session = await fetch(`${apiUrl}/api/auth/session`, { headers: { cookie } });
  const body = (await session.json()) as { user?: { accessToken?: string } } | null;
  const token = body?.user?.accessToken;
  if (typeof token !== 'string') throw new Error(`The demo sign-in gave no access token: ${JSON.stringify(body)}`);
  return token;
}
