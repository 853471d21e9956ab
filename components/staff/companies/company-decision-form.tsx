import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCompany } from '@/lib/contract/staff-companies';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { CompanyFormAlert } from './company-form-alert';

/** The decisions the company's status allows, one button each, with an optional note (a plain form: the button pressed is the decision). */
export async function CompanyDecisionForm({ lang, company, note, error }: { lang: Language; company: StaffCompany; note: string; error?: string }) {
  const t = await getTranslations('staffCompanies');
  return (
    <section aria-labelledby="company-decision">
      <h2 id="company-decision">{t('detail.decision')}</h2>
      <CompanyFormAlert error={error} errors={{}} />
      {company.decisions.length === 0 ? (
        <p>{t('detail.noDecision')}</p>
      ) : (
        <form className="staff-company-decisions" method="post" action={staffPath(lang, `companies/${company.id}/decision`, routingConfig)}>
          <label htmlFor="company-decision-note">{t('detail.note')}</label>
          <textarea id="company-decision-note" name="note" maxLength={500} rows={2} defaultValue={note} />
          {company.decisions.includes('disable') && <p className="field-hint">{t('detail.disableWarning', { count: company.pendingRequests })}</p>}
          <div className="staff-form-actions">
            {company.decisions.map((decision) => (
              <button key={decision} type="submit" name="decision" value={decision} className={decision === 'approve' || decision === 'enable' ? 'button-primary' : 'button-secondary'}>
                {t(`decisions.${decision}`)}
              </button>
            ))}
          </div>
        </form>
      )}
    </section>
  );
}
