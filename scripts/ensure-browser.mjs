// Makes sure a Chromium exists for Playwright (DESIGN §7, §9).
// Order: Playwright's own download → Debian's /usr/bin/chromium → apt-get install (root only).
// Never runs `npx playwright install`: browser downloads cannot reach the network here.
// Keep the decision in sync with e2e/support/browser.ts, which playwright.config.ts imports.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

const own = await playwrightChromium();
if (own) {
  console.log(`Browser: Playwright's own Chromium (${own})`);
  process.exit(0);
}
if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`Browser: Debian Chromium (${SYSTEM_CHROMIUM})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasCommand('apt-get')) {
  console.log('No Chromium found: installing Debian package "chromium" with apt-get…');
  const ok = run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']);
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
