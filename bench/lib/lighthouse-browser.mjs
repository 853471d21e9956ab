// The Chromium `npm run lighthouse` audits in: launched once (chrome-launcher, the Chromium the e2e
// tests use), prepared through the DevTools protocol by Playwright: the logged-in customer's cookies
// and browser session (as a UI login leaves them, e2e/support/session.ts), and an empty HTTP cache
// before every audit (Lighthouse keeps storage and cache when told to keep the session).
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { SESSION_FIELDS, SESSION_PREFIX } from '../../lib/session/store.ts';
import { chromiumExecutablePath, SYSTEM_CHROMIUM } from '../../e2e/support/browser.ts';

export async function launchBrowser() {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumExecutablePath() ?? chromium.executablePath() ?? SYSTEM_CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0];

  /** Runs `action` in a tab of the browser's own profile (the one Lighthouse audits in), then closes it. */
  async function inTab(action) {
    const tab = await context.newPage();
    try {
      return await action(tab);
    } finally {
      await tab.close();
    }
  }

  return {
    port: chrome.port,
    /** Logs the customer in in the browser: the storefront's cookies, and the session in localStorage. */
    async logIn(base, { cookies, session }) {
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: base, sameSite: 'Lax' })));
      const record = { ...session, ld: Date.now(), impersonation: 'false' };
      const values = Object.fromEntries(SESSION_FIELDS.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [SESSION_PREFIX + field, String(record[field])]));
      await inTab(async (tab) => {
        await tab.goto(`${base}/favicon.svg`);
        await tab.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), values);
      });
    },
    /** Empties the HTTP cache, so every audit loads the page as a first visit. */
    async clearCache() {
      await inTab(async (tab) => {
        const session = await context.newCDPSession(tab);
        await session.send('Network.clearBrowserCache');
        await session.detach();
      });
    },
    async close() {
      await cdp.close().catch(() => {});
      chrome.kill();
    },
  };
}
