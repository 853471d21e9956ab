'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import type { Company } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { useSpending } from '@/lib/company/use-company';
import { AskCompanyForm } from './ask-company-form';
import { CompanyFrame } from './company-frame';
import { CompanyRulesForm } from './company-rules-form';

/**
 * The company overview (issue #50): for a customer of no company, the form to ask for one; for a
 * member, the company's state (waiting for the shop, declined, disabled), its invoice details,
 * their own role and spending limit, the approval rule and the payment terms.
 */
export function CompanyOverview({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="overview" none={<AskCompanyForm partnerId={partnerId} />}>
      {(company) => <Overview partnerId={partnerId} company={company} />}
    </CompanyFrame>
  );
}

function Overview({ partnerId, company }: { partnerId: string; company: Company }) {
  const t = useTranslations('company');
  const active = company.status === 'active';
  return (
    <div className="company-overview">
      {!active && (
        <div className={`form-alert ${company.status === 'pending' ? 'form-alert-warning' : 'form-alert-error'}`} role="status">
          <p>
            <strong>{t(`state.${company.status}.title`)}</strong>
          </p>
          <p>{t(`state.${company.status}.text`, { name: company.name })}</p>
        </div>
      )}
      <section className="card profile-card" aria-labelledby="company-details">
        <h2 id="company-details">{t('details.title')}</h2>
        <dl className="company-facts">
          <dt>{t('details.name')}</dt>
          <dd>{company.name}</dd>
          <dt>{t('details.vatNumber')}</dt>
          <dd>{company.vatNumber}</dd>
          <dt>{t('details.taxOffice')}</dt>
          <dd>{company.taxOffice}</dd>
          <dt>{t('details.activity')}</dt>
          <dd>{company.activity}</dd>
        </dl>
        <p className="profile-email">{t('details.staffOnly')}</p>
      </section>
      {active && <Membership partnerId={partnerId} company={company} />}
      {active && <CompanyRulesForm key={company.version} partnerId={partnerId} company={company} />}
    </div>
  );
}

/** The member's own role, spending limit with what is left, and the company's payment terms. */
function Membership({ partnerId, company }: { partnerId: string; company: Company }) {
  const t = useTranslations('company');
  const money = useMoney();
  const format = useFormatter();
  const spending = useSpending(partnerId);
  const { me } = company;
  const period = me.limitPeriod;
  const credit = spending.data?.onAccount;
  return (
    <section className="card profile-card" aria-labelledby="company-me">
      <h2 id="company-me">{t('me.title')}</h2>
      <p>
        <strong>{t('me.role', { role: t(`roles.${me.role}`) })}</strong>
      </p>
      <p className="profile-email">{t(`roleHints.${me.role}`)}</p>
      {me.permissions.includes('place_orders') && (
        <>
          <p>{me.spendingLimitCents === null ? t('me.noLimit') : t('me.limit', { amount: money(me.spendingLimitCents), period })}</p>
          {spending.data && spending.data.limitCents !== null && (
            <p data-testid="company-left">{t('me.spent', { spent: money(spending.data.spentCents), left: money(spending.data.leftCents ?? 0), period })}</p>
          )}
          {me.alwaysNeedsApproval && <p>{t('me.always')}</p>}
        </>
      )}
      {company.paymentTermsDays !== null && (
        <>
          <h3>{t('credit.title')}</h3>
          <p>{t('credit.terms', { days: company.paymentTermsDays })}</p>
          {credit && <p>{t('credit.available', { available: money(credit.availableCents), limit: money(credit.creditLimitCents) })}</p>}
          {credit && credit.overdueCents > 0 && (
            <p className="form-alert form-alert-error" role="status">
              {t('credit.overdue', { amount: money(credit.overdueCents), date: credit.oldestDueAt ? format.dateTime(new Date(credit.oldestDueAt), { dateStyle: 'long' }) : '' })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
