/**
 * The shell's boot chunks (decision 062): what the entry imports statically, in chunks (`boot-*` in vite.config.ts)
 * that a page imports one after the other, each in a task of its own, before the entry. One module graph runs in one
 * task: in the entry's one chunk they ran as one task of about 135 ms on a phone slowed four times.
 */

/**
 * The chunks `entry` imports, each after the chunks it imports (depth first, in the order they are imported): the
 * order in which importing each alone runs only its own modules. `importsOf` gives a chunk's static imports by the
 * same kind of key (the build's file names, or the manifest's keys).
 */
export function bootOrder(entry: string, importsOf: (key: string) => readonly string[]): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (order.includes(key)) return;
    for (const imported of importsOf(key)) visit(imported);
    order.push(key);
  };
  for (const imported of importsOf(entry)) visit(imported);
  return order;
}

/**
 * A script expression that imports the modules of the array expression `files` in order, each after a message to
 * the page itself (a task later, as the start-up's `nextTask`: no timer, which a test's paused clock would hold), and
 * gives a promise of the last one. A file that fails to load rejects it, as a script tag that failed would.
 */
export function importInTasks(files: string): string {
  return `${files}.reduce((ran,href)=>ran.then(()=>${nextTaskExpression}).then(()=>import(href)),Promise.resolve())`;
}

/**
 * A script expression: a promise that resolves in a later task, after a message to the page itself (the start-up's
 * `nextTask` in an inline script).
 */
export const nextTaskExpression =
  'new Promise(done=>{const channel=new MessageChannel();channel.port1.onmessage=()=>{channel.port1.close();done()};channel.port2.postMessage(null)})';

/** JSON inside an inline script: no `</script>` or `<!--` can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The app shell's script for the entry and its boot chunks (`/`-rooted addresses, the entry last), which replaces the
 * entry's script tag. The shell keeps the chunks' modulepreload tags, so they are fetched as the page is read, and
 * each runs as soon as it and those before it have arrived: the shell draws nothing before its script, so nothing is
 * typed that a library could see before the app is there (a prerendered page waits for all of them, `prerender.ts`).
 */
export function shellBootScript(files: readonly string[]): string {
  return `<script type="module">${importInTasks(scriptJson(files))}</script>`;
}
