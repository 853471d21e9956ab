'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { reorderCompanyOrder } from '@/lib/company/company-api';
import { reorderOutcome } from '@/lib/orders/reorder-outcome';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/**
 * "Order again" for a company order (issue #50 item 6): its lines go into the member's own cart as
 * far as they are available (the answered cart replaces the cached one); what could not is counted.
 */
export function CompanyReorderButton({ lang, partnerId, uid, orderNumber }: { lang: Language; partnerId: string; uid: string; orderNumber: string }) {
  const t = useTranslations('company.orders.reorder');
  const session = useSession();
  const client = useQueryClient();
  const errorText = useApiErrorText();
  const mutation = useMutation({
    mutationFn: () => reorderCompanyOrder(uid),
    onSuccess: (result) => client.setQueryData(queryKeys.cart(partnerId, session.id), result.cart),
  });
  const outcome = mutation.data ? reorderOutcome(mutation.data) : undefined;
  return (
    <div className="company-reorder">
      <button type="button" className="button-secondary" onClick={() => !mutation.isPending && mutation.mutate()} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('pending') : t('button')}
        <span className="visually-hidden"> {orderNumber}</span>
      </button>
      {outcome && (
        <p role="status">
          {outcome.kind === 'none' ? t('nothing') : outcome.kind === 'partial' ? t('partial', { count: outcome.addedUnits, skipped: outcome.skipped.length }) : t('added', { count: outcome.addedUnits })}{' '}
          <IntentLink href={buildPath({ lang, partnerId, path: 'cart' })}>{t('viewCart')}</IntentLink>
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {errorText(mutation.error) ?? t('failed')}
        </p>
      )}
    </div>
  );
}
