import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCompany } from '@/lib/contract/staff-companies';
import { formatMoney } from '@/lib/i18n/money';

/** The company's credit now: what it owes (or its credit), may still charge, and what is overdue since when. */
export async function CompanyCredit({ lang, company }: { lang: Language; company: StaffCompany }) {
  const t = await getTranslations('staffCompanies');
  const format = await getFormatter();
  const { credit } = company;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section aria-labelledby="company-credit">
      <h2 id="company-credit">{t('detail.credit')}</h2>
      <dl className="staff-company-figures">
        <dt>{t('fields.paymentTermsDays')}</dt>
        <dd>{company.paymentTermsDays === null ? t('noTerms') : t('termsDays', { days: company.paymentTermsDays })}</dd>
        <dt>{t('columns.creditLimit')}</dt>
        <dd data-testid="company-credit-limit">{money(company.creditLimitCents)}</dd>
        <dt>{t('detail.owed')}</dt>
        <dd data-testid="company-owed">{money(credit.owedCents)}</dd>
        <dt>{t('detail.available')}</dt>
        <dd>{money(credit.availableCents)}</dd>
        <dt>{t('detail.overdue')}</dt>
        <dd>{money(credit.overdueCents)}</dd>
        <dt>{t('detail.oldestDue')}</dt>
        <dd>{credit.oldestDueAt ? format.dateTime(new Date(credit.oldestDueAt), { dateStyle: 'medium', timeZone: 'Europe/Athens' }) : t('detail.none')}</dd>
      </dl>
      {credit.owedCents < 0 && <p>{t('detail.inCredit', { amount: money(-credit.owedCents) })}</p>}
    </section>
  );
}
