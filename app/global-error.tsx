'use client';

import el from '@/messages/el.json';
import en from '@/messages/en.json';

/**
 * The last-resort error page, used when the root layout itself fails (SPEC §2 router fallback:
 * "Unexpected Application Error!"). It has no i18n provider, so it picks the catalogue from the path.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname) ? 'en' : 'el';
  const t = (lang === 'en' ? en : el).errorBoundary;
  return (
    <html lang={lang}>
      <body>
        <main style={{ textAlign: 'center', padding: '64px 16px', fontFamily: 'system-ui, sans-serif' }}>
          <h1>{t.unexpected}</h1>
          <button type="button" onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
