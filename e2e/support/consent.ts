import { CONSENT_COOKIE, CONSENT_TEXT_VERSION, encodeConsent, type ConsentChoice } from '../../lib/consent/consent-cookie';

/**
 * The consent cookie of a visitor who already chose (decision 0094). Every test starts with one
 * (playwright.config.ts: preferences allowed, third-party content not), so the first layer does
 * not cover the pages under test; e2e/consent.spec.ts starts without it.
 */
export function consentCookie(baseURL: string, choice: ConsentChoice) {
  const value = encodeURIComponent(encodeConsent({ version: CONSENT_TEXT_VERSION, ...choice, visitorId: '00000000-0000-4000-8000-000000000e2e', decidedAt: Date.UTC(2026, 10, 1) }));
  return { name: CONSENT_COOKIE, value, domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
}

export const testerConsentState = (baseURL: string) => ({ cookies: [consentCookie(baseURL, { preferences: true, embeds: false })], origins: [] });
