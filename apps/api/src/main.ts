// The API server's entry point: `node apps/api/src/main.ts` (Node 24 runs TypeScript as is).
import { loadConfig } from './config.ts';
import { DataFolderLockedError } from './db/lock.ts';
import { mountPortal, portalSecurityOptions } from './http/portal.ts';
import { startServer } from './server.ts';
import { stopOnSignals } from './shutdown.ts';

const result = loadConfig(process.env);
if (!result.ok) {
  console.error(
    `The API cannot start: the configuration is not valid.\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(2);
}
const { config } = result;

try {
  // The API serves a built portal on the same origin when given its folder (PORTAL_DIST_DIR); the portal's own
  // serve script (`pnpm start`) gives it the portal's build. Without one it answers the API alone.
  const distDir = process.env.PORTAL_DIST_DIR;
  const server = await startServer(
    config,
    distDir ? { mountPortal: (app) => mountPortal(app, { distDir, ...portalSecurityOptions(config) }) } : {},
  );
  console.log(
    `Mynacon API listening on ${server.url} (${server.database.kind}: ${server.database.location}; reference at ${server.url}/api/docs)`,
  );
  // Gracefully: health "draining", no new connections, requests under way answered, pools closed, exit 0.
  stopOnSignals(
    () => server.drain(),
    (signal) => console.log(`${signal}: draining, then stopping`),
  );
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(`The API cannot start: ${error.message}`);
    process.exit(3);
  }
  console.error('The API cannot start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
