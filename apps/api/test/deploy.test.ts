// The topology to copy (deploy/, decision 053) cannot run here (no image registry): these read its files and check
// that the instances' environment is a valid production configuration, that the proxy is the one address they
// trust, and that the health checks ask /api/health. The same topology runs as processes in instances.test.ts.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

const read = (name: string) => readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');
const compose = read('compose.yaml');

/** The `KEY: value` lines of the mapping under `key:` (indented `indent` spaces) that starts after `from`. */
function mappingAfter(from: string, key: string, indent: number): Map<string, string> {
  const lines = compose.slice(compose.indexOf(from)).split('\n');
  const start = lines.indexOf(`${' '.repeat(indent)}${key}:`);
  const entries = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    const found = new RegExp(`^ {${indent + 2}}([A-Z_0-9]+): (.*)$`).exec(line);
    if (found === null) break;
    entries.set(found[1] as string, (found[2] as string).replace(/^"(.*)"$/, '$1'));
  }
  return entries;
}

/** Compose's `${NAME:?message}` and `${NAME}`, with the operator's values. */
const substitute = (value: string, values: Record<string, string>) =>
  value.replace(/\$\{([A-Z_]+)(?::\?[^}]*)?\}/g, (_, name: string) => values[name] ?? '');

test('the instances of the compose file get a valid production configuration, every required setting named', () => {
  const environment = mappingAfter('x-api: &api', 'environment', 2);
  const operator = {
    SITE_ADDRESS: 'play.example.com',
    AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters-0123',
    POSTGRES_PASSWORD: 'postgres-password',
    RECAPTCHA_SITE_KEY: 'site-key-0123456789',
    RECAPTCHA_SECRET: 'recaptcha-secret-0123456789',
    SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
    MAIL_FROM: 'Mynacon <no-reply@example.com>',
  };
  // Each operator value is asked for with a message when missing (`${NAME:?…}`).
  for (const name of Object.keys(operator)) expect(compose).toMatch(new RegExp(`\\$\\{${name}:\\?[^}]+\\}`));
  const env = Object.fromEntries([...environment].map(([name, value]) => [name, substitute(value, operator)]));
  const result = loadConfig(env);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { config } = result;
  expect(config.production).toBe(true);
  expect(config.publicBaseUrl).toBe('https://play.example.com');
  expect(config.databaseUrl).toBe('postgres://mynacon:postgres-password@postgres:5432/mynacon');
  expect(config.auth.throttle.redisUrl).toBe('redis://redis:6379');
  expect(config.accounts.smtpUrl).toBe(operator.SMTP_URL);
  expect(config.services.trustedProxies).toEqual(['10.89.0.10']);
  // Without one of the required settings the instance would not start, and would say which.
  for (const name of ['AUTH_SECRET', 'PUBLIC_BASE_URL', 'RECAPTCHA_SECRET', 'SMTP_URL']) {
    const without = loadConfig({ ...env, [name]: '' });
    expect(without.ok, name).toBe(false);
  }
  // The proxy is the address the instances trust, and the README's section names every setting the file sets.
  expect(compose).toContain('ipv4_address: 10.89.0.10');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## The topology to copy'));
  expect([...environment.keys()].filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
});

test('two instances behind a proxy that checks /api/health; the image runs unprivileged with its writes in volumes', () => {
  expect(compose).toMatch(/^ {2}api-1: \*api$/m);
  expect(compose).toMatch(/^ {2}api-2: \*api$/m);
  expect(compose).toMatch(/^ {2}read_only: true$/m);
  const caddy = read('Caddyfile');
  expect(caddy).toMatch(/reverse_proxy api-1:3000 api-2:3000 \{/);
  expect(caddy).toMatch(/health_uri \/api\/health/);
  const dockerfile = read('Dockerfile');
  expect(dockerfile).toMatch(/^USER node$/m);
  expect(dockerfile).toMatch(/^VOLUME \["\/data", "\/tmp"\]$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\n[^\n]*\/api\/health/m);
  expect(dockerfile).toMatch(/^COPY --from=portal \/src\/apps\/portal\/dist apps\/portal\/dist$/m);
});
