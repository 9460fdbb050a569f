// The API as `bench.ts` loads it: the production app (same configuration variables as src/main.ts) plus one route
// that exists only here, `GET /bench/naive-notifications`: the notifications read as it was before the cache
// (bearer guard with its account lookup, then the query and JSON.stringify on every call), so that both are
// measured in the same process against the same database.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { UserVariables } from '../src/auth/bearer.ts';
import { loadConfig } from '../src/config.ts';
import { playerGuard } from '../src/customer/http.ts';
import { toIso } from '../src/data/snapshot.ts';
import { json } from '../src/http/answers.ts';
import { prepareApp } from '../src/server.ts';
import { stopOnSignals } from '../src/shutdown.ts';

const naivePath = '/bench/naive-notifications';

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
prepared.app.route('/', naive);

const server = serve({ fetch: prepared.app.fetch, port: loaded.config.port, hostname: loaded.config.host }, (info) => {
  console.log(`Bench API listening on http://${loaded.config.host}:${info.port}`);
});

stopOnSignals(() => {
  server.close();
  if ('closeAllConnections' in server) server.closeAllConnections();
  return prepared.close();
});
