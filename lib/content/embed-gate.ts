import { embedProviderOfSrc, type EmbedKind, type EmbedProvider } from '@/lib/consent/embed-providers';

/**
 * Click-to-load embeds (issue #49 item 1, decision 0094): in the storefront's rich text every
 * (already sanitised) iframe becomes a placeholder in the page's language that names the third
 * party and loads nothing. The page is the same for every visitor (cached); the browser puts the
 * frame back when the visitor allowed third-party content or clicks "Load" on this one
 * (lib/consent/consent-runtime.ts reads the `data-embed-*` attributes).
 */
export type EmbedGateLabels = {
  /** "This video is from YouTube (Google Ireland Ltd). Loading it sends …" */
  notice(provider: EmbedProvider): string;
  load(kind: EmbedKind): string;
  open(host: string): string;
};

/** The frame's attributes the placeholder keeps to rebuild it (the sanitiser already fixed their values). */
export const EMBED_ATTRIBUTES = ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'sandbox', 'referrerpolicy', 'loading'] as const;

/** Replaces every iframe of a sanitised fragment by its placeholder. */
export function gateEmbeds(fragment: DocumentFragment, labels: EmbedGateLabels): void {
  for (const frame of Array.from(fragment.querySelectorAll('iframe'))) {
    const src = frame.getAttribute('src') ?? '';
    const provider = embedProviderOfSrc(src);
    if (!provider) {
      frame.remove();
      continue;
    }
    frame.replaceWith(placeholder(frame, src, provider, labels));
  }
}

function placeholder(frame: Element, src: string, provider: EmbedProvider, labels: EmbedGateLabels): Element {
  const doc = frame.ownerDocument;
  const box = doc.createElement('div');
  box.className = `embed-gate embed-gate--${provider.kind}`;
  for (const name of EMBED_ATTRIBUTES) {
    const value = frame.getAttribute(name);
    if (value !== null) box.setAttribute(`data-embed-${name}`, value);
  }
  const notice = doc.createElement('p');
  notice.className = 'embed-gate__notice';
  notice.textContent = labels.notice(provider);
  const actions = doc.createElement('p');
  actions.className = 'embed-gate__actions';
  const load = doc.createElement('button');
  load.setAttribute('type', 'button');
  load.className = 'button-secondary';
  load.setAttribute('data-embed-load', '');
  load.textContent = labels.load(provider.kind);
  const open = doc.createElement('a');
  open.setAttribute('href', src);
  open.setAttribute('target', '_blank');
  open.setAttribute('rel', 'noopener noreferrer');
  open.textContent = labels.open(new URL(src).hostname);
  actions.append(load, ' ', open);
  box.append(notice, actions);
  return box;
}
