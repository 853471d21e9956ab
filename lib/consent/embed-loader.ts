import { EMBED_ATTRIBUTES } from '@/lib/content/embed-gate';

/**
 * Puts embedded frames back in place of their click-to-load placeholders
 * (lib/content/embed-gate.ts) and takes them out again when consent is withdrawn. Plain DOM.
 */
const placeholders = new WeakMap<HTMLIFrameElement, HTMLElement>();

export function loadEmbed(gate: HTMLElement): HTMLIFrameElement | undefined {
  const src = gate.dataset.embedSrc;
  if (!src || !gate.isConnected) return undefined;
  const frame = document.createElement('iframe');
  for (const name of EMBED_ATTRIBUTES) {
    const value = gate.getAttribute(`data-embed-${name}`);
    if (value !== null) frame.setAttribute(name, value);
  }
  frame.className = 'embed-frame';
  frame.dataset.embedLoaded = '';
  placeholders.set(frame, gate);
  const hadFocus = gate.contains(document.activeElement);
  gate.replaceWith(frame);
  if (hadFocus) frame.focus();
  return frame;
}

export function loadAllEmbeds(root: ParentNode): void {
  for (const gate of Array.from(root.querySelectorAll<HTMLElement>('.embed-gate'))) loadEmbed(gate);
}

/** Withdrawn consent: every loaded frame goes back behind its placeholder (the third party is unloaded). */
export function unloadEmbeds(root: ParentNode): void {
  for (const frame of Array.from(root.querySelectorAll<HTMLIFrameElement>('iframe[data-embed-loaded]'))) {
    const gate = placeholders.get(frame);
    if (gate) frame.replaceWith(gate);
    else frame.remove();
  }
}

/** While third-party content is allowed: placeholders that arrive later (a client-side navigation) load too. */
export function watchEmbeds(root: Node): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.classList.contains('embed-gate')) loadEmbed(node);
        else loadAllEmbeds(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
