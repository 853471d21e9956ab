import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import { formatMoney } from '@/lib/i18n/money';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { documentFileName, documentKind, type DocumentKind } from '@/lib/orders/order-document';
import { documentDate, documentLineCents, documentTotals, documentUnitCents, type TotalKey } from './document-rules';
import { vatBreakdown } from '@/lib/fiscal/vat-breakdown';
import { bilingualLine } from './bilingual-line';
import { documentHeading, fiscalNotes, sellerLines, type DocumentFiscalFacts, type DocumentIssuer, type Translate } from './document-fiscal';
import type { VatZone } from '@/lib/rules/vat-zone';

/**
 * Everything an order's document says, as text in its language (labels from `orderDocument.*` of
 * messages/*.json, amounts by formatMoney): what render-pdf.ts lays out. No PDF here, so it is
 * tested as plain data.
 */
export type DocumentParty = { heading: string; lines: string[] };
export type DocumentRow = { code: string; name: string; variant: string; quantity: string; unitPrice: string; lineTotal: string };
export type DocumentContent = {
  kind: DocumentKind;
  language: Language;
  fileName: string;
  /** The PDF's metadata title: "Invoice ACM-2026-000123". */
  metaTitle: string;
  title: string;
  number: string;
  /** The order a fiscal document is of (none on an order confirmation, whose number is the order's). */
  reference?: string;
  date: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  columns: DocumentRow;
  rows: DocumentRow[];
  totals: { key: TotalKey; label: string; amount: string }[];
  /** A fiscal document's VAT per rate ("VAT 24 % on €102.82": €24.68); none on an order confirmation. */
  vatRates: { label: string; amount: string }[];
  methods: { label: string; value: string }[];
  note: string;
  /** MARK, UID and that it was transmitted, with the QR to draw; or why there is none yet. */
  fiscal: { lines: string[]; qrUrl: string | null };
  pageLabel: (page: number, pages: number) => string;
};

const catalogues = { el, en } as const;

/**
 * The document's labels: Greek always (a Greek fiscal document is in Greek), and for an English
 * order the English beside the Greek ("Σύνολο / Total", a shared value once: bilingual-line.ts); amounts, names and addresses as the order has them.
 */
export function documentTranslator(language: Language) {
  const greek = createTranslator({ locale: 'el', messages: catalogues.el, namespace: 'orderDocument' });
  if (language === 'el') return greek;
  const english = createTranslator({ locale: 'en', messages: catalogues.en, namespace: 'orderDocument' });
  const both = (key: never, values?: never) => bilingualLine(greek(key, values), english(key, values), values);
  return Object.assign(both, { has: greek.has }) as unknown as typeof greek;
}

/**
 * `giftCardCents`: what a gift card paid of the order (issue #45; docs/decisions/0030): a payment,
 * listed with the payment method, never a discount; the totals and their VAT stay the order's.
 * `issuer`: the company that sells (issue #47), `shopName` the partner's shop it sold through;
 * `fiscal`: the order's sale document once issued (document-fiscal.ts); `vatZone`: the VAT the order
 * was priced at, which the note under the totals explains.
 */
export function documentContent(input: { order: Order; language: Language; issuer: DocumentIssuer; shopName: string; fiscal?: DocumentFiscalFacts; giftCardCents?: number; vatZone?: VatZone }): DocumentContent {
  const { order, language } = input;
  const t = documentTranslator(language);
  // What the order says (how it ships and is paid, a line's size) stays in its own language.
  const tOwn = createTranslator({ locale: language, messages: catalogues[language], namespace: 'orderDocument' });
  const tAll = createTranslator({ locale: language, messages: catalogues[language] });
  const money = (cents: number) => formatMoney(cents, language);
  const kind = documentKind(order.type);
  // The fiscal texts' keys are picked at run time (by document type): checked by document-content.test.ts.
  const tFiscal: Translate = (key, values) => t(key as never, values as never);
  const heading = documentHeading(kind, input.fiscal, order.orderNumber, tFiscal);
  const b = order.billing;

  // An invoice's buyer as staff corrected it on the document (decisions 0070, 0080), else the order's.
  const billed = order.invoice ? input.fiscal?.buyer : undefined;
  const sameCompany = !billed || billed.vatNumber === order.invoice?.vatNumber;
  const company = order.invoice
    ? [
        ...[billed?.name ?? (sameCompany ? order.invoice.companyName : undefined)].filter((line) => line !== undefined),
        `${t('vatNumber')}: ${billed?.vatNumber ?? order.invoice.vatNumber}`,
        ...(sameCompany ? [`${t('job')}: ${order.invoice.job}`, `${t('irs')}: ${order.invoice.irs}`] : []),
        `${t('billingAddress')}:`,
      ]
    : [];
  const buyerLines = [
    ...company,
    `${b.firstName} ${b.lastName}`,
    billed?.street ?? b.address,
    [billed?.postalCode ?? b.postalCode, billed?.city ?? b.city].filter(Boolean).join(' '),
    [billed ? undefined : b.region, tAll(`checkout.address.countries.${(billed?.country ?? b.country) as typeof b.country}`)].filter(Boolean).join(', '),
    `${t('mobile')}: ${b.mobile}`,
    `${t('email')}: ${order.email}`,
  ];

  const place = order.store
    ? tOwn('shippingMethods.store_pickup', { store: `${order.store.name}, ${order.store.address}, ${order.store.city}` })
    : order.locker
      ? tOwn('shippingMethods.boxnow', { locker: `${order.locker.name}, ${order.locker.address}, ${order.locker.city}` })
      : tOwn('shippingMethods.courier', { address: [order.shippingAddress?.address, order.shippingAddress?.postalCode, order.shippingAddress?.city].filter(Boolean).join(', ') });

  return {
    kind,
    language,
    fileName: documentFileName(order.orderNumber),
    metaTitle: `${heading.title} ${order.orderNumber}`,
    ...heading,
    date: t('date', { date: documentDate(order.createdAt) }),
    seller: { heading: t('seller'), lines: sellerLines(input.issuer, input.shopName, tFiscal) },
    buyer: { heading: t('buyer'), lines: buyerLines },
    columns: {
      code: t('columns.code'),
      name: t('columns.name'),
      variant: t('columns.variant'),
      quantity: t('columns.quantity'),
      unitPrice: t('columns.unitPrice'),
      lineTotal: t('columns.lineTotal'),
    },
    rows: order.lines.map((line) => ({
      code: line.code,
      name: line.name,
      variant: [tAll(`catalog.colorNames.${line.color}`), ...(line.size ? [tOwn('size', { size: line.size })] : [])].join(', '),
      quantity: String(line.quantity),
      unitPrice: money(documentUnitCents(line)),
      lineTotal: money(documentLineCents(line)),
    })),
    totals: documentTotals(order.totals).map(({ key, cents, sign }) => ({ key, label: t(`totals.${key}`), amount: money(sign * cents) })),
    vatRates: vatBreakdown(input.fiscal?.lines ?? []).map((row) => ({ label: t('vatRate', { rate: row.rateBasisPoints / 100, net: money(row.netCents) }), amount: money(row.vatCents) })),
    methods: [
      { label: t('shippingMethod'), value: place },
      { label: t('paymentMethod'), value: tOwn(`paymentMethods.${order.paymentMethod}`, { provider: order.paymentProvider ?? '' }) },
      ...giftCardRows(input.giftCardCents ?? 0, order.totals.total, language, money),
    ],
    // Why the VAT is what it is: the islands' rates (decision 0077), none in an intra-Community supply (0078).
    note: t(input.vatZone === 'intraEu' ? 'pricesNoteIntraEu' : input.vatZone === 'islands' ? 'pricesNoteIslands' : 'pricesNote'),
    fiscal: fiscalNotes(kind, input.fiscal, tFiscal),
    pageLabel: (page, pages) => t('page', { page, pages }),
  };
}

/** The gift-card payment and what was left to pay by the order's method (none without one). */
function giftCardRows(cents: number, total: number, language: Language, money: (cents: number) => string): { label: string; value: string }[] {
  if (cents <= 0) return [];
  const t = createTranslator({ locale: language, messages: catalogues[language], namespace: 'giftCards' });
  return [
    { label: t('applied'), value: money(cents) },
    { label: t('due'), value: money(Math.max(0, total - cents)) },
  ];
}
