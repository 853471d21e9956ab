// Which element is each page's Largest Contentful Paint, and when it painted: Lighthouse 12's own
// LCP-element gatherer fails with the Chromium here ("RootCauses … frame_sequence"), and without
// the element a slow LCP says nothing about what to fix. Read in a tab of the audited browser
// profile (same session), on Lighthouse's mobile screen (412 × 823: at 390 px another element can
// be the largest) with the CPU 4× slower and an empty HTTP cache, once the page shows its content,
// from the browser's own `largest-contentful-paint` entries (the last one before any input is the LCP).

/** A short, stable description of an element: tag, id or classes, and the start of its text. */
function describeInPage() {
  return new Promise((resolve) => {
    const entries = [];
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      const last = entries.at(-1);
      if (!last) return resolve(null);
      const el = last.element;
      const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}` : '(removed)';
      const text = el?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50) ?? '';
      resolve({ element: name, text, size: last.size, startMs: Math.round(last.startTime), url: last.url || undefined });
    }, 0);
  });
}

/** Lighthouse's mobile screen (its default `screenEmulation`), in CSS pixels. */
const LIGHTHOUSE_SCREEN = { width: 412, height: 823 };

/** The LCP of `url` loaded in `tab` (a tab of the audited profile, see lighthouse-browser.mjs). */
export async function lcpElement(tab, context, url) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.setViewportSize(LIGHTHOUSE_SCREEN);
  await tab.goto(url, { waitUntil: 'networkidle' });
  // As bench:tasks: no spinner or skeleton left, then what is still queued.
  await tab.locator('main .full-page-spinner, main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
  await tab.waitForTimeout(1000);
  return tab.evaluate(describeInPage);
}
