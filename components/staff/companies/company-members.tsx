import { getTranslations } from 'next-intl/server';
import { TableScroll } from '@/components/staff/table-scroll';
import type { Language } from '@/lib/contract/enums';
import { CompanyRoles, type StaffCompany } from '@/lib/contract/staff-companies';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { CompanyFormAlert } from './company-form-alert';

/** The company's members (name, email, role, spending limit) with a Remove button each, and the add-a-member form (a customer number and a role). */
export async function CompanyMembers({
  lang,
  company,
  canWrite,
  values,
  errors,
  error,
}: {
  lang: Language;
  company: StaffCompany;
  canWrite: boolean;
  values: { customerId: string; role: string };
  errors: Record<string, string>;
  error?: string;
}) {
  const t = await getTranslations('staffCompanies.members');
  const action = (path: string) => staffPath(lang, `companies/${company.id}/${path}`, routingConfig);
  return (
    <section aria-labelledby="company-members">
      <h2 id="company-members">{t('title')}</h2>
      <CompanyFormAlert error={error} errors={errors} />
      {company.members.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <TableScroll label={t('title')}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.email')}</th>
                <th scope="col">{t('columns.role')}</th>
                <th scope="col">{t('columns.limit')}</th>
                {canWrite && <th scope="col">{t('columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {company.members.map((m) => {
                const name = `${m.firstName} ${m.lastName}`;
                return (
                  <tr key={m.id}>
                    <td>
                      {name} <span className="field-hint">#{m.customerId}</span>
                    </td>
                    <td>{m.email}</td>
                    <td>{t(`roles.${m.role}`)}</td>
                    <td>{m.spendingLimitCents === null ? t('noLimit') : t('limit', { amount: formatMoney(m.spendingLimitCents, lang), period: m.limitPeriod })}</td>
                    {canWrite && (
                      <td>
                        <form method="post" action={action(`members/${m.id}/remove`)}>
                          <button type="submit" className="button-secondary" aria-label={t('removeOf', { name })}>
                            {t('remove')}
                          </button>
                        </form>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {canWrite && (
        <form className="staff-company-inline" method="post" action={action('members/add')} aria-labelledby="company-member-add">
          <h3 id="company-member-add">{t('add')}</h3>
          <label>
            {t('customerId')}
            <input name="customerId" required inputMode="numeric" maxLength={10} defaultValue={values.customerId} aria-invalid={errors.customerId ? true : undefined} aria-describedby={errors.customerId ? 'member-customerId-error' : undefined} />
          </label>
          <label>
            {t('role')}
            <select name="role" defaultValue={values.role || 'buyer'}>
              {CompanyRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-primary">
            {t('addSubmit')}
          </button>
          {errors.customerId && (
            <span id="member-customerId-error" className="field-error">
              {errors.customerId}
            </span>
          )}
        </form>
      )}
    </section>
  );
}
