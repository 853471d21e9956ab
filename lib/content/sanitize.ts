import DOMPurify from 'isomorphic-dompurify';

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

export function sanitizeRichText(html: string): string {
  ensureHook();
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: IFRAME_ATTRIBUTES,
    FORBID_ATTR: ['style', 'srcdoc'],
  });
}
