// Starts the API with the built portal on it: `pnpm start` (after building) and the end-to-end tests. The API is
// started through its package's entry and given this portal's build folder (apps/portal/dist, where `pnpm
// build:portal` writes it; PORTAL_DIST_DIR points at another build). Reads the API's environment (PORT, DATA_DIR, …).
import { fileURLToPath } from 'node:url';
import {
  DataFolderLockedError,
  loadConfig,
  mountPortal,
  portalSecurityOptions,
  startServer,
  stopOnSignals,
} from '@mynacon/api';

/** The demo account the API's seed creates. */
const demoAccount = { email: 'demo@mynacon.test', password: 'Demo-Player-2026!' };

// `--demo` (the README's start command): the demo data and the development conveniences on this machine only,
// unless the environment says otherwise. Without it the server fails closed (apps/api/README.md).
const demo = process.argv.includes('--demo');
const result = loadConfig(demo ? { DEVELOPMENT_MODE: 'true', SEED: 'demo', ...process.env } : process.env);
if (!result.ok) {
  console.error(`The server cannot start:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(2);
}
const distDir = process.env.PORTAL_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

try {
  const server = await startServer(result.config, {
    mountPortal: (app) => mountPortal(app, { distDir, ...portalSecurityOptions(result.config) }),
  });
  const portalUrl = `${server.url.replace('127.0.0.1', 'localhost')}/`;
  console.log(`Mynacon player portal: ${portalUrl}`);
  console.log(`  API reference: ${server.url}/api/docs (${server.database.kind}: ${server.database.location})`);
  if (result.config.seed === 'demo') console.log(`  Demo account: ${demoAccount.email} / ${demoAccount.password}`);
  // One line for scripts (the end-to-end tests) to read the address from.
  console.log(`PORTAL_URL=${server.url}`);
  stopOnSignals(() => server.close());
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(`The server cannot start: ${error.message}`);
    process.exit(3);
  }
  console.error('The server cannot start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
