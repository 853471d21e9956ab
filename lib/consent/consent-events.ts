/**
 * The browser events of the consent layer (decision 0094): the footer's button asks the consent
 * dialog to open; the dialog announces a new choice to whatever waits for one (the embeds, the
 * recently viewed shelf). Plain DOM events, so any island can send or hear them without sharing
 * React state.
 */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';
export const CONSENT_CHANGE_EVENT = 'shop:consent-change';
/** A page opened with this hash opens the settings at once (the sign-in pages' footer button goes there). */
export const CONSENT_SETTINGS_HASH = 'cookie-settings';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
