'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** The refusal's `params` (409 account_has_open_orders): order number → uid, number → reason, and how many in all. */
export type OpenOrdersParams = Record<string, Record<string, string | number>>;

const REASONS = ['order_open', 'return_open', 'refund_due'] as const;

/**
 * Why the account cannot be deleted yet (decision 0096): the orders still in progress, each linked
 * to its page with what keeps it open, and how many more when the API named only the first ones.
 */
export function PrivacyOpenOrders({ lang, partnerId, params }: { lang: Language; partnerId: string; params: OpenOrdersParams }) {
  const t = useTranslations('privacy.delete');
  const named = Object.entries(params.orders ?? {});
  const total = Number(params.count?.total ?? named.length);
  const reasonOf = (number: string) => REASONS.find((r) => r === params.reasons?.[number]);
  return (
    <div role="alert" className="form-alert form-alert-error privacy-open-orders">
      <p>{t('openOrders')}</p>
      <ul>
        {named.map(([number, uid]) => {
          const reason = reasonOf(number);
          return (
            <li key={number}>
              <IntentLink href={buildPath({ lang, partnerId, path: `checkout-success/${encodeURIComponent(String(uid))}` })}>{number}</IntentLink>
              {reason && ` (${t(`reasons.${reason}`)})`}
            </li>
          );
        })}
      </ul>
      {total > named.length && <p>{t('more', { count: total - named.length })}</p>}
    </div>
  );
}
