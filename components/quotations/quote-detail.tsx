'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { IntentLink } from '@/components/ui/intent-link';
import { useMoney } from '@/components/ui/use-money';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchQuote } from '@/lib/api/quotations';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { QuoteActions } from './quote-actions';
import { QuoteLines } from './quote-lines';

/** One quote (issue #18 item 3): status, validity, comments, the lines (requested vs quoted) and what the customer may do now. */
export function QuoteDetail({ lang, partnerId, uid }: { lang: Language; partnerId: string; uid: string }) {
  const t = useTranslations('quotes');
  const format = useFormatter();
  const money = useMoney();
  const quote = useQuery({ queryKey: queryKeys.quote(partnerId, uid), queryFn: () => fetchQuote(uid), retry: false });
  const back = (
    <IntentLink href={buildPath({ lang, partnerId, path: 'profile/quotes' })}>{t('back')}</IntentLink>
  );

  if (quote.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        {back}
      </div>
    );
  }
  if (!quote.data) return <FullPageSpinner />;
  const q = quote.data;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const fact = (label: string, value: string, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <>
      <p>{back}</p>
      <h2>{t('detailTitle', { date: format.dateTime(new Date(q.createdAt), { dateStyle: 'medium' }) })}</h2>
      <dl className="quote-facts">
        {fact(t('status'), t(`statuses.${q.status}`) + (q.orderUid ? ` · ${t('ordered')}` : ''), 'quote-status')}
        {q.validUntil && fact(t('validUntil'), when(q.validUntil), 'quote-valid-until')}
        {fact(t('requestedTotal'), money(q.requestedTotal))}
        {q.quotedTotal !== null && fact(t('quotedTotal'), money(q.quotedTotal), 'quote-total')}
      </dl>
      {q.comment && (
        <>
          <h3>{t('yourComment')}</h3>
          <p className="quote-text">{q.comment}</p>
        </>
      )}
      {q.staffNote && (
        <>
          <h3>{t('ourNote')}</h3>
          <p className="quote-text">{q.staffNote}</p>
        </>
      )}
      <QuoteLines lines={q.lines} />
      <QuoteActions quote={q} lang={lang} partnerId={partnerId} />
    </>
  );
}
