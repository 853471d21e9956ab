import { documentLabel } from '@/lib/fiscal/document-series';
import { invoiceTypeName } from '@/lib/fiscal/mydata-codes';
import type { DocumentKind } from '@/lib/orders/order-document';

/**
 * What an order's PDF says about the seller and its fiscal document (issue #47, decision 0071):
 * the issuer's legal details (name, ΑΦΜ, tax office, address, registry number, contact) and the
 * shop it sold through; once the sale document exists, its type as myDATA names it, its series and
 * number, and the MARK, UID and QR that myDATA gave (or that it is on its way); before that, plainly
 * an order confirmation, not a fiscal document. Pure: texts through the caller's translator.
 */
export type DocumentIssuer = { name: string; address: string; vatNumber: string; taxOffice: string; registryNumber: string; phone: string; email: string };

export type DocumentFiscalFacts = {
  invoiceType: string;
  series: string;
  year: number;
  number: number;
  status: 'pending' | 'transmitted' | 'rejected' | 'cancelling' | 'cancelled';
  mark: string | null;
  uid: string | null;
  qrUrl: string | null;
  /** An invoice's buyer as staff corrected it on the document (decisions 0070, 0080); none = the order's invoice details. */
  buyer?: { vatNumber: string; country: string; street: string; postalCode: string; city: string; name?: string } | null;
  /** Its lines, for the VAT per rate. */
  lines?: readonly { vatCategory: number; netCents: number; vatCents: number }[];
};

export type Translate = (key: string, values?: Record<string, string | number>) => string;


export function sellerLines(issuer: DocumentIssuer, shopName: string, t: Translate): string[] {
  return [
    issuer.name,
    `${t('vatNumber')}: ${issuer.vatNumber}`,
    `${t('irs')}: ${issuer.taxOffice}`,
    issuer.address,
    `${t('registry')}: ${issuer.registryNumber}`,
    `${t('phone')}: ${issuer.phone}`,
    `${t('email')}: ${issuer.email}`,
    t('shop', { name: shopName }),
  ];
}

/** The title and the number lines: the fiscal document's once issued, the order's confirmation before. */
export function documentHeading(kind: DocumentKind, fiscal: DocumentFiscalFacts | undefined, orderNumber: string, t: Translate): { title: string; number: string; reference?: string } {
  if (!fiscal) return { title: t('title.confirmation'), number: t('number', { number: orderNumber }) };
  const typeKey = invoiceTypeName(fiscal.invoiceType);
  return {
    title: typeKey ? t(`fiscalTitle.${typeKey}`) : t(`title.${kind}`),
    number: t('documentNumber', { label: documentLabel(fiscal) }),
    reference: t('orderReference', { number: orderNumber }),
  };
}

/** The fiscal block under the totals: MARK and UID with the QR once transmitted, the wait before, the notice without a document. */
export function fiscalNotes(kind: DocumentKind, fiscal: DocumentFiscalFacts | undefined, t: Translate): { lines: string[]; qrUrl: string | null } {
  if (!fiscal) return { lines: [t('fiscal.notIssued', { kind })], qrUrl: null };
  if (fiscal.status !== 'transmitted' || !fiscal.mark) return { lines: [t('fiscal.pending')], qrUrl: null };
  return {
    lines: [t('fiscal.mark', { mark: fiscal.mark }), ...(fiscal.uid ? [t('fiscal.uid', { uid: fiscal.uid })] : []), t('fiscal.transmitted')],
    qrUrl: fiscal.qrUrl,
  };
}
