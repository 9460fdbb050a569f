import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { configVariables } from '../src/config.ts';

test('the README documents every configuration variable', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const missing = Object.keys(configVariables).filter((name) => !readme.includes(`\`${name}\``));
  expect(missing).toEqual([]);
});
