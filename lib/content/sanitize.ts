import type { DOMPurify as Purifier } from 'isomorphic-dompurify';
import { gateEmbeds, type EmbedGateLabels } from '@/lib/content/embed-gate';
import { isAllowedIframeSrc, parseIframeHosts } from '@/lib/content/iframe-hosts';
import { LruCache } from '@/lib/utils/lru-cache';

/**
 * Sanitises rich text (SPEC §9, issue #14 item 14): scripts, event handlers, javascript: URLs,
 * forms and form controls go. Iframes stay only from the configured hosts
 * (`RICH_TEXT_IFRAME_HOSTS`, lib/content/iframe-hosts.ts), sandboxed, with a referrer policy and
 * only the harmless permissions of their `allow` attribute (no camera, microphone, payment…).
 */
const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy', 'sandbox'];
const FORM_TAGS = ['form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'keygen'];
const FORM_ATTRIBUTES = ['form', 'formaction', 'formmethod', 'formtarget', 'formenctype', 'formnovalidate', 'action', 'srcdoc', 'style', 'csp', 'name'];

/** Permissions an embed may keep: what a video or a map needs, nothing that reaches devices, payments or the user's location. */
export const HARMLESS_IFRAME_FEATURES = ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'web-share'];
/** Scripts run in the embed's own origin; it may open the player's site in a new tab, but not navigate the shop, post forms or show dialogs. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';
export const IFRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The harmless features of an `allow` attribute, each for the embed's own origin only (any allowlist dropped). */
export function harmlessAllow(allow: string): string {
  const kept = allow
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => HARMLESS_IFRAME_FEATURES.includes(feature));
  return [...new Set(kept)].join('; ');
}

/** The host list of the sanitising call in progress (DOMPurify's hooks are global and synchronous). */
let currentHosts: readonly string[] = [];

/**
 * DOMPurify with its jsdom window and the iframe hooks, loaded on the first call: loading jsdom
 * costs about a second of CPU and tens of MB, which a process that never sanitises (the API test
 * suites, a server before its first rich text) does not pay. `require` keeps `sanitizeRichText`
 * synchronous.
 */
let purifier: Purifier | undefined;
function domPurify(): Purifier {
  if (purifier) return purifier;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load, see above
  const DOMPurify = (require('isomorphic-dompurify') as { default: Purifier }).default;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const element = node as Element;
    if (!isAllowedIframeSrc(element.getAttribute('src') ?? '', currentHosts)) element.parentNode?.removeChild(element);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'iframe') return;
    const element = node as Element;
    // DOMPurify may have dropped a source it found unsafe: an iframe without one is useless.
    if (!isAllowedIframeSrc(element.getAttribute('src') ?? '', currentHosts)) {
      element.parentNode?.removeChild(element);
      return;
    }
    const allow = harmlessAllow(element.getAttribute('allow') ?? '');
    if (allow) element.setAttribute('allow', allow);
    else element.removeAttribute('allow');
    element.setAttribute('sandbox', IFRAME_SANDBOX);
    element.setAttribute('referrerpolicy', IFRAME_REFERRER_POLICY);
  });
  purifier = DOMPurify;
  return purifier;
}

/**
 * On the server DOMPurify parses with jsdom, which costs more than rendering the rest of a page;
 * the same texts (a partner's landing content, a product's description) come back on every
 * request, so results are remembered by their input. Sanitising is a pure function of it (and of
 * the host list, fixed for the process).
 */
const remembered = new LruCache<string, string>(2_000);
const REMEMBER_MAX_CHARS = 50_000;

let configuredHosts: readonly string[] | undefined;
/** The hosts of `RICH_TEXT_IFRAME_HOSTS` (validated at start by lib/config/server-env.ts), read once. */
const iframeHostsOfEnv = (): readonly string[] => (configuredHosts ??= parseIframeHosts(process.env.RICH_TEXT_IFRAME_HOSTS));

/**
 * `gate`: the storefront's rendering, every iframe replaced by its click-to-load placeholder in
 * the language `gate.key` names (lib/content/embed-gate.ts). Without it (the API, the staff
 * console's previews) the frames stay.
 */
export function sanitizeRichText(html: string, options: { iframeHosts?: readonly string[]; gate?: { key: string; labels: EmbedGateLabels } } = {}): string {
  const useEnv = options.iframeHosts === undefined;
  const memoKey = options.gate ? `${options.gate.key}\u0000${html}` : html;
  if (useEnv) {
    const hit = remembered.get(memoKey);
    if (hit !== undefined) return hit;
  }
  const DOMPurify = domPurify();
  currentHosts = options.iframeHosts ?? iframeHostsOfEnv();
  const config = { ADD_TAGS: ['iframe'], ADD_ATTR: IFRAME_ATTRIBUTES, FORBID_TAGS: FORM_TAGS, FORBID_ATTR: FORM_ATTRIBUTES };
  let clean: string;
  if (options.gate) {
    const fragment = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
    gateEmbeds(fragment, options.gate.labels);
    const holder = fragment.ownerDocument.createElement('div');
    holder.append(fragment);
    clean = holder.innerHTML;
  } else {
    clean = DOMPurify.sanitize(html, config);
  }
  if (useEnv && html.length <= REMEMBER_MAX_CHARS) remembered.set(memoKey, clean);
  return clean;
}
