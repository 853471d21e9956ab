import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { escapeHtml } from '../../mail/templates';

/**
 * Every sandbox page says, in both languages, that it takes no money (issue #14 §1): the page is
 * a test double of a bank's, so nobody should mistake it for a real payment.
 */
const TEST_NOTICE = `<p role="note" class="sandbox-test-notice" style="border:2px solid #b45309;background:#fef3c7;padding:.75em;font-weight:bold"><span lang="el">${escapeHtml(el.checkout.testPayment)}</span><br><span lang="en">${escapeHtml(en.checkout.testPayment)}</span></p>`;

/**
 * The sandboxes' hosted pages: plain HTML (no storefront styles, not translated; a test double).
 * `choices` are the buttons, each a POST of `fields` plus `action` to `action`.
 */
export function sandboxPage(input: { provider: string; heading: string; amount: { cents: number; currency: string; language: string }; action: string; fields: Record<string, string>; choices: readonly ('pay' | 'decline' | 'cancel')[] }): string {
  const amount = new Intl.NumberFormat(input.amount.language === 'en' ? 'en' : 'el', { style: 'currency', currency: input.amount.currency }).format(input.amount.cents / 100);
  const hidden = hiddenInputs(input.fields);
  const label = { pay: 'Pay', decline: 'Decline', cancel: 'Cancel' } as const;
  const buttons = input.choices.map((choice) => `<button type="submit" name="action" value="${choice}">${label[choice]}</button>`).join(' ');
  const title = `${escapeHtml(input.provider)} sandbox`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${TEST_NOTICE}<h1>${title}</h1><p>${escapeHtml(input.heading)}: <strong>${escapeHtml(amount)}</strong></p><form method="post" action="${escapeHtml(input.action)}">${hidden}${buttons}</form></body></html>`;
}

const hiddenInputs = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The auto-posting page's one script: the API's Content-Security-Policy allows it by its hash (lib/backend/http/security-headers.ts). */
export const AUTO_POST_SCRIPT = 'document.forms[0].submit()';

/** A page that posts a provider's return to the shop at once, as a bank's page does (a Continue button without JavaScript). */
export function sandboxAutoPost(provider: string, action: string, fields: Readonly<Record<string, string>>): string {
  const title = `${escapeHtml(provider)} sandbox`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${TEST_NOTICE}<h1>${title}</h1><p>Returning to the shop…</p><form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<button type="submit">Continue</button></form><script>${AUTO_POST_SCRIPT}</script></body></html>`;
}

export const sandboxMessage = (provider: string, status: number, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(provider)} sandbox</title></head><body>${TEST_NOTICE}<h1>${escapeHtml(provider)} sandbox</h1><p>${status}: ${escapeHtml(text)}</p></body></html>`;
