'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/toast/toast';
import { useMessage } from '@/components/forms/use-message';
import { isApiError } from '@/lib/api/errors';
import { reorder } from '@/lib/api/orders';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { reorderOutcome } from '@/lib/orders/reorder-outcome';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { useVariantText } from '@/components/orders/use-variant-text';

/**
 * "Order again": the order's lines go back into the cart (the answered cart replaces the cached
 * one, so the header count follows); what could not go in, or only partly, is listed with why.
 */
export function ReorderAction({ lang, partnerId, uid }: { lang: Language; partnerId: string; uid: string }) {
  const t = useTranslations('orders.reorder');
  const variantText = useVariantText();
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => reorder(uid),
    onSuccess: (result) => {
      client.setQueryData(queryKeys.cart(partnerId, session.id), result.cart);
      if (result.addedUnits > 0) toast.success(t('added', { count: result.addedUnits }));
    },
  });
  const outcome = mutation.data ? reorderOutcome(mutation.data) : undefined;
  // The answer shows under the button, at the foot of a modal that may scroll: bring it into view.
  const feedback = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mutation.data || mutation.error) feedback.current?.scrollIntoView({ block: 'nearest' });
  }, [mutation.data, mutation.error]);
  const cartHref = buildPath({ lang, partnerId, path: 'cart' });
  return (
    <div className="reorder">
      <button type="button" className="button-primary" onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('pending') : t('button')}
      </button>
      <div ref={feedback} className="reorder-feedback">
        {mutation.isError && (
          <div role="alert" className="form-alert form-alert-error">
            {t('failed')} {isApiError(mutation.error) ? message(mutation.error.key, 'errors.unknown') : null}
          </div>
        )}
        {outcome && outcome.kind !== 'all' && (
          <div role="status" className="form-alert form-alert-warning reorder-report">
            <p>{outcome.kind === 'none' ? t('nothingAdded') : t('partial')}</p>
            <ul>
              {outcome.skipped.map((line) => {
                const name = `${line.name} (${variantText(line.color, line.size)})`;
                const reason = t(`reasons.${line.reason}`);
                return <li key={line.line}>{line.partly ? t('partly', { name, added: line.added, requested: line.requested, reason }) : t('skippedLine', { name, reason })}</li>;
              })}
            </ul>
            <IntentLink href={cartHref}>{t('viewCart')}</IntentLink>
          </div>
        )}
        {outcome?.kind === 'all' && (
          <p role="status" className="reorder-done">
            {t('added', { count: outcome.addedUnits })} <IntentLink href={cartHref}>{t('viewCart')}</IntentLink>
          </p>
        )}
      </div>
    </div>
  );
}
