import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCustomer } from '@/lib/contract/staff-customers';
import { CUSTOMER_TRANSITIONS, customerAction } from '@/lib/rules/customer-status';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { CustomerPrivacyActions } from './customer-privacy-actions';

/**
 * A customer row's buttons, each a plain form (the console works without JavaScript): the status
 * changes the table allows (approve, refuse, block, unblock), the quota reset, and, for a sales
 * person, "Shop as". `back` is the list's filters, kept after the change.
 */
export async function CustomerActions({ lang, customer: c, back, canChange, canImpersonate }: { lang: Language; customer: StaffCustomer; back: string; canChange: boolean; canImpersonate: boolean }) {
  const t = await getTranslations('staff.customers');
  // A deleted account (decision 0096) has nothing left to change.
  if (c.deleted) return null;
  const name = `${c.firstName} ${c.lastName}`;
  const action = (path: string) => staffPath(lang, `customers/${c.id}/${path}`, routingConfig);
  const hidden = (
    <>
      <input type="hidden" name="email" value={c.email} />
      <input type="hidden" name="back" value={back} />
    </>
  );
  return (
    <div className="staff-return-actions">
      {canChange &&
        CUSTOMER_TRANSITIONS[c.status].map((next) => {
          const verb = customerAction(c.status, next);
          return (
            <form key={next} method="post" action={action('status')}>
              <input type="hidden" name="status" value={next} />
              <input type="hidden" name="expectedStatus" value={c.status} />
              {hidden}
              <button type="submit" className={next === 'active' ? 'button-primary' : 'button-secondary'} aria-label={t(`actionOf.${verb}`, { name })}>
                {t(`action.${verb}`)}
              </button>
            </form>
          );
        })}
      {canChange && c.status === 'active' && (
        <form method="post" action={action('quota-reset')}>
          {hidden}
          <button type="submit" className="button-secondary" aria-label={t('resetQuotaOf', { name })}>
            {t('resetQuota')}
          </button>
        </form>
      )}
      {canChange && <CustomerPrivacyActions lang={lang} customer={c} back={back} />}
      {canImpersonate && c.status === 'active' && (
        <form method="post" action={action('impersonate')}>
          <button type="submit" className="button-secondary" aria-label={t('shopAsLabel', { name })}>
            {t('shopAs')}
          </button>
        </form>
      )}
    </div>
  );
}
