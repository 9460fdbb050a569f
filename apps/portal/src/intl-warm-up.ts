// The first use of Intl in a page loads the browser's locale data: about 12 ms of this machine's main thread, four
// times that on a slowed phone. The design system asks for it as its modules load (react-aria reads the default
// locale), inside the evaluation of the whole shell. This script, tiny and named in the page ahead of the entry, takes
// that cost while the shell is still arriving (decision 055), in three tasks (decision 066): the likely subtags
// (about 3 ms), the list of what the locale data holds (6 ms), then the date formats' locales (2 ms); any one of them
// alone would take the whole 12 ms. A prerendered page imports it and waits for `warmedUp` before the shell.

// The start-up's `nextTask` (lib/startup/next-task.ts), written again: imported, it would share a chunk with the
// entry, which this script would then have to fetch and run first.
const nextTask = () =>
  new Promise<unknown>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve(null);
    };
    port2.postMessage(null);
  });

new Intl.Locale(navigator.language).maximize();

/**
 * Resolves once the last part has run. (Not an `await` at the module's top level: the bundler then left the app's
 * entry out of its manifest.)
 */
export const warmedUp: Promise<unknown> = nextTask()
  .then(() => {
    if (typeof Intl.supportedValuesOf === 'function') Intl.supportedValuesOf('calendar');
    return nextTask();
  })
  .then(() => {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  });
