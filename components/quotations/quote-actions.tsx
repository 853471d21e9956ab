'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { IntentLink } from '@/components/ui/intent-link';
import { queryKeys } from '@/lib/api/query-keys';
import { acceptQuote, declineQuote, quoteToCart } from '@/lib/api/quotations';
import type { Language } from '@/lib/contract/enums';
import type { Quote } from '@/lib/contract/quotations';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/**
 * What the customer may do with a quote now (the API's `actions`): accept or decline a revised
 * one (declining asks first, in the page, no `confirm()`), and move an accepted one to the cart
 * ("Order at these prices"), which then opens the cart. A refusal is said here.
 */
export function QuoteActions({ quote, lang, partnerId }: { quote: Quote; lang: Language; partnerId: string }) {
  const t = useTranslations('quotes');
  const session = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure) ?? t('failed'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.quote(partnerId, quote.uid) });
    } finally {
      setPending(false);
    }
  };
  const answered = (next: Quote, message: string) => {
    queryClient.setQueryData(queryKeys.quote(partnerId, quote.uid), next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotes(partnerId, session.id) });
    setConfirming(false);
    toast.success(message);
  };
  const accept = () => run(async () => answered(await acceptQuote(quote.uid), t('accepted')));
  const decline = () => run(async () => answered(await declineQuote(quote.uid), t('declined')));
  const order = () =>
    run(async () => {
      const cart = await quoteToCart(quote.uid);
      queryClient.setQueryData(queryKeys.cart(partnerId, session.id), cart);
      router.push(buildPath({ lang, partnerId, path: 'cart' }));
    });

  const { actions } = quote;
  return (
    <div className="quote-actions">
      {actions.order && (
        <button type="button" className="button-primary" disabled={pending} aria-busy={pending} onClick={() => void order()}>
          {pending ? t('ordering') : t('order')}
        </button>
      )}
      {actions.accept && (
        <button type="button" className="button-primary" disabled={pending} onClick={() => void accept()}>
          {t('accept')}
        </button>
      )}
      {actions.decline && !confirming && (
        <button type="button" className="button-secondary" disabled={pending} onClick={() => setConfirming(true)}>
          {t('decline')}
        </button>
      )}
      {confirming && (
        <div role="group" aria-label={t('decline')} className="quote-actions">
          <p>{t('declineConfirm')}</p>
          <button type="button" className="button-danger button-secondary" disabled={pending} onClick={() => void decline()}>
            {t('declineYes')}
          </button>
          <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
            {t('declineNo')}
          </button>
        </div>
      )}
      {quote.orderUid && <IntentLink href={buildPath({ lang, partnerId, path: `checkout-success/${quote.orderUid}` })}>{t('viewOrder')}</IntentLink>}
      <p className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
