// Makes sure a Chromium exists for Playwright (DESIGN §7, §9).
// Order: Playwright's own download → Debian's /usr/bin/chromium-headless-shell (installed with
// apt-get when we are root: it is what the e2e suite should run on, about 30 % less CPU than the
// full browser) → Debian's /usr/bin/chromium → apt-get install chromium (root only).
// Never runs `npx playwright install`: browser downloads cannot reach the network here.
// Keep the decision in sync with e2e/support/browser.ts, which playwright.config.ts imports.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined; // @playwright/test not installed or no browser registry entry
  }
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', timeout: 300_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

/** apt-get install, with the package lists refreshed only when the first try fails. */
const aptInstall = (pkg) => run('apt-get', ['install', '-y', '--no-install-recommends', pkg]) || (run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', pkg]));

const own = await playwrightChromium();
if (own) {
  console.log(`Browser: Playwright's own Chromium (${own})`);
  process.exit(0);
}
if (existsSync(SYSTEM_HEADLESS_SHELL)) {
  console.log(`Browser: Debian Chromium headless shell (${SYSTEM_HEADLESS_SHELL})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && hasCommand('apt-get');
if (canInstall) {
  console.log('Installing Debian package "chromium-headless-shell" with apt-get (the e2e suite runs on it)…');
  if (aptInstall('chromium-headless-shell') && existsSync(SYSTEM_HEADLESS_SHELL)) {
    console.log(`Browser: Debian Chromium headless shell (${SYSTEM_HEADLESS_SHELL}), just installed`);
    process.exit(0);
  }
  console.error('apt-get could not install chromium-headless-shell: falling back to the full Chromium.');
}

if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`Browser: Debian Chromium (${SYSTEM_CHROMIUM})`);
  process.exit(0);
}

if (canInstall) {
  console.log('No Chromium found: installing Debian package "chromium" with apt-get…');
  const ok = aptInstall('chromium');
  if (ok && existsSync(SYSTEM_CHROMIUM)) {
    console.log(`Browser: Debian Chromium (${SYSTEM_CHROMIUM}), just installed`);
    process.exit(0);
  }
  console.error(`apt-get could not install Chromium (${SYSTEM_CHROMIUM} still missing).`);
}

console.error(
  [
    'No Chromium for Playwright on this machine. Install one of:',
    '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium   (gives /usr/bin/chromium)',
    '  - with internet access: npx playwright install chromium',
  ].join('\n'),
);
process.exit(1);
