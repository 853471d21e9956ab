'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useMessage } from '@/components/forms/use-message';
import type { CartReadiness } from '@/lib/checkout/cart-readiness';

// Shows the cart's API error keys as soon as the page renders: its page provides these errors, the
// quota's and a line's problems (CartLineProblems), not every API error (decision 0061);
// components/forms/use-message.ts would load them only after the first render.
// client-messages: errors.quota_exceeded errors.unknown errors.not_available_quantity errors.out_of_stock errors.product_unavailable

/** SPEC §8's quota message and the lines with a problem, with the way back to the cart; nothing when the cart can be ordered. */
export function CartBlockers({ readiness, cartHref }: { readiness: CartReadiness; cartHref: string }) {
  const t = useTranslations('checkout.blocked');
  const message = useMessage();
  const { quotaExceeded, problems } = readiness;
  if (!quotaExceeded && problems.length === 0) return null;
  return (
    <div className="form-alert form-alert-error" role="alert" data-testid="checkout-blocked">
      {quotaExceeded && (
        <p>
          <strong>{message('quota_exceeded', 'errors.unknown')}</strong> {t('quota')}
        </p>
      )}
      {problems.length > 0 && (
        <>
          <p>{t('problems')}</p>
          <ul>
            {problems.map((line) => (
              <li key={line.id}>
                {line.name}: {message(line.problem ?? undefined, 'errors.unknown')}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <IntentLink href={cartHref}>{t('backToCart')}</IntentLink>
      </p>
    </div>
  );
}
