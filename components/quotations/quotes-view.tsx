'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { IntentLink } from '@/components/ui/intent-link';
import { useMoney } from '@/components/ui/use-money';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchQuotes } from '@/lib/api/quotations';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/** The customer's quotes (issue #18 item 3), newest first: status, totals, validity; each opens its page. */
export function QuotesView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('quotes');
  const format = useFormatter();
  const money = useMoney();
  const session = useSession();
  const quotes = useQuery({ queryKey: queryKeys.quotes(partnerId, session.id), queryFn: fetchQuotes, enabled: session.isAuthenticated });

  if (quotes.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void quotes.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!quotes.data) return <FullPageSpinner />;
  if (quotes.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="quotes-list" data-testid="quotes-list">
      {quotes.data.map((quote) => {
        const date = format.dateTime(new Date(quote.createdAt), { dateStyle: 'medium' });
        const total = quote.quotedTotal === null ? `${t('requestedTotal')}: ${money(quote.requestedTotal)}` : `${t('quotedTotal')}: ${money(quote.quotedTotal)}`;
        return (
          <li key={quote.uid} className="quote-card">
            <h2>{t('requestedOn', { date })}</h2>
            <p>
              <strong>{t(`statuses.${quote.status}`)}</strong>
              {quote.orderUid ? ` · ${t('ordered')}` : ''}
            </p>
            <p>
              {t('summary', { lines: quote.lineCount, units: quote.unitCount })} · {total}
            </p>
            <IntentLink className="button-secondary" href={buildPath({ lang, partnerId, path: `profile/quotes/${quote.uid}` })}>
              {t('open')}
              <span className="visually-hidden"> {t('requestedOn', { date })}</span>
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
