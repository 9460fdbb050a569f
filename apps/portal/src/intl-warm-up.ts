// The first use of Intl in a page loads the browser's locale data: about 12 ms of this machine's main thread, four
// times that on a slowed phone. The design system asks for it as its modules load (react-aria reads the default
// locale), inside the evaluation of the whole shell. This script, tiny and named in the page ahead of the entry, takes
// that cost while the shell is still arriving (decision 055), in three tasks (decision 066): the likely subtags
// (about 3 ms), the list of what the locale data holds (6 ms), then the date formats' locales (2 ms); any one of them
// alone would take the whole 12 ms. A prerendered page imports it and waits for `warmedUp` before the shell.
const nextTask = () =>
  new Promise<unknown>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve(null);
    };
    port2.postMessage(null);
  });

/** Resolves once all three have run. (Not awaited at the module's top level: the bundler then wrapped every chunk.) */
new Intl.Locale(navigator.language).maximize();
export const warmedUp: Promise<unknown> = nextTask()
  .then(() => {
    if (typeof Intl.supportedValuesOf === 'function') Intl.supportedValuesOf('calendar');
    return nextTask();
  })
  .then(() => {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  });
