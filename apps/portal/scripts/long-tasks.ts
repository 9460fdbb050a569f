// The main thread's long tasks on a first visit to the sign-in page (decision 055; not part of `pnpm test`), or with
// `--home` to the signed-in home (decision 058), or with `--page <path>` to another page of the signed-in demo
// player's (an app shell, decision 062): `node apps/portal/scripts/long-tasks.ts <portal address> [<another build's
// address> …] [--runs <n>] [--home | --page <path>]`, each a running server of a build
// (`PORT=… PORTAL_DIST_DIR=… node apps/portal/scripts/serve.ts --demo`). Each run loads `/en-GB/login` (or the page
// asked for) in a fresh context of Chromium's headless shell (CHROME_PATH) with a trace, until the network is idle,
// the addresses alternating. A task's length is its thread time (the processor time the main thread spent on
// it, which another process's load does not stretch as it does wall time) times 4, the processor slowdown of
// Lighthouse's phone. Prints, per address and run, the tasks over 50 ms by what they ran (`eval`: the entry's
// modules, `message`: a message's callback such as the router's set-up, `call`: a script's callback such as React's
// work, `style` and `layout`: drawing the page), and the blocking time they add up to (each task's time over 50 ms),
// as Lighthouse's total blocking time counts it but including the tasks before the first paint.
import { chromium } from 'playwright';
import { homeAsked, pageAsked, visit } from './demo-visit.ts';
import { isTask, rendererMain, type TraceEvent } from './trace-events.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
// Every address given, not the number after `--runs`.
const addresses = args.filter((arg, index) => /^https?:/.test(arg) && (runsAt < 0 || index !== runsAt + 1));
if (addresses.length === 0) {
  console.error('Usage: node apps/portal/scripts/long-tasks.ts <portal address> [<another> …] [--runs <n>] [--home]');
  process.exit(2);
}
const home = homeAsked(args);
const path = pageAsked(args);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
const slowdown = 4;

const labels: Array<[RegExp, string]> = [
  [/evaluateModule|EvaluateScript/, 'eval'],
  [/TimerFire/, 'timer'],
  [/FunctionCall|FireAnimationFrame|EventDispatch/, 'call'],
  [/SimpleWatcher|HandleMessage/, 'message'],
  [/ParseHTML/, 'parse'],
  [/UpdateLayoutTree/, 'style'],
  [/^Layout$/, 'layout'],
  [/compile/i, 'compile'],
];

/** The long tasks of one load: [label, length in ms at the phone's speed]. */
async function longTasks(browser: import('playwright').Browser, address: string): Promise<Array<[string, number]>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'toplevel'] });
  await visit(page, address, home, path);
  await page.waitForLoadState('networkidle');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const main = rendererMain(traceEvents);
  if (!main) throw new Error('The trace has no renderer main thread');
  const events = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  return events
    .filter((task) => isTask(task) && (task.tdur ?? 0) * slowdown > 50_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          (event.dur ?? 0) > (task.dur ?? 0) * 0.3,
      );
      const label =
        labels.find(([pattern]) => inside.some((event) => pattern.test(event.name)))?.[1] ?? inside[0]?.name ?? 'other';
      // The script it ran, where the trace names one (an evaluated chunk's file without its hash).
      const url = inside.map((event) => event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url).find(Boolean);
      const file = url
        ?.split('/')
        .at(-1)
        ?.replace(/-[\w-]{8}\.js$/, '');
      return [file ? `${label} (${file})` : label, ((task.tdur ?? 0) * slowdown) / 1000] as [string, number];
    });
}

const browser = await chromium.launch({ executablePath: chromePath });
const results = new Map<string, Array<Array<[string, number]>>>(addresses.map((address) => [address, []]));
try {
  for (let run = 0; run < runs; run++) {
    for (const address of run % 2 ? [...addresses].reverse() : addresses) {
      results.get(address)?.push(await longTasks(browser, address));
    }
  }
} finally {
  await browser.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
for (const [address, loads] of results) {
  const blocking = loads.map((tasks) => tasks.reduce((sum, [, ms]) => sum + ms - 50, 0));
  console.log(
    `${address}: blocking ${blocking.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(blocking).toFixed(0)} ms`,
  );
  for (const tasks of loads) console.log(`  ${tasks.map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(', ')}`);
}
