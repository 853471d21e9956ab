'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { cardProvidersOf, choosesCardProvider } from '@/lib/checkout/card-provider';
import { isPaymentOffered } from '@/lib/checkout/selection';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import type { CompanyRefusal } from '@/lib/company/order-refusal';
import { ChoiceGroup } from './choice-group';
import { CreditRefusalAlert, OnAccountDetail, PurchaseOrderField } from './company-checkout-lazy';
import { useMoney } from '@/components/ui/use-money';

/**
 * Step 3: cash on delivery (with its fee; not with a Box Now locker), card through a provider, or
 * PayPal. A card payment starts with the first offered provider; the choice shows only among several
 * (issue #46, lib/checkout/card-provider). A company member who may order (issue #50): on account
 * with its terms and credit when the company has terms, and the purchase-order number; a refusal
 * of paying on account (overdue invoices, not enough credit) is said here, where another way is chosen.
 */
export function PaymentStep({ options, refusal }: { options: CheckoutOptions; refusal?: CompanyRefusal }) {
  const t = useTranslations('checkout.payment');
  const ts = useTranslations('checkout.shipping');
  const money = useMoney();
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const [shipping, method] = useWatch({ control, name: ['shippingMethod', 'paymentMethod'] });
  const providers = cardProvidersOf(options);
  const company = options.company?.mayPlaceOrders ? options.company : null;
  return (
    <>
      <Suspense fallback={null}>{method === 'on_account' && refusal && <CreditRefusalAlert refusal={refusal} />}</Suspense>
      <ChoiceGroup legend={t('legend')} error={formState.errors.paymentMethod}>
        {options.payment.map((option) => {
          const offered = isPaymentOffered(options.notAllowed, shipping, option.method);
          return (
            <label key={option.method} className={`choice choice-card${offered ? '' : ' choice-disabled'}`}>
              <input type="radio" value={option.method} disabled={!offered} {...register('paymentMethod')} />
              <span>
                <strong>{t(option.method)}</strong>
                {option.method === 'iris' && <span className="choice-detail">{t('irisDetail')}</span>}
                {option.method === 'on_account' && company?.onAccount && (
                  <Suspense fallback={null}>
                    <OnAccountDetail onAccount={company.onAccount} />
                  </Suspense>
                )}
                {option.fee > 0 && <span className="choice-price">{t('fee', { amount: money(option.fee) })}</span>}
                {!offered && shipping && <span className="choice-detail">{t('notWith', { shipping: ts(shipping) })}</span>}
              </span>
            </label>
          );
        })}
      </ChoiceGroup>
      {method === 'card' && choosesCardProvider(providers) && (
        <ChoiceGroup legend={t('providerLegend')} error={formState.errors.cardProvider} className="nested-fields">
          <div className="choice-row">
            {providers.map((provider) => (
              <label key={provider} className="choice">
                <input type="radio" value={provider} {...register('cardProvider')} />
                {t(`providers.${provider}`)}
              </label>
            ))}
          </div>
        </ChoiceGroup>
      )}
      {company && (
        <Suspense fallback={null}>
          <PurchaseOrderField />
        </Suspense>
      )}
    </>
  );
}
