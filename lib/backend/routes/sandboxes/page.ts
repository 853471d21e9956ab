import { createTranslator } from 'use-intl/core';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { escapeHtml } from '../../mail/templates';

/**
 * Every sandbox page says, in both languages, that it takes no money (issue #14 §1): the page is
 * a test double of a bank's, so nobody should mistake it for a real payment.
 */
const TEST_NOTICE = `<p role="note" class="sandbox-test-notice" style="border:2px solid #b45309;background:#fef3c7;padding:.75em;font-weight:bold"><span lang="el">${escapeHtml(el.checkout.testPayment)}</span><br><span lang="en">${escapeHtml(en.checkout.testPayment)}</span></p>`;

export type SandboxLanguage = 'el' | 'en';

/** The payment request's language as a provider writes it (`en`, `en-GB`, `el-GR`, `el`…): Greek unless English. */
export const sandboxLanguage = (code: string | undefined): SandboxLanguage => (code?.toLowerCase().startsWith('en') ? 'en' : 'el');

/**
 * The sandbox pages' texts (`messages/*.json`, `sandbox`) in a language, through the same
 * translator as the mails (the build precompiles the catalogues' ICU messages).
 */
export function sandboxText(language: SandboxLanguage, key: keyof typeof en.sandbox, values: Record<string, string> = {}): string {
  const t = createTranslator({ locale: language, messages: language === 'en' ? en : el, namespace: 'sandbox' });
  return t(key, values);
}

/**
 * The shop's look on the sandbox pages (issue #46): its colours, radius and buttons
 * (app/[lang]/tokens.css, controls.css) in a small stylesheet of their own, the API's CSP
 * allowing inline styles and loading nothing (hence the system font). The first choice is the
 * main button, the others secondary.
 */
export const SANDBOX_STYLE =
  'body{margin:0;padding:24px 16px 48px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#111827;background:#f4f5f7}' +
  'main{max-width:480px;margin:0 auto;padding:24px;background:#fff;border:1px solid #e2e5ea;border-radius:10px;box-shadow:0 4px 12px rgb(16 24 40/.12)}' +
  'h1{font-size:1.5rem;line-height:1.2;margin:16px 0}' +
  '.sandbox-test-notice{margin:0;border-radius:6px}' +
  'form{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}' +
  'button{font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border-radius:10px;border:1px solid #8a94a3;background:#fff;color:#111827;cursor:pointer}' +
  'button:hover{border-color:#111827;background:#f4f5f7}' +
  'button:first-of-type{background:#0b5cad;border-color:#0b5cad;color:#fff}' +
  'button:first-of-type:hover{background:#094a8c}' +
  'button:focus-visible{outline:3px solid #2f7ad1;outline-offset:2px}' +
  '@media (max-width:520px){button{flex:1 1 100%}}';

const frame = (language: SandboxLanguage, provider: string, body: string): string => {
  const title = escapeHtml(sandboxText(language, 'title', { provider }));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${SANDBOX_STYLE}</style></head><body><main>${TEST_NOTICE}<h1>${title}</h1>${body}</main></body></html>`;
};

/**
 * The sandboxes' hosted pages: plain HTML in the shop's look (SANDBOX_STYLE), in the payment request's
 * language (issue #16 item 11). `choices` are the buttons, each a POST of `fields` plus `action` to `action`.
 */
export function sandboxPage(input: {
  provider: string;
  reference: string;
  amount: { cents: number; currency: string; language: SandboxLanguage };
  action: string;
  fields: Record<string, string>;
  choices: readonly ('pay' | 'decline' | 'cancel')[];
  /** Trusted HTML inside the form before the buttons (the IRIS bank choice and QR: iris-page.ts). */
  extra?: string;
}): string {
  const language = input.amount.language;
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: input.amount.currency }).format(input.amount.cents / 100);
  const buttons = input.choices.map((choice) => `<button type="submit" name="action" value="${choice}">${escapeHtml(sandboxText(language, choice))}</button>`).join(' ');
  const heading = escapeHtml(sandboxText(language, 'order', { reference: input.reference }));
  const body = `<p>${heading}: <strong>${escapeHtml(amount)}</strong></p><form method="post" action="${escapeHtml(input.action)}">${hiddenInputs(input.fields)}${input.extra ?? ''}${buttons}</form>`;
  return frame(language, input.provider, body);
}

const hiddenInputs = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The auto-posting page's one script: the API's Content-Security-Policy allows it by its hash (lib/backend/http/security-headers.ts). */
export const AUTO_POST_SCRIPT = 'document.forms[0].submit()';

/** A page that posts a provider's return to the shop at once, as a bank's page does (a Continue button without JavaScript). */
export function sandboxAutoPost(provider: string, action: string, fields: Readonly<Record<string, string>>, language: SandboxLanguage): string {
  const body = `<p>${escapeHtml(sandboxText(language, 'returning'))}</p><form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<button type="submit">${escapeHtml(sandboxText(language, 'continue'))}</button></form><script>${AUTO_POST_SCRIPT}</script>`;
  return frame(language, provider, body);
}

/**
 * A refusal of a malformed or stale request to a sandbox: the provider's own diagnostic (English,
 * as the real providers answer such requests), framed in both languages' test notice.
 */
export const sandboxMessage = (provider: string, status: number, text: string): string => frame('en', provider, `<p>${status}: ${escapeHtml(text)}</p>`);
