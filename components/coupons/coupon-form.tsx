'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { InlineField } from '@/components/forms/inline-field';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { useMoney } from '@/components/ui/use-money';
import type { Cart } from '@/lib/contract/cart';
import { useCartCoupon } from './use-cart-coupon';

/**
 * The cart's coupon (issue #18 item 4): a code field with "Apply" while the cart has none; a refused
 * code keeps what was typed and says why under the field (SPEC's result code, translated). With a
 * coupon: its code and discount, why it gives nothing when it no longer applies, and "Remove".
 */
export function CouponForm({ cart, partnerId }: { cart: Cart; partnerId: string }) {
  const t = useTranslations('coupons');
  const money = useMoney();
  const errorText = useApiErrorText();
  const { apply, remove } = useCartCoupon(partnerId);
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code, { onSuccess: () => setCode('') });
  };
  if (cart.coupon) {
    const { coupon } = cart;
    return (
      <div className="coupon-applied" data-testid="cart-coupon">
        <p>
          <span className="coupon-code">{coupon.code}</span>{' '}
          {coupon.problem ? <span className="coupon-problem" role="alert">{t(`problem.${coupon.problem}`)}</span> : <span>{t('applied', { amount: money(coupon.discount) })}</span>}
        </p>
        <button type="button" className="button-link" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t('remove', { code: coupon.code })}
        </button>
      </div>
    );
  }
  const error = apply.error ? (errorText(apply.error) ?? t('failed')) : undefined;
  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('label')}</label>
      <InlineField
        id={id}
        rowClassName="coupon-form-row"
        error={error}
        busy={apply.isPending}
        action={t('apply')}
        busyAction={t('applying')}
        name="coupon"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        enterKeyHint="go"
      />
    </form>
  );
}
