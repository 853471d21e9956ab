import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import type { CompanyStatement } from '@/lib/contract/staff-companies';
import { formatMoney } from '@/lib/i18n/money';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { sellerLines, type DocumentIssuer, type Translate } from './document-fiscal';
import { documentDate } from './document-rules';

/**
 * What a company's credit statement says on paper (issue #50 item 5, decision 0101), as text in
 * one language (the request's; not a fiscal document, so not bilingual): the issuer (the partner's
 * own or the shop's company) at the top, the company, the terms and figures, the period with its
 * opening and closing balance, and one row per ledger entry. Labels from `companyStatement.*` of
 * messages/*.json, the issuer's from `orderDocument.*`. Pure; statement-pdf.ts lays it out.
 */
export type StatementRow = { date: string; entry: string; reference: string; amount: string; due: string; balance: string };

export type StatementContent = {
  language: Language;
  fileName: string;
  metaTitle: string;
  title: string;
  issued: string;
  issuer: string[];
  customer: { heading: string; lines: string[] };
  summary: { label: string; value: string }[];
  period: string;
  columns: StatementRow;
  rows: StatementRow[];
  opening: { label: string; amount: string };
  closing: { label: string; amount: string };
  empty: string;
  note: string;
  pageLabel: (page: number, pages: number) => string;
};

const catalogues = { el, en } as const;

export function statementContent(input: { statement: CompanyStatement; language: Language; issuer: DocumentIssuer; shopName: string }): StatementContent {
  const { statement: s, language } = input;
  const t = createTranslator({ locale: language, messages: catalogues[language], namespace: 'companyStatement' });
  const tIssuer = createTranslator({ locale: language, messages: catalogues[language], namespace: 'orderDocument' });
  const money = (cents: number) => formatMoney(cents, language);
  const day = (iso: string | null) => (iso ? documentDate(iso) : '');
  const generated = day(s.generatedAt);
  const title = t('title');
  const reference = (line: CompanyStatement['lines'][number]) => {
    if (line.orderNumber) return line.purchaseOrderNumber ? t('orderWithPo', { number: line.orderNumber, po: line.purchaseOrderNumber }) : line.orderNumber;
    return line.reference ?? '';
  };
  return {
    language,
    fileName: `statement-${s.company.vatNumber}-${s.generatedAt.slice(0, 10)}.pdf`,
    metaTitle: `${title} ${s.company.name}`,
    title,
    issued: t('issued', { date: generated }),
    issuer: sellerLines(input.issuer, input.shopName, ((key, values) => tIssuer(key as never, values as never)) as Translate),
    customer: {
      heading: t('customer'),
      lines: [s.company.name, t('vatNumber', { vat: s.company.vatNumber }), t('taxOffice', { office: s.company.taxOffice }), s.company.activity],
    },
    summary: [
      { label: t('terms'), value: s.paymentTermsDays === null ? t('noTerms') : t('termsDays', { days: s.paymentTermsDays }) },
      { label: t('creditLimit'), value: money(s.creditLimitCents) },
      { label: t('owed'), value: money(s.credit.owedCents) },
      { label: t('available'), value: money(s.credit.availableCents) },
      { label: t('overdue'), value: s.credit.overdueCents > 0 ? t('overdueSince', { amount: money(s.credit.overdueCents), date: day(s.credit.oldestDueAt) }) : money(0) },
    ],
    period: t('period', { from: s.period.from ? day(`${s.period.from}T12:00:00Z`) : t('fromStart'), to: s.period.to ? day(`${s.period.to}T12:00:00Z`) : generated }),
    columns: { date: t('columns.date'), entry: t('columns.entry'), reference: t('columns.reference'), amount: t('columns.amount'), due: t('columns.due'), balance: t('columns.balance') },
    rows: s.lines.map((line) => ({ date: day(line.date), entry: t(`kinds.${line.kind}`), reference: reference(line), amount: money(line.amountCents), due: day(line.dueAt), balance: money(line.balanceCents) })),
    opening: { label: t('opening'), amount: money(s.openingBalanceCents) },
    closing: { label: t('closing'), amount: money(s.closingBalanceCents) },
    empty: t('empty'),
    note: t('note'),
    pageLabel: (page, pages) => t('page', { page, pages }),
  };
}
