import { acceptLanguageCode, type RoutingConfig } from '@/lib/routing/config';
import type { Language } from '@/lib/contract/enums';

/**
 * The page middleware answers while the database is unavailable (issue #14 item 17): 503 with
 * Retry-After and a small translated HTML page, served without rendering React, so an outage costs
 * no render and writes no log line per request (the database tracker logs each change of state).
 */
export type UnavailableTexts = { unavailableTitle: string; unavailableText: string; retry: string };

/** The page's language: the path's prefix when it names one, else the detected or default language. */
export function unavailablePageLanguage(pathname: string, detected: Language | undefined, config: Pick<RoutingConfig, 'defaultLanguage'>): Language {
  return acceptLanguageCode(pathname.split('/')[1]) ?? detected ?? config.defaultLanguage;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The whole HTML document (no script: a link reloads the page). */
export function unavailablePageHtml(lang: Language, texts: UnavailableTexts): string {
  const title = escapeHtml(texts.unavailableTitle);
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem;box-sizing:border-box;text-align:center;color:#1a1a1a}a{color:#0b57d0}</style>',
    `</head><body><main role="alert"><h1>${title}</h1><p>${escapeHtml(texts.unavailableText)}</p>`,
    `<p><a href="">${escapeHtml(texts.retry)}</a></p></main></body></html>`,
  ].join('');
}
