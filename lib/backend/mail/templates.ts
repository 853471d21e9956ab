import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { Mail } from '../services/mailer';

/** Transactional mail in the customer's language; every string comes from messages/*.json. */
const catalogues = { el, en } as const;

export type MailKind = 'verify' | 'reset' | 'alreadyRegistered' | 'passwordChanged' | 'returnRequested' | 'orderInDelivery' | 'orderReadyForPickup' | 'orderDelivered' | 'orderCancelled' | 'orderRefunded' | 'returnRefunded' | 'returnRejected' | 'quoteRevised' | 'accountDeleted' | PurchaseRequestMailKind;
/** A company's purchase request (issue #50): to its approvers when placed, to its buyer when placed and when it ends (request-mail.ts). */
export type PurchaseRequestMailKind = 'requestToApprove' | 'requestSent' | 'requestApprovedPay' | 'requestDeclined' | 'requestExpired' | 'requestCancelled';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderMail(input: {
  kind: MailKind;
  language: Language;
  to: string;
  partnerId: number;
  partnerName: string;
  firstName: string;
  link?: string;
  /** More values for the kind's texts (e.g. a return's `number` and `order`). */
  values?: Record<string, string>;
}): Mail {
  const t = createTranslator({ locale: input.language, messages: catalogues[input.language], namespace: 'email' });
  const values = { ...input.values, partner: input.partnerName, name: input.firstName };
  const subject = t(`${input.kind}.subject`, values);
  const body = t(`${input.kind}.body`, values);
  const action = input.link ? t(`${input.kind}.action`, values) : undefined;
  const signature = t('signature', values);
  const text = [t('greeting', values), '', body, ...(input.link ? ['', `${action}: ${input.link}`] : []), '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(t('greeting', values))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    input.link ? `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action!)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return {
    partnerId: input.partnerId,
    to: input.to,
    kind: input.kind,
    language: input.language,
    subject,
    text,
    html,
    links: input.link ? [input.link] : [],
  };
}
