import { ALL_REJECTED, CONSENT_TEXT_VERSION, consentFromCookies, consentSetCookie, decodeConsent, encodeConsent, type ConsentState } from './consent-cookie';

const state: ConsentState = { version: CONSENT_TEXT_VERSION, preferences: true, embeds: false, visitorId: '0b7c6f1e-3a52-4d7e-9c1a-2f4b5d6e7f80', decidedAt: 1_764_500_000_000 };

describe('consent cookie', () => {
  it('reads back what it wrote', () => {
    expect(decodeConsent(encodeConsent(state))).toEqual(state);
    expect(decodeConsent(encodeConsent({ ...state, ...ALL_REJECTED }))).toMatchObject({ preferences: false, embeds: false });
  });

  it('asks again when the text changed or the value is not ours', () => {
    expect(decodeConsent(encodeConsent({ ...state, version: '2020-01-01' }))).toBeUndefined();
    expect(decodeConsent(encodeConsent(state), '2027-01-01')).toBeUndefined();
    expect(decodeConsent('v:2026-11-30|p:yes|e:0|id:x|t:1')).toBeUndefined();
    expect(decodeConsent(encodeConsent(state).replace(state.visitorId, 'not-a-uuid'))).toBeUndefined();
    expect(decodeConsent(encodeConsent(state).replace(/t:\d+/, 't:-5'))).toBeUndefined();
    expect(decodeConsent('')).toBeUndefined();
    expect(decodeConsent(undefined)).toBeUndefined();
  });

  it('finds itself among other cookies', () => {
    const header = `usr_fe_session=abc; shop_consent=${encodeURIComponent(encodeConsent(state))}; I18N_LANGUAGE=en`;
    expect(consentFromCookies(header)).toEqual(state);
    expect(consentFromCookies('usr_fe_session=abc')).toBeUndefined();
  });

  it('is stored for six months, first-party, Secure on https only', () => {
    const cookie = consentSetCookie(state, true);
    expect(cookie).toMatch(/^shop_consent=[^;]+; Path=\/; Max-Age=15552000; SameSite=Lax; Secure$/);
    expect(consentSetCookie(state, false)).not.toContain('Secure');
    expect(consentFromCookies(cookie.split(';')[0]!)).toEqual(state);
  });
});
