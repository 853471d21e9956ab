import { getTranslations } from 'next-intl/server';
import { TableScroll } from '@/components/staff/table-scroll';
import type { Language } from '@/lib/contract/enums';
import type { CompanyStatement } from '@/lib/contract/staff-companies';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso)) : '');

/**
 * The company's statement in the console (issue #50): a period (GET form), the opening balance,
 * every ledger line with the balance after it, the closing balance, and the same statement as a PDF
 * in either language.
 */
export async function CompanyStatementSection({ lang, companyId, statement, period }: { lang: Language; companyId: number; statement: CompanyStatement | undefined; period: { from?: string; to?: string } }) {
  const t = await getTranslations('staffCompanies.statement');
  const paper = await getTranslations('companyStatement');
  const money = (cents: number) => formatMoney(cents, lang);
  const pdf = (language: Language) => {
    const search = new URLSearchParams({ ...period, lang: language });
    return `${staffPath(lang, `companies/${companyId}/statement`, routingConfig)}?${search}`;
  };
  const other: Language = lang === 'el' ? 'en' : 'el';
  return (
    <section aria-labelledby="company-statement">
      <h2 id="company-statement">{t('title')}</h2>
      <form className="staff-company-inline" method="get" action={`${staffPath(lang, `companies/${companyId}`, routingConfig)}#company-statement`}>
        <label>
          {t('from')}
          <input type="date" name="from" defaultValue={period.from ?? ''} />
        </label>
        <label>
          {t('to')}
          <input type="date" name="to" defaultValue={period.to ?? ''} />
        </label>
        <button type="submit" className="button-secondary">
          {t('show')}
        </button>
        <a href={pdf(lang)} download>
          {t('pdf')}
        </a>
        <a href={pdf(other)} download hrefLang={other}>
          {t('pdfOther')}
        </a>
      </form>
      {statement && (
        <TableScroll label={t('title')}>
          <table className="staff-table" data-testid="company-statement">
            <thead>
              <tr>
                <th scope="col">{paper('columns.date')}</th>
                <th scope="col">{paper('columns.entry')}</th>
                <th scope="col">{paper('columns.reference')}</th>
                <th scope="col" className="amount">
                  {paper('columns.amount')}
                </th>
                <th scope="col">{paper('columns.due')}</th>
                <th scope="col" className="amount">
                  {paper('columns.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={5}>{paper('opening')}</td>
                <td className="amount">{money(statement.openingBalanceCents)}</td>
              </tr>
              {statement.lines.length === 0 && (
                <tr>
                  <td colSpan={6}>{paper('empty')}</td>
                </tr>
              )}
              {statement.lines.map((line) => (
                <tr key={line.id}>
                  <td>{day(line.date)}</td>
                  <td>{paper(`kinds.${line.kind}`)}</td>
                  <td>{line.orderNumber ? (line.purchaseOrderNumber ? paper('orderWithPo', { number: line.orderNumber, po: line.purchaseOrderNumber }) : line.orderNumber) : (line.reference ?? '')}</td>
                  <td className="amount">{money(line.amountCents)}</td>
                  <td>{day(line.dueAt)}</td>
                  <td className="amount">{money(line.balanceCents)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={5}>
                  {paper('closing')}
                </th>
                <td className="amount">
                  <strong>{money(statement.closingBalanceCents)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
