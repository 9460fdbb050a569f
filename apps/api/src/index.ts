// The API package's entry (`@mynacon/api`) for the programs that start it: the portal's serve script and the
// portal's tests. They reach the API through this list, never through its source files (the import-boundaries test
// holds them to it); `@mynacon/api/seed` seeds a data folder without starting a server, `@mynacon/api/main` is the
// server's program (`node …/main.ts`).
export { hashPassword } from './auth/password.ts';
export { type Config, type ConfigResult, loadConfig } from './config.ts';
export { DataFolderLockedError } from './db/lock.ts';
export { mountPortal, portalSecurityOptions } from './http/portal.ts';
export { demoUsers } from './seed/users.ts';
export { type PrepareOptions, prepareApp, type RunningServer, startServer } from './server.ts';
export { stopOnSignals } from './shutdown.ts';
