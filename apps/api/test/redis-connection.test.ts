// The Redis connection while Redis is away (apps/api/src/services/redis.ts, decision 044 amended): a call fails as
// soon as the connection reports its error rather than after the whole wait, later calls fail at once while it goes
// on reconnecting, and once Redis is back (with REDIS_URL, as CI sets it) they go through again.
import net from 'node:net';
import { expect, test, vi } from 'vitest';
import { RedisConnection } from '../src/services/redis.ts';

test('with Redis away, the first call fails on the connection’s error and the next ones at once', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Port 1 refuses at once: what a stopped Redis on a reachable host does.
  const connection = new RedisConnection('redis://127.0.0.1:1', 'test');
  try {
    let started = performance.now();
    await expect(connection.ready()).rejects.toThrow('Redis is not reachable');
    // The wait for a connection under way is 2 s: the refusal ended it well before.
    expect(performance.now() - started).toBeLessThan(1500);
    started = performance.now();
    for (let call = 0; call < 5; call++) await expect(connection.ready()).rejects.toThrow('Redis is not reachable');
    expect(performance.now() - started).toBeLessThan(500);
    // The outage is logged once, whatever the number of calls and reconnection attempts.
    expect(logged.mock.calls.filter(([text]) => String(text).startsWith('test: Redis error'))).toHaveLength(1);
  } finally {
    await connection.close();
    logged.mockRestore();
  }
});

// With a Redis to come back to (CI and this machine set REDIS_URL): a proxy on a port that refuses at first stands for
// Redis restarting.
const redisUrl = process.env.REDIS_URL;
if (redisUrl !== undefined)
  test('once Redis is back, calls go through again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    // A free port, closed again: nothing listens there until the proxy starts.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const end of [socket, upstream]) {
        sockets.add(end);
        end.on('error', () => end.destroy());
      }
      socket.pipe(upstream).pipe(socket);
    });
    const connection = new RedisConnection(`redis://127.0.0.1:${port}`, 'test');
    try {
      await expect(connection.ready()).rejects.toThrow('Redis is not reachable');
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      // The client reconnects in the background (backing off from 100 ms): calls succeed again once it has.
      await expect
        .poll(async () => {
          try {
            return await (await connection.ready()).ping();
          } catch {
            return 'away';
          }
        })
        .toBe('PONG');
    } finally {
      await connection.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      logged.mockRestore();
    }
  });
