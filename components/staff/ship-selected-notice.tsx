import { getTranslations } from 'next-intl/server';
import { notShippedOf } from '@/lib/staff/ship-selected';
import { StaffNotice } from './staff-notice';

/**
 * What "Ship selected" did (decision 0093), from the list's URL: the numbers shipped, each one not
 * shipped with the reason the single call gives (only known error keys are shown as such), or that
 * nothing was ticked; a refusal of the whole call as any console error.
 */
export async function ShipSelectedNotice({ shipped, notShipped, none, error }: { shipped?: string; notShipped?: string; none: boolean; error?: string }) {
  const t = await getTranslations('staff.orders.ship');
  const errors = await getTranslations('errors');
  if (error) return <StaffNotice error={error} />;
  const numbers = (shipped ?? '').split(',').filter((n) => /^[A-Za-z0-9-]{1,40}$/.test(n)).slice(0, 50);
  const failed = notShippedOf(notShipped);
  if (!none && numbers.length === 0 && failed.length === 0) return null;
  const reason = (key: string) => (errors.has(key as never) ? errors(key as never, { detail: '', orders: '' } as never) : errors('unknown'));
  return (
    <>
      {numbers.length > 0 && (
        <div role="status" className="form-alert">
          <p>{t('shipped', { count: numbers.length, numbers: numbers.join(', ') })}</p>
        </div>
      )}
      {(none || failed.length > 0) && (
        <div role="alert" className="form-alert form-alert-error">
          {none ? (
            <p>{t('none')}</p>
          ) : (
            <>
              <p>{t('failed')}</p>
              <ul>
                {failed.map((f) => (
                  <li key={f.number}>
                    {f.number}: {reason(f.error)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}
