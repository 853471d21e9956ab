'use client';

import { useEffect, useState } from 'react';

type Strings = { unexpected: string; retry: string };

// Loaded only when this page shows: a static import would put both whole catalogues (≈ 18 kB
// gzip) into the first-load JavaScript of every page (issue #15).
const catalogues = {
  el: () => import('@/messages/el.json'),
  en: () => import('@/messages/en.json'),
};

/**
 * The last-resort error page, used when the root layout itself fails (SPEC §2 router fallback:
 * "Unexpected Application Error!"). It has no i18n provider, so it picks the catalogue from the
 * path and loads it on demand.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [lang] = useState<'el' | 'en'>(() => (typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'el'));
  const [t, setT] = useState<Strings>();
  useEffect(() => {
    let live = true;
    void catalogues[lang]().then((module) => live && setT(module.default.errorBoundary));
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <html lang={lang}>
      <body>
        <main style={{ textAlign: 'center', padding: '64px 16px', fontFamily: 'system-ui, sans-serif' }}>
          {t && (
            <>
              <h1>{t.unexpected}</h1>
              <button type="button" onClick={reset}>
                {t.retry}
              </button>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
