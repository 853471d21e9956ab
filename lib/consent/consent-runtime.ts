import { getSession } from '@/lib/session/store';
import { apiBaseFromEnv } from '@/lib/api/base-url';
import { ALL_ACCEPTED, ALL_REJECTED, CONSENT_TEXT_VERSION, consentFromCookies, consentSetCookie, type ConsentChoice, type ConsentState } from './consent-cookie';
import { CONSENT_CHANGE_EVENT } from './consent-events';
import { loadAllEmbeds, loadEmbed, unloadEmbeds, watchEmbeds } from './embed-loader';

/**
 * The consent layer in the browser (issue #49 item 1, decision 0094), loaded on demand by
 * components/consent/consent-bootstrap.tsx: it shows the server-rendered first layer when no
 * choice is stored, opens the settings, stores a choice (cookie + the server's record), and
 * applies it: embeds loaded or put back behind their placeholders, the recently viewed list
 * erased when preferences are withdrawn. Plain DOM: nothing of it is in a page's first-load script.
 */
let partnerCode = '';
let started = false;
let stopWatching: (() => void) | undefined;

export const currentConsent = (): ConsentState | undefined => consentFromCookies(document.cookie);

export function startConsent(partner: string): void {
  partnerCode = partner;
  if (started) return;
  started = true;
  document.addEventListener('click', onClick);
  const state = currentConsent();
  const banner = document.getElementById('consent-banner');
  if (banner) banner.hidden = state !== undefined;
  apply(state);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const load = target?.closest('[data-embed-load]');
  if (load) {
    const gate = load.closest<HTMLElement>('.embed-gate');
    if (gate) loadEmbed(gate);
    return;
  }
  const action = target?.closest('[data-consent-action]')?.getAttribute('data-consent-action');
  if (action === 'accept') save(ALL_ACCEPTED);
  else if (action === 'reject') save(ALL_REJECTED);
  else if (action === 'settings') openSettings();
  else if (action === 'save') save(chosenInForm());
  else if (action === 'close') dialog()?.close();
}

const dialog = () => document.getElementById('consent-settings') as HTMLDialogElement | null;

function chosenInForm(): ConsentChoice {
  const form = dialog()?.querySelector('form');
  const checked = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
  return { preferences: checked('preferences'), embeds: checked('embeds') };
}

/** The second layer, its boxes as the stored choice (none ticked before a choice); focus goes back to the opener on close. */
export function openSettings(): void {
  const box = dialog();
  if (!box || box.open) return;
  const state = currentConsent();
  const form = box.querySelector('form');
  for (const name of ['preferences', 'embeds'] as const) {
    const input = form?.elements.namedItem(name) as HTMLInputElement | null;
    if (input) input.checked = state?.[name] === true;
  }
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  box.addEventListener('close', () => restoreFocus(opener), { once: true });
  box.showModal();
}

function restoreFocus(opener: HTMLElement | null): void {
  // The first layer's buttons are hidden once a choice is made: focus then goes to the page's main content.
  if (opener && opener.isConnected && !opener.closest('[hidden]')) {
    opener.focus();
    return;
  }
  const main = document.getElementById('content') ?? document.querySelector('main');
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
  }
}

function save(choice: ConsentChoice): void {
  const previous = currentConsent();
  const state: ConsentState = { version: CONSENT_TEXT_VERSION, ...choice, visitorId: previous?.visitorId ?? crypto.randomUUID(), decidedAt: Date.now() };
  document.cookie = consentSetCookie(state, location.protocol === 'https:');
  const banner = document.getElementById('consent-banner');
  const bannerHadFocus = banner?.contains(document.activeElement) === true;
  if (banner) banner.hidden = true;
  const box = dialog();
  if (box?.open) box.close();
  else if (bannerHadFocus) restoreFocus(null);
  record(state);
  apply(state);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: state }));
}

function apply(state: ConsentState | undefined): void {
  if (state?.embeds) {
    loadAllEmbeds(document);
    stopWatching ??= watchEmbeds(document.body);
  } else {
    stopWatching?.();
    stopWatching = undefined;
    unloadEmbeds(document);
  }
  if (state && !state.preferences) {
    for (const key of Object.keys(localStorage)) if (key.startsWith('recently-viewed:')) localStorage.removeItem(key);
  }
}

/** The server's record of the choice (when, which text, what): best effort, the cookie already holds it. */
function record(state: ConsentState): void {
  const session = getSession();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Partner-Code': partnerCode };
  if (session.isAuthenticated && session.at) headers.Authorization = `Bearer ${session.at}`;
  const body = JSON.stringify({ visitorId: state.visitorId, version: state.version, preferences: state.preferences, embeds: state.embeds });
  void fetch(`${apiBaseFromEnv(process.env.NEXT_PUBLIC_API_URL)}/Consents`, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
}
