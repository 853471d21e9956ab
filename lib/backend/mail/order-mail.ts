import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import { formatMoney } from '@/lib/i18n/money';
import { documentKind } from '@/lib/orders/order-document';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { Mail } from '../services/mailer';
import { escapeHtml } from './templates';

/**
 * The order confirmation mail: order number, lines, totals, shipping and payment method, and a
 * link to the order's page, where the customer, logged in, downloads the invoice or receipt (the
 * mail says which; no document link works without a session). Every string comes from messages/*.json (`email.order.*`, colour names
 * from `catalog.colorNames`); amounts in euro, formatted for the language.
 */
const catalogues = { el, en } as const;

export function renderOrderMail(input: { order: Order; language: Language; partnerId: number; partnerName: string; firstName: string; link: string }): Mail {
  const { order, language } = input;
  const t = createTranslator({ locale: language, messages: catalogues[language] });
  const money = (cents: number) => formatMoney(cents, language);
  const values = { partner: input.partnerName, name: input.firstName, number: order.orderNumber };

  const lines = order.lines.map((line) => {
    const details = [t(`catalog.colorNames.${line.color}`), ...(line.size ? [t('email.order.size', { size: line.size })] : [])].join(', ');
    return t('email.order.line', { quantity: line.quantity, name: line.name, details, amount: money(line.total.gross) });
  });
  const totals: [string, string][] = [
    [t('email.order.net'), money(order.totals.net)],
    [t('email.order.vat'), money(order.totals.vat)],
    ...(order.totals.discount > 0 ? [[t('email.order.discount'), `−${money(order.totals.discount)}`] as [string, string]] : []),
    [t('email.order.shipping'), order.totals.shipping > 0 ? money(order.totals.shipping) : t('email.order.free')],
    ...(order.totals.codFee > 0 ? [[t('email.order.codFee'), money(order.totals.codFee)] as [string, string]] : []),
    [t('email.order.total'), money(order.totals.total)],
  ];
  const place = order.store
    ? t('email.order.shippingMethods.store_pickup', { store: `${order.store.name}, ${order.store.address}, ${order.store.city}` })
    : order.locker
      ? t('email.order.shippingMethods.boxnow', { locker: `${order.locker.name}, ${order.locker.address}, ${order.locker.city}` })
      : t('email.order.shippingMethods.courier', { address: [order.shippingAddress?.address, order.shippingAddress?.postalCode, order.shippingAddress?.city].filter(Boolean).join(', ') });
  const paymentMethod = t(`email.order.paymentMethods.${order.paymentMethod}`, { provider: order.paymentProvider ?? '' });
  const methods = [
    t('email.order.shippingMethod', { method: place }),
    t('email.order.paymentMethod', { method: paymentMethod }),
    // A company order's purchase-order number (issue #50), as the buyer gave it.
    ...(order.purchaseOrderNumber ? [t('email.order.purchaseOrder', { po: order.purchaseOrderNumber })] : []),
  ];

  const subject = t('email.order.subject', values);
  const body = t('email.order.body', values);
  const action = t('email.order.action', values);
  const greeting = t('email.greeting', values);
  const signature = t('email.signature', values);
  const items = t('email.order.items');
  const document = t('orderDocument.mail', { kind: documentKind(order.type) });
  const text = [
    greeting, '', body, '', `${items}:`, ...lines.map((l) => `- ${l}`), '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`), '', ...methods, '', `${action}: ${input.link}`, document, '', signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<h2>${escapeHtml(items)}</h2>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<table>${totals.map(([label, amount]) => `<tr><th align="left">${escapeHtml(label)}</th><td align="right">${escapeHtml(amount)}</td></tr>`).join('')}</table>`,
    ...methods.map((m) => `<p>${escapeHtml(m)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a><br>${escapeHtml(document)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { partnerId: input.partnerId, to: order.email, kind: 'orderPlaced', language, subject, text, html, links: [input.link] };
}
