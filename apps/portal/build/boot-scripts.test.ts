import { describe, expect, test } from 'vitest';
import { bootOrder, shellBootScript } from './boot-scripts';

describe('bootOrder', () => {
  test("each chunk comes after the chunks it imports, once, in the entry's order of imports", () => {
    const imports: Record<string, string[]> = {
      entry: ['runtime', 'react', 'router', 'kit', 'contract'],
      react: ['runtime'],
      router: ['runtime', 'react'],
      // Imported by the entry before what it imports: it still comes after them.
      contract: ['runtime', 'kit'],
      kit: ['runtime', 'react'],
    };
    const importsOf = (key: string) => imports[key] ?? [];
    expect(bootOrder('entry', importsOf)).toEqual(['runtime', 'react', 'router', 'kit', 'contract']);
    expect(bootOrder('entry', (key) => (key === 'entry' ? ['contract', 'router'] : importsOf(key)))).toEqual([
      'runtime',
      'react',
      'kit',
      'contract',
      'router',
    ]);
    expect(bootOrder('entry', () => [])).toEqual([]);
  });
});

describe('shellBootScript', () => {
  test('imports the files in their order from one module script that no file name can close', () => {
    const script = shellBootScript(['/assets/a.js', '/assets/</script><b>.js']);
    expect(
      script.startsWith('<script type="module">["/assets/a.js","/assets/\\u003c/script>\\u003cb>.js"].reduce('),
    ).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
  });
});
