// Which Chromium Playwright should launch. `undefined` = Playwright's own download (its default);
// otherwise Debian's /usr/bin/chromium. scripts/ensure-browser.mjs makes one of them exist.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutablePath(): string | undefined {
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  return own && existsSync(own) ? undefined : SYSTEM_CHROMIUM;
}
