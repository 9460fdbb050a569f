// The API as `bench.ts`, `instances.ts` and `soak.ts` load it: the production app (same configuration variables as src/main.ts) plus one route
// that exists only here, `GET /bench/naive-notifications`, and `GET /bench/unchecked-notifications` (see below): the notifications read as it was before the cache
// (bearer guard with its account lookup, then the query and JSON.stringify on every call), so that both are
// measured in the same process against the same database.

import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { accessTokenKey, requireUser, type UserVariables } from '../src/auth/bearer.ts';
import { authRuntime } from '../src/auth/runtime.ts';
import { loadConfig } from '../src/config.ts';
import { playerGuard } from '../src/customer/http.ts';
import { inboxHeaders, loadInbox } from '../src/customer/inbox.ts';
import { inboxCache } from '../src/customer/inbox-cache.ts';
import { toIso } from '../src/data/snapshot.ts';
import { json } from '../src/http/answers.ts';
import { sendPrepared } from '../src/http/prepared.ts';
import { prepareApp } from '../src/server.ts';
import { stopOnSignals } from '../src/shutdown.ts';

const naivePath = '/bench/naive-notifications';
const unrevokedPath = '/bench/unchecked-notifications';

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(loaded.problems.join('\n'));
  process.exit(2);
}
const prepared = await prepareApp(loaded.config);
const { db } = prepared.context;

const naive = new Hono<{ Variables: UserVariables }>();
naive.get(naivePath, playerGuard(prepared.context), async (c) => {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', c.get('userId'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return json({
    success: true,
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      read_state: row.read_state,
      notification_key: row.notification_key,
      created_at: toIso(row.created_at),
      parameters: row.parameters,
    })),
  });
});
// The cached read as it was before revocation (decision 009): the same handler behind a jose-only check. The
// production route checks the revocations too, held here with 10 000 ended sessions and 10 000 "not before" times.
const unchecked = requireUser(accessTokenKey(loaded.config.auth.secret), prepared.context.now, {
  isRevoked: () => false,
});
naive.get(unrevokedPath, unchecked, async (c) => {
  const userId = c.get('userId');
  const answer = await inboxCache(prepared.context).read(userId, () => loadInbox(prepared.context, userId));
  if (answer === null) return c.body(null, 401);
  return sendPrepared(c, answer, inboxHeaders);
});
const { revocations } = authRuntime(prepared.context);
const benchNow = prepared.context.now();
for (let index = 0; index < 10_000; index++) {
  revocations.endSession(randomUUID(), benchNow);
  revocations.notBefore(1_000_000 + index, benchNow, benchNow);
}
// `GET /bench/stats` (the soak, bench/soak.ts): the heap after a collection (with `node --expose-gc`) and the event
// loop's delay since the previous call, in milliseconds (beyond the sampling timer's own 10 ms, which the histogram
// includes).
const resolutionMs = 10;
const loopDelay = monitorEventLoopDelay({ resolution: resolutionMs });
loopDelay.enable();
naive.get('/bench/stats', (c) => {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const { heapUsed, rss } = process.memoryUsage();
  const beyond = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - resolutionMs);
  const delay = {
    p50: beyond(loopDelay.percentile(50)),
    p99: beyond(loopDelay.percentile(99)),
    max: beyond(loopDelay.max),
  };
  loopDelay.reset();
  return c.json({ heapUsed, rss, collected: collect !== undefined, delay });
});
prepared.app.route('/', naive);

const server = serve({ fetch: prepared.app.fetch, port: loaded.config.port, hostname: loaded.config.host }, (info) => {
  console.log(`Bench API listening on http://${loaded.config.host}:${info.port}`);
});

stopOnSignals(() => {
  server.close();
  if ('closeAllConnections' in server) server.closeAllConnections();
  return prepared.close();
});
