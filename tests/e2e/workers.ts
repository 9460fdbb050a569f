/**
 * How many workers (and so servers) the end-to-end run uses: `E2E_WORKERS`, default 2 (the machine's two cores).
 * Read by the config and by the global set-up, which starts that many servers.
 */
export function e2eWorkers(): number {
  const value = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(value) || value < 1) throw new Error(`E2E_WORKERS must be a whole number >= 1, not ${value}`);
  return value;
}
