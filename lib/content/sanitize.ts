import DOMPurify from 'isomorphic-dompurify';
import { LruCache } from '@/lib/utils/lru-cache';

/**
 * Sanitises rich text (SPEC §9): scripts, event handlers and javascript: URLs go; iframes stay
 * (video embeds), but only with https sources and without the attributes that widen their powers.
 */
const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'];

let hooked = false;
function ensureHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const element = node as Element;
    const src = element.getAttribute('src') ?? '';
    if (!/^https:\/\//i.test(src)) element.parentNode?.removeChild(element);
  });
}

/**
 * On the server DOMPurify parses with jsdom, which costs more than rendering the rest of a page;
 * the same texts (a partner's landing content, a product's description) come back on every
 * request, so results are remembered by their input. Sanitising is a pure function of it.
 */
const remembered = new LruCache<string, string>(2_000);
const REMEMBER_MAX_CHARS = 50_000;

export function sanitizeRichText(html: string): string {
  const hit = remembered.get(html);
  if (hit !== undefined) return hit;
  ensureHook();
  const clean = DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: IFRAME_ATTRIBUTES,
    FORBID_ATTR: ['style', 'srcdoc'],
  });
  if (html.length <= REMEMBER_MAX_CHARS) remembered.set(html, clean);
  return clean;
}
