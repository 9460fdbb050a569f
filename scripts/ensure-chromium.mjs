// Makes sure the Chromium builds of the browser tests exist, installing Debian's packages when one is missing, so a
// newcomer's machine and CI run the same browsers: the headless shell for the story and end-to-end tests (the
// lighter build Playwright itself runs headless: about a third less processor time), the full browser for the visual
// tests and Lighthouse. Honours CHROMIUM_PATH (the full browser) and HEADLESS_SHELL_PATH when set.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(headlessShellPath)) return chromiumPath;
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(chromiumPath))
      throw new Error(`CHROMIUM_PATH is set to ${chromiumPath}, but there is no file there.`);
  }
  if (process.env.HEADLESS_SHELL_PATH && !existsSync(headlessShellPath)) {
    throw new Error(`HEADLESS_SHELL_PATH is set to ${headlessShellPath}, but there is no file there.`);
  }
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  if (!isRoot) {
    try {
      execSync('sudo -n true', { stdio: 'ignore' });
    } catch {
      throw new Error(
        'Chromium is missing and this user cannot install it. Run: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      );
    }
  }
  console.log('Chromium is missing: installing it from Debian (about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core`, {
    stdio: 'inherit',
    env,
  });
  for (const file of [chromiumPath, headlessShellPath]) {
    if (!existsSync(file)) throw new Error(`Installed Chromium, but ${file} does not exist.`);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
