/**
 * The visitor's consent choice (issue #49 item 1, decision 0094), kept in one first-party cookie
 * that the consent layer itself needs (strictly necessary: without it the dialog would ask on
 * every page). Pure: the browser runtime writes and reads it, the tests and e2e fixtures build it.
 *
 * `v` the version of the consent text the choice was made on (a new version asks again), `p`
 * preferences (the recently viewed products on this device), `e` third-party embedded content,
 * `id` a random visitor id (the key of the server's consent records), `t` when (epoch seconds).
 */
export const CONSENT_COOKIE = 'shop_consent';
/** Bump when the purposes or third parties change: every visitor is asked again. */
export const CONSENT_TEXT_VERSION = '2026-11-30';
/** Six months, then the visitor is asked again (the Greek authority's guidance: not for ever). */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type ConsentChoice = { preferences: boolean; embeds: boolean };
export type ConsentState = ConsentChoice & { version: string; visitorId: string; decidedAt: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeConsent(state: ConsentState): string {
  return `v:${state.version}|p:${state.preferences ? 1 : 0}|e:${state.embeds ? 1 : 0}|id:${state.visitorId}|t:${Math.floor(state.decidedAt / 1000)}`;
}

/** The cookie's value read back; undefined when absent, malformed or made on another version of the text. */
export function decodeConsent(raw: string | undefined | null, version = CONSENT_TEXT_VERSION): ConsentState | undefined {
  if (!raw) return undefined;
  const fields = new Map(
    raw.split('|').map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon), part.slice(colon + 1)] as const;
    }),
  );
  const flag = (name: string) => (fields.get(name) === '1' ? true : fields.get(name) === '0' ? false : undefined);
  const preferences = flag('p');
  const embeds = flag('e');
  const visitorId = fields.get('id') ?? '';
  const seconds = Number(fields.get('t'));
  if (fields.get('v') !== version || preferences === undefined || embeds === undefined || !UUID.test(visitorId) || !Number.isSafeInteger(seconds) || seconds <= 0) return undefined;
  return { version, preferences, embeds, visitorId, decidedAt: seconds * 1000 };
}

/** The consent cookie's value in a `Cookie` header or `document.cookie` string. */
export function consentFromCookies(cookieString: string, version = CONSENT_TEXT_VERSION): ConsentState | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return decodeConsent(decodeURIComponent(part.slice(eq + 1).trim()), version);
  }
  return undefined;
}

/** The `document.cookie` assignment that stores a choice (Secure on https). */
export function consentSetCookie(state: ConsentState, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(state))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** "Accept all" and "Reject all" of the first layer: the same choice for every optional purpose. */
export const ALL_ACCEPTED: ConsentChoice = { preferences: true, embeds: true };
export const ALL_REJECTED: ConsentChoice = { preferences: false, embeds: false };
