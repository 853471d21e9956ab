import { vatBreakdown } from '@/lib/fiscal/vat-breakdown';
import { formatMoney } from '@/lib/i18n/money';
import { documentTranslator, type DocumentContent } from './document-content';
import { documentDate } from './document-rules';

/**
 * A credit note's PDF (issue #47): the order's document as document-content.ts makes it with the
 * credit note as its fiscal document (title, series and number, seller and buyer, MARK, UID, QR,
 * VAT per rate), its lines the credited amounts by VAT rate, its totals net, VAT and total, why it
 * was issued, dated the day it was, and the order as reference. Pure.
 */
export function creditNoteContent(base: DocumentContent, credit: { lines?: readonly { vatCategory: number; netCents: number; vatCents: number }[]; issuedAt: Date; reason: string; orderNumber: string; series: string; year: number; number: number }): DocumentContent {
  const language = base.language;
  const t = documentTranslator(language);
  const money = (cents: number) => formatMoney(cents, language);
  const rates = vatBreakdown(credit.lines ?? []);
  const reason = t(`creditReasons.${credit.reason === 'return' ? 'return' : credit.reason === 'cancellation' ? 'cancellation' : 'refund'}`);
  const net = rates.reduce((sum, r) => sum + r.netCents, 0);
  const vat = rates.reduce((sum, r) => sum + r.vatCents, 0);
  return {
    ...base,
    // A header value is Latin-1: the file is named by the order and the credit note's year and number.
    fileName: `${credit.orderNumber}-credit-${credit.year}-${credit.number}.pdf`,
    metaTitle: `${base.title} ${credit.orderNumber}`,
    date: t('date', { date: documentDate(credit.issuedAt.toISOString()) }),
    rows: rates.map((r) => ({ code: '', name: t('creditLine', { rate: r.rateBasisPoints / 100 }), variant: reason, quantity: '1', unitPrice: money(r.netCents + r.vatCents), lineTotal: money(r.netCents + r.vatCents) })),
    totals: [
      { key: 'net', label: t('totals.net'), amount: money(net) },
      { key: 'vat', label: t('totals.vat'), amount: money(vat) },
      { key: 'total', label: t('totals.total'), amount: money(net + vat) },
    ],
    methods: [{ label: t('creditReason'), value: reason }],
  };
}
