import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { QuoteApproval } from '@/components/staff/quotes/quote-approval';
import { QuoteForm } from '@/components/staff/quotes/quote-form';
import { QuoteLineTable } from '@/components/staff/quotes/quote-line-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe, getStaffQuote } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { isoToAthensLocal } from '@/lib/staff/athens-time';
import { decideQuoteApproval, saveQuote } from '@/lib/staff/quote-actions';
import { quoteValuesOf } from '@/lib/staff/quote-form';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
const WEEK = 7 * 86_400_000;
/** The form's default validity: a week from now, in Athens time. */
const inAWeek = () => isoToAthensLocal(new Date(Date.now() + WEEK).toISOString());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.quotes' });
  return { title: t('title') };
}

/**
 * One quotation for staff (issue #18 item 3): the customer, their comment, the lines with list,
 * requested and quoted prices, and, for an Employee or the partner's SalesPerson while it may
 * still be revised, the form that sends prices (valid a week by default) or declines it.
 */
export default async function StaffQuotePage({ params, searchParams }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Language;
  setRequestLocale(lang);
  const login = `${staffPath(lang, 'login', routingConfig)}?signedOut=1`;
  const [me, quote] = await Promise.all([getStaffMe(lang), getStaffQuote(lang, id)]);
  if (me.kind !== 'ok' || quote.kind === 'signed-out') redirect(login);
  if (quote.kind === 'not-found') notFound();
  const q = quote.data;
  const t = await getTranslations('staff.quotes');
  const statuses = await getTranslations('quotes.statuses');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const search = await searchParams;
  const saved = one(search.saved);
  const savedKeys = ['revise', 'decline', 'held', 'approve', 'reject'] as const;
  const savedKey = savedKeys.find((k) => k === saved);
  const labels = {
    lines: q.lines.map((line) => ({ variantId: line.variantId, price: t('fields.price', { name: `${line.code} ${line.name} ${line.size ?? ''}`.trim() }), hint: t('fields.priceHint', { list: formatMoney(line.listUnitGross, lang) }) })),
    validUntil: t('fields.validUntil'),
    validUntilHint: t('fields.validUntilHint'),
    note: t('fields.note'),
    revise: t('revise'),
    revising: t('revising'),
    decline: t('decline'),
  };
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path={`quotes/${q.id}`} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'quotes', routingConfig)}>{t('back')}</Link>
        </p>
        <h1>{t('detailTitle', { date: when(q.createdAt) })}</h1>
        <StaffNotice error={one(search.error)} success={savedKey ? t(`saved.${savedKey}`) : undefined} />
        <dl className="staff-partner-values">
          <dt>{t('columns.partner')}</dt>
          <dd>{q.partner}</dd>
          <dt>{t('columns.customer')}</dt>
          <dd>{`${q.customer.name} <${q.customer.email}>`}</dd>
          <dt>{t('columns.status')}</dt>
          <dd data-testid="staff-quote-status">{q.approval ? `${statuses(q.status)} · ${t('awaitingApproval')}` : statuses(q.status)}</dd>
          {q.validUntil && (
            <>
              <dt>{t('columns.validUntil')}</dt>
              <dd>{when(q.validUntil)}</dd>
            </>
          )}
          <dt>{t('language')}</dt>
          <dd>{q.language}</dd>
          {q.orderUid && (
            <>
              <dt>{t('columns.status')}</dt>
              <dd>{t('ordered', { uid: q.orderUid })}</dd>
            </>
          )}
        </dl>
        {q.comment && (
          <>
            <h2>{t('comment')}</h2>
            <p className="staff-return-comment">{q.comment}</p>
          </>
        )}
        <QuoteLineTable lang={lang} lines={q.lines} />
        {q.approval && <QuoteApproval lang={lang} approval={q.approval} lines={q.lines} mayApprove={q.mayApprove} action={decideQuoteApproval.bind(null, lang, q.id)} />}
        {q.mayRevise ? (
          <QuoteForm action={saveQuote.bind(null, lang, q.id, q.lines.map((l) => l.variantId))} initial={{ values: quoteValuesOf(q, inAWeek()), errors: {} }} labels={labels} />
        ) : (
          <p role="status">{t('readOnly')}</p>
        )}
      </main>
    </>
  );
}
