// Where a first visit to the sign-in page spends main-thread time (decisions 055 and 056; not part of `pnpm test`):
// `node apps/portal/scripts/profile.ts <portal address> [--dist <build folder>] [--runs <n>] [--home]` (the signed-in
// home instead, decision 058) against a running server
// of that build (`PORT=… PORTAL_DIST_DIR=… node apps/portal/scripts/serve.ts --demo`). Each run opens
// `/en-GB/login` in a fresh context of Chromium's headless shell (CHROME_PATH), the processor slowed four times,
// samples the main thread every 0.1 ms through the CDP profiler until the network is idle, and maps each sample to
// the source module of its frame through the chunks' source maps. Prints the median self time of each package and
// the portal's folders, and the busy time of each run. Timings follow the machine's load: compare two builds in one
// run on a quiet machine, alternating them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { homeAsked, visit } from './demo-visit.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const base = args[0];
if (!base || base.startsWith('--')) {
  console.error(
    'Usage: node apps/portal/scripts/profile.ts <portal address> [--dist <build folder>] [--runs <n>] [--home]',
  );
  process.exit(2);
}
const distDir = path.resolve(option('--dist') ?? fileURLToPath(new URL('../dist', import.meta.url)));
const runs = Number(option('--runs') ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source map segment (base64 VLQ). */
function segment(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

interface SourceMap {
  sources: string[];
  /** Per generated line, each segment's column and source index (-1 for none). */
  lines: Array<Array<[number, number]>>;
}

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as {
        sources: string[];
        mappings: string;
      };
      let source = 0;
      const lines = raw.mappings.split(';').map((line) => {
        let column = 0;
        return (line ? line.split(',') : []).map((text): [number, number] => {
          const numbers = segment(text);
          column += numbers[0] ?? 0;
          if (numbers.length > 1) source += numbers[1] ?? 0;
          return [column, numbers.length > 1 ? source : -1];
        });
      });
      maps.set(file, { sources: raw.sources, lines });
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

/** What a frame's code is: a package, a folder of the portal, or the engine's own work. */
function ownerOf(url: string, functionName: string, line: number, column: number): string {
  if (!url) return functionName ? `(${functionName})` : '(native)';
  const file = new URL(url).pathname.slice(1);
  const map = sourceMapOf(file);
  let source = -1;
  for (const [start, index] of map?.lines[line] ?? []) {
    if (start > column) break;
    source = index;
  }
  const name = map && source >= 0 ? (map.sources[source] ?? '') : '';
  if (!name) return `${file} (unmapped)`;
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(name);
  if (pkg?.[1]) return pkg[1];
  if (name.includes('packages/ui/')) return '@mynacon/ui';
  if (name.includes('packages/contract/')) return '@mynacon/contract';
  const portal = /apps\/portal\/src\/(.*)$/.exec(name) ?? /^(?:\.\.\/)*src\/(.*)$/.exec(name);
  if (portal?.[1]) return `portal: ${portal[1].split('/').slice(0, 2).join('/')}`;
  return name;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}

const browser = await chromium.launch({ executablePath: chromePath });
const results: Array<Map<string, number>> = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await visit(page, base, homeAsked(args));
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      const owner = ownerOf(frame.url, frame.functionName, frame.lineNumber, frame.columnNumber);
      self.set(owner, (self.get(owner) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
    results.push(self);
    await context.close();
  }
} finally {
  await browser.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const busy = results.map((self) => [...self].reduce((sum, [owner, ms]) => (owner === '((idle))' ? sum : sum + ms), 0));
console.log(`Main thread busy until the network was idle (ms): ${busy.map((ms) => ms.toFixed(0)).join(', ')}`);
console.log(`median ${median(busy).toFixed(0)} ms; median self time by owner ((program) is parsing and compiling):\n`);
const owners = new Set(results.flatMap((self) => [...self.keys()]));
const rows = [...owners]
  .map((owner) => [owner, median(results.map((self) => self.get(owner) ?? 0))] as const)
  .filter(([owner]) => owner !== '((idle))')
  .sort((a, b) => b[1] - a[1]);
for (const [owner, ms] of rows.slice(0, 30)) console.log(`${ms.toFixed(0).padStart(7)}  ${owner}`);
