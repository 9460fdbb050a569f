import { describe, expect, test } from 'vitest';
import { type BuildMeta, devBuildId, type LatestBuild, portalBuildInfo } from './build-info-plugin.ts';

type Hook = (...args: unknown[]) => unknown;
const hook = (value: unknown): Hook => {
  if (typeof value === 'function') return value as Hook;
  return (value as { handler: Hook }).handler;
};

/** Runs the plugin as Vite would for one command; returns the virtual module and the emitted files. */
function run(command: 'build' | 'serve', options: Parameters<typeof portalBuildInfo>[0]) {
  const plugin = portalBuildInfo(options);
  hook(plugin.configResolved).call({}, { command });
  const resolved = hook(plugin.resolveId).call({}, 'virtual:portal-build') as string;
  const module = hook(plugin.load).call({}, resolved) as string;
  const emitted = new Map<string, string>();
  hook(plugin.generateBundle).call(
    {
      emitFile: (file: { type: string; fileName: string; source: string }) => {
        expect(file.type).toBe('asset');
        emitted.set(file.fileName, file.source);
      },
    },
    {},
    {},
  );
  return { resolved, module, emitted, plugin };
}

describe('the build-info plugin', () => {
  test('writes builds/latest.json and builds/meta/{id}.json, and gives the app the same id', () => {
    const { module, emitted } = run('build', { id: 'build-42', timestamp: 1_700_000_000_000 });
    expect(module).toBe('export const currentBuild = {"id":"build-42","timestamp":1700000000000};');
    expect([...emitted.keys()].sort()).toEqual(['builds/latest.json', 'builds/meta/build-42.json']);
    const latest = JSON.parse(emitted.get('builds/latest.json') ?? '') as LatestBuild;
    expect(latest).toEqual({ id: 'build-42', timestamp: 1_700_000_000_000 });
    const meta = JSON.parse(emitted.get('builds/meta/build-42.json') ?? '') as BuildMeta;
    // Nothing prerendered and no route rules (decisions 004 and 010).
    expect(meta).toEqual({
      id: 'build-42',
      timestamp: 1_700_000_000_000,
      matcher: { static: {}, wildcard: {}, dynamic: {} },
      prerendered: [],
    });
  });

  test('each build gets its own id by default; the dev server says dev', () => {
    const first = run('build', {});
    const second = run('build', {});
    const idOf = (emitted: Map<string, string>) =>
      (JSON.parse(emitted.get('builds/latest.json') ?? '') as LatestBuild).id;
    expect(idOf(first.emitted)).toMatch(/^[0-9a-f-]{36}$/);
    expect(idOf(first.emitted)).not.toBe(idOf(second.emitted));
    expect(run('serve', { id: 'build-1', timestamp: 5 }).module).toBe(
      `export const currentBuild = {"id":"${devBuildId}","timestamp":5};`,
    );
  });

  test('other modules are not its business, and an id that cannot be a file name is refused', () => {
    const { plugin, resolved } = run('build', { id: 'x' });
    expect(hook(plugin.resolveId).call({}, 'virtual:portal-i18n')).toBeNull();
    expect(hook(plugin.load).call({}, `${resolved}-other`)).toBeNull();
    for (const id of ['../up', 'a/b', '', 'x'.repeat(65)]) {
      expect(() => portalBuildInfo({ id }), id).toThrow(/build id/);
    }
  });
});
