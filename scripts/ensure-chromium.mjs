// Makes sure a Chromium for the browser tests exists, installing Debian's package when it is missing,
// so a newcomer's machine and CI run the same browser. Honours CHROMIUM_PATH when set.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${chromiumPath}, but there is no file there.`);
  }
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  if (!isRoot) {
    try {
      execSync('sudo -n true', { stdio: 'ignore' });
    } catch {
      throw new Error(
        'Chromium is missing and this user cannot install it. Run: sudo apt-get update && sudo apt-get install -y chromium',
      );
    }
  }
  console.log('Chromium is missing: installing it from Debian (about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core`, {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromiumPath)) throw new Error(`Installed chromium, but ${chromiumPath} does not exist.`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
