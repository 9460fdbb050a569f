// The API server's entry point: `node apps/api/src/main.ts` (Node 24 runs TypeScript as is).
import { loadConfig } from './config.ts';
import { DataFolderLockedError } from './db/lock.ts';
import { defaultPortalDistDir, mountPortal, portalSecurityOptions } from './http/portal.ts';
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
  // The API serves the built portal on the same origin (PORTAL_DIST_DIR, default apps/portal/dist).
  const distDir = process.env.PORTAL_DIST_DIR ?? defaultPortalDistDir;
  const server = await startServer(config, {
    mountPortal: (app) => mountPortal(app, { distDir, ...portalSecurityOptions(config) }),
  });
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
