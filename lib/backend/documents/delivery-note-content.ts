import type { Language } from '@/lib/contract/enums';
import { documentDate } from './document-rules';
import { documentTranslator } from './document-content';
import { documentHeading, fiscalNotes, sellerLines, type DocumentFiscalFacts, type DocumentIssuer, type Translate } from './document-fiscal';

/**
 * What a shipment's delivery note (9.3, decision 0089) says on paper: the issuer as sender, the
 * recipient, the dispatch time, the purpose, where the goods are loaded and delivered, the carrier
 * and its tracking number, the goods and how many (no amounts), and the fiscal block (MARK, UID and
 * QR once myDATA registered it; a return once reported). Greek always, with English beside it for
 * an English order, as the order's documents (document-content.ts). Pure.
 */
export type DeliveryNoteFacts = {
  language: Language;
  issuer: DocumentIssuer;
  shopName: string;
  orderNumber: string;
  fiscal: DocumentFiscalFacts & { issuedAt: Date; returnMark: string | null };
  recipient: { name: string; phone: string };
  loading: string;
  delivery: string;
  carrier: string;
  parcelId: string;
  goods: readonly { code: string; description: string; quantity: number }[];
};

export type DeliveryNoteContent = {
  language: Language;
  title: string;
  number: string;
  reference: string;
  lines: string[];
  sender: { heading: string; lines: string[] };
  recipient: { heading: string; lines: string[] };
  columns: { code: string; description: string; quantity: string };
  rows: { code: string; description: string; quantity: string }[];
  fiscal: { lines: string[]; qrUrl: string | null };
};

const athensTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function deliveryNoteContent(facts: DeliveryNoteFacts): DeliveryNoteContent {
  const t = documentTranslator(facts.language);
  const tFiscal: Translate = (key, values) => t(key as never, values as never);
  const heading = documentHeading('receipt', facts.fiscal, facts.orderNumber, tFiscal);
  const notes = fiscalNotes('receipt', facts.fiscal, tFiscal);
  const at = facts.fiscal.issuedAt;
  return {
    language: facts.language,
    title: heading.title,
    number: heading.number,
    reference: heading.reference ?? '',
    lines: [
      t('deliveryNote.dispatch', { date: documentDate(at.toISOString()), time: athensTime.format(at) }),
      t('deliveryNote.purpose'),
      t('deliveryNote.carrier', { carrier: facts.carrier, parcel: facts.parcelId }),
    ],
    sender: { heading: t('deliveryNote.sender'), lines: [...sellerLines(facts.issuer, facts.shopName, tFiscal), `${t('deliveryNote.loading')}: ${facts.loading}`] },
    recipient: { heading: t('deliveryNote.recipient'), lines: [facts.recipient.name, facts.recipient.phone, `${t('deliveryNote.delivery')}: ${facts.delivery}`] },
    columns: { code: t('deliveryNote.columns.code'), description: t('deliveryNote.columns.description'), quantity: t('deliveryNote.columns.quantity') },
    rows: facts.goods.map((g) => ({ code: g.code, description: g.description, quantity: String(g.quantity) })),
    fiscal: {
      lines: [...notes.lines, t('deliveryNote.noValues'), ...(facts.fiscal.returnMark ? [t('deliveryNote.returned', { mark: facts.fiscal.returnMark })] : [])],
      qrUrl: notes.qrUrl,
    },
  };
}
