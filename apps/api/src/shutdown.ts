/**
 * Stops once on SIGINT or SIGTERM: runs `close` (before it, `before` with the signal's name), then exits with 0, or
 * with 1 after logging the error `close` fails with.
 */
export function stopOnSignals(close: () => Promise<void>, before?: (signal: string) => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    before?.(signal);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
