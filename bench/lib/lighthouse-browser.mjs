// The Chromium `npm run lighthouse` audits in: launched once (chrome-launcher, the Chromium the e2e
// tests use), prepared through the DevTools protocol by Playwright: the logged-in customer's cookies
// and browser session (as a UI login leaves them, e2e/support/session.ts); Lighthouse itself
// empties the HTTP cache before every audit and leaves cookies and localStorage alone.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutablePath, SYSTEM_CHROMIUM } from '../../e2e/support/browser.ts';
import { BROWSER_PAGES } from '../routes.mjs';
import { lcpElement } from './lcp-element.mjs';
import { browserSessionEntries } from './shop.mjs';

/** The audited pages, bench/routes.mjs's order; LIGHTHOUSE_PAGES=cart,checkout audits only those, with the bare page. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
export const LIGHTHOUSE_PAGES = only ? BROWSER_PAGES.filter((key) => key === 'bare' || only.includes(key)) : BROWSER_PAGES;
/** The pages audited as a visitor: accessibility, best practices and SEO must be 100. */
export const PUBLIC_PAGES = new Set(['login']);

/** One Lighthouse audit (mobile, its default throttling) of `url` in the browser on `port`. */
export async function audit(port, url) {
  // Lighthouse resets storage itself: the HTTP cache and its default storage types (service
  // workers, Cache Storage, file systems, shader cache), never cookies or localStorage, so the
  // customer's session stays while every audit loads the page as a first visit.
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The audit of one of bench/routes.mjs's pages on `base`; a page behind login must not have landed on the login page. */
export async function auditPage(port, base, route) {
  const lhr = await audit(port, base + route.path);
  if (route.auth && new URL(lhr.finalDisplayedUrl).pathname.endsWith('/login')) throw new Error(`${route.label} on ${base}: the audit landed on the login page (the session was lost)`);
  return lhr;
}

export async function launchBrowser() {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumExecutablePath() ?? chromium.executablePath() ?? SYSTEM_CHROMIUM,
    // PaintHolding off: the audits follow each other in one tab, and Chromium held the new page's
    // first paint while the previous (same-origin) page stayed on screen, which moved the observed
    // first paint of random pages (the bare page too) by 1 or 2 s. A first visit has nothing to hold.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=PaintHolding'],
  });
  /**
   * Runs `action` in a tab of the browser's own profile (the one Lighthouse audits in) through a
   * Playwright connection that is closed again before any audit: a connected Playwright attaches
   * to every new tab (and holds it until it has set it up), which delayed the audited pages' first
   * paint by 1–2 s at random in Lighthouse's trace.
   */
  async function inTab(action) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = cdp.contexts()[0];
    const tab = await context.newPage();
    try {
      return await action(tab, context);
    } finally {
      await tab.close();
      await cdp.close();
    }
  }

  return {
    port: chrome.port,
    /** Logs the customer in in the browser: the storefront's cookies, and the session in localStorage. */
    async logIn(base, { cookies, session }) {
      const values = browserSessionEntries(session);
      await inTab(async (tab, context) => {
        await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: base, sameSite: 'Lax' })));
        await tab.goto(`${base}/favicon.svg`);
        await tab.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), values);
      });
    },
    /** Forgets the customer (a later round audits the public pages as a visitor again). */
    async logOut(base) {
      await inTab(async (tab, context) => {
        await context.clearCookies();
        await tab.goto(`${base}/favicon.svg`);
        await tab.evaluate(() => localStorage.clear());
      });
    },
    /** The page's LCP element and time (see lcp-element.mjs). */
    lcpElement: (url) => inTab((tab, context) => lcpElement(tab, context, url)),
    async close() {
      chrome.kill();
    },
  };
}
