'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { useMoney } from '@/components/ui/use-money';
import type { Language } from '@/lib/contract/enums';
import type { CompanyStatement } from '@/lib/contract/staff-companies';
import { companyKeys } from '@/lib/company/query-keys';
import { fetchStatement, fetchStatementPdf } from '@/lib/company/requests-api';
import { saveFile } from '@/lib/ui/save-file';
import { useSession } from '@/lib/session/use-session';
import { CompanyFrame } from './company-frame';

/**
 * The company's credit statement (issue #50 item 5), for its admin: the terms, the credit limit,
 * what is owed, what may still be charged, what is overdue and since when; every entry of the ledger
 * (charges, cancels, returns, payments received) with the balance after it; and the same as a PDF.
 */
export function CompanyStatementView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="statement">
      {() => <Statement lang={lang} partnerId={partnerId} />}
    </CompanyFrame>
  );
}

function Statement({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('company.statement');
  const session = useSession();
  const statement = useQuery({ queryKey: companyKeys.statement(partnerId, session.id), queryFn: fetchStatement, enabled: session.isAuthenticated });
  const pdf = useMutation({ mutationFn: () => fetchStatementPdf(lang), onSuccess: (blob) => saveFile(blob, t('fileName', { date: new Date().toISOString().slice(0, 10) })) });

  if (statement.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void statement.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!statement.data) return <FullPageSpinner />;
  return (
    <>
      <Figures statement={statement.data} />
      <div className="company-actions">
        <button type="button" className="button-secondary" onClick={() => !pdf.isPending && pdf.mutate()} aria-busy={pdf.isPending}>
          {pdf.isPending ? t('downloading') : t('download')}
        </button>
      </div>
      {pdf.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {t('downloadFailed')}
        </p>
      )}
      <Lines statement={statement.data} />
    </>
  );
}

function Figures({ statement }: { statement: CompanyStatement }) {
  const t = useTranslations('company.statement');
  const money = useMoney();
  const format = useFormatter();
  const { credit } = statement;
  return (
    <section className="card profile-card" aria-labelledby="statement-figures">
      <h2 id="statement-figures">{t('figures')}</h2>
      <dl className="company-facts" data-testid="statement-figures">
        <dt>{t('terms')}</dt>
        <dd>{statement.paymentTermsDays === null ? t('noTerms') : t('termsDays', { days: statement.paymentTermsDays })}</dd>
        <dt>{t('limit')}</dt>
        <dd>{money(statement.creditLimitCents)}</dd>
        <dt>{t('owed')}</dt>
        <dd data-testid="statement-owed">{money(credit.owedCents)}</dd>
        <dt>{t('available')}</dt>
        <dd data-testid="statement-available">{money(credit.availableCents)}</dd>
        <dt>{t('overdue')}</dt>
        <dd>
          {money(credit.overdueCents)}
          {credit.oldestDueAt && credit.overdueCents > 0 && ` · ${t('since', { date: format.dateTime(new Date(credit.oldestDueAt), { dateStyle: 'long' }) })}`}
        </dd>
      </dl>
    </section>
  );
}

function Lines({ statement }: { statement: CompanyStatement }) {
  const t = useTranslations('company.statement');
  const money = useMoney();
  const format = useFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  if (statement.lines.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <section aria-labelledby="statement-lines" className="company-section">
      <h2 id="statement-lines">{t('lines')}</h2>
      <div className="orders-table-wrap" role="region" aria-label={t('lines')} tabIndex={0}>
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.kind')}</th>
              <th scope="col">{t('columns.document')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.due')}</th>
              <th scope="col">{t('columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.id} data-testid="statement-line">
                <th scope="row" data-label={t('columns.date')}>
                  {day(line.date)}
                </th>
                <td data-label={t('columns.kind')}>{t(`kinds.${line.kind}`)}</td>
                <td data-label={t('columns.document')}>
                  {[line.orderNumber && t('orderRef', { number: line.orderNumber }), line.purchaseOrderNumber && t('poRef', { po: line.purchaseOrderNumber }), line.reference].filter(Boolean).join(' · ') || '—'}
                </td>
                <td data-label={t('columns.amount')}>{money(line.amountCents)}</td>
                <td data-label={t('columns.due')}>{line.dueAt ? day(line.dueAt) : '—'}</td>
                <td data-label={t('columns.balance')}>{money(line.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
