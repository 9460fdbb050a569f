// A small load balancer for the tests of several instances (instances.test.ts), as a real one behaves: requests
// spread in turn over the instances whose `/api/health` answers 200 (checked every 50 ms), and a request that could
// not reach an instance goes to the next one: any request whose connection was refused, and a read whose kept-alive
// connection was closed under it (a read that found no instance is tried once more, on a new connection to the first:
// with one instance, a kept-alive connection it closed as the request went out is not a failure). A test may pin a request to one instance with `x-test-instance: <index>`; every
// answer names the instance that gave it in `x-test-instance`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  readonly url: string;
  /** The instances' origins (`http://127.0.0.1:port`); a test may add or replace some. */
  readonly backends: string[];
  /** What each instance's health check answered last: `ok`, `draining` or `down`. */
  readonly health: Map<string, string>;
  /** Every health state each instance went through, in order. */
  readonly healthHistory: Map<string, string[]>;
  close(): Promise<void>;
}

const reads = new Set(['GET', 'HEAD']);

export async function startBalancer(backends: string[]): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true });
  const health = new Map<string, string>();
  const healthHistory = new Map<string, string[]>();
  let turn = 0;

  const setHealth = (backend: string, state: string) => {
    if (health.get(backend) === state) return;
    health.set(backend, state);
    healthHistory.set(backend, [...(healthHistory.get(backend) ?? []), state]);
  };
  const check = (backend: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${backend}/api/health`, { agent: false }, (response) => {
        response.resume();
        response.on('end', resolve);
        setHealth(backend, response.statusCode === 200 ? 'ok' : response.statusCode === 503 ? 'draining' : 'down');
      });
      request.on('error', () => {
        setHealth(backend, 'down');
        resolve();
      });
    });
  await Promise.all(backends.map(check));
  let checking = false;
  const checker = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(backends.map(check)).finally(() => {
      checking = false;
    });
  }, 50);

  /** The instances to try, in order: the pinned one alone, else the healthy ones from the next in turn. */
  const candidates = (pinned: string | undefined): string[] => {
    if (pinned !== undefined) return [backends[Number(pinned)] ?? ''];
    const healthy = backends.filter((backend) => health.get(backend) === 'ok');
    const list = healthy.length > 0 ? healthy : [...backends];
    turn = (turn + 1) % list.length;
    return [...list.slice(turn), ...list.slice(0, turn)];
  };

  const forward = (
    backend: string,
    incoming: http.IncomingMessage,
    body: Buffer,
    fresh = false,
  ): Promise<{ response: http.IncomingMessage; body: Buffer } | { error: NodeJS.ErrnoException }> =>
    new Promise((resolve) => {
      const headers = { ...incoming.headers };
      delete headers['x-test-instance'];
      const request = http.request(
        `${backend}${incoming.url ?? '/'}`,
        { method: incoming.method ?? 'GET', headers, agent: fresh ? false : agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
          response.on('error', (error) => resolve({ error }));
        },
      );
      request.on('error', (error) => resolve({ error }));
      request.end(body);
    });

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const pinned = incoming.headers['x-test-instance'];
    let lastError = 'no instance';
    const tries = candidates(typeof pinned === 'string' ? pinned : undefined).map((backend) => ({
      backend,
      fresh: false,
    }));
    if (reads.has(incoming.method ?? 'GET') && tries[0] !== undefined) tries.push({ ...tries[0], fresh: true });
    for (const { backend, fresh } of tries) {
      const result = await forward(backend, incoming, body, fresh);
      if ('error' in result) {
        lastError = `${result.error.code ?? ''} ${result.error.message}`;
        // Never sent: any request may go elsewhere. Cut while kept alive: only a read may be sent again.
        if (result.error.code === 'ECONNREFUSED' || reads.has(incoming.method ?? 'GET')) continue;
        break;
      }
      const headers = { ...result.response.headers, 'x-test-instance': String(backends.indexOf(backend)) };
      delete headers.connection;
      delete headers['transfer-encoding'];
      outgoing.writeHead(result.response.statusCode ?? 502, headers);
      outgoing.end(result.body);
      return;
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`balancer: ${lastError}`);
  });
  // The tests' clients keep their connections to it alive. Node closes an idle one after 5 s and the client stops
  // using it a second before; on two busy cores a client's next request can lose that second and go out as the
  // socket closes (ECONNRESET, seen once in the stop test's stream of reads). The balancer keeps them longer than a
  // test runs, so the client is always the one that lets them go.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    health,
    healthHistory,
    async close() {
      clearInterval(checker);
      agent.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
