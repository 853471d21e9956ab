import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffCustomer } from '@/lib/contract/staff-customers';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * A customer row's privacy buttons (issue #49 item 2) for a member who may change things (an
 * Employee, or the SalesPerson of the customer's partner): the customer's data export as JSON or
 * as a readable page (plain links: the console's handler downloads it with the staff token), and
 * "Delete account…", which opens a confirmation in place (no script needed): what it does, a box to
 * tick that the customer asked for it, and the button that deletes.
 */
export async function CustomerPrivacyActions({ lang, customer: c, back }: { lang: Language; customer: StaffCustomer; back: string }) {
  const t = await getTranslations('staffPrivacy');
  if (c.deleted) return null;
  const name = `${c.firstName} ${c.lastName}`.trim() || c.email;
  const action = (path: string) => staffPath(lang, `customers/${c.id}/${path}`, routingConfig);
  return (
    <>
      <a className="button-secondary" href={action('data-export')} aria-label={t('exportJsonOf', { name })} download>
        {t('exportJson')}
      </a>
      <a className="button-secondary" href={`${action('data-export')}?format=html`} aria-label={t('exportHtmlOf', { name })} download>
        {t('exportHtml')}
      </a>
      <details className="staff-confirm">
        <summary className="button-secondary" aria-label={t('deleteOf', { name })}>
          {t('delete')}
        </summary>
        <form method="post" action={action('delete')}>
          <p>{t('confirmText')}</p>
          <label className="choice">
            <input type="checkbox" name="confirm" value="yes" required />
            {t('confirmCheck')}
          </label>
          <input type="hidden" name="email" value={c.email} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button-danger">
            {t('confirm')}
          </button>
        </form>
      </details>
    </>
  );
}
