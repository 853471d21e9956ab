'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { InlineField } from '@/components/forms/inline-field';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { useMoney } from '@/components/ui/use-money';
import type { Cart } from '@/lib/contract/cart';
import { useCartPoints } from './use-cart-points';

/**
 * Loyalty points in the cart (issue #18 item 5): with an approved balance, a field for how many
 * points to use (up to the most this cart may take) and "Use"; with points in use, their value,
 * why they no longer apply when the balance fell, and "Remove". A refused number stays in the field
 * with the reason under it. Nothing shows to a customer without points.
 */
export function RedeemPointsForm({ cart, partnerId }: { cart: Cart; partnerId: string }) {
  const t = useTranslations('loyalty.redeem');
  const money = useMoney();
  const errorText = useApiErrorText();
  const redeem = useCartPoints(partnerId);
  const [typed, setTyped] = useState('');
  const id = useId();
  const { points } = cart;
  if (points.requested > 0) {
    return (
      <div className="points-applied" data-testid="cart-points">
        <p>
          {points.problem ? (
            <span className="points-problem" role="alert">{t('insufficient', { balance: points.balance })}</span>
          ) : (
            <span>{t('applied', { points: points.applied, amount: money(points.cents) })}</span>
          )}
          {!points.problem && points.applied < points.requested && <span className="points-note"> {t('capped', { requested: points.requested })}</span>}
        </p>
        <button type="button" className="button-link" disabled={redeem.isPending} onClick={() => redeem.mutate(0)}>
          {t('remove')}
        </button>
      </div>
    );
  }
  if (points.balance <= 0 || points.max <= 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(typed.trim());
    if (Number.isInteger(value) && value > 0) redeem.mutate(value, { onSuccess: () => setTyped('') });
  };
  const invalid = typed.trim() !== '' && !/^\d+$/.test(typed.trim());
  const error = invalid ? t('wholeNumber') : redeem.error ? (errorText(redeem.error) ?? t('failed')) : undefined;
  return (
    <form className="points-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('label')}</label>
      <p className="points-hint" id={`${id}-hint`}>
        {t('available', { balance: points.balance, max: points.max, worth: money(points.max * points.centsPerPoint) })}
      </p>
      <InlineField
        id={id}
        rowClassName="points-form-row"
        hintId={`${id}-hint`}
        error={error}
        busy={redeem.isPending}
        action={t('apply')}
        busyAction={t('applying')}
        name="points"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        placeholder={String(points.max)}
      />
    </form>
  );
}
