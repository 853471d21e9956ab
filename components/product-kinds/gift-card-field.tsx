'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useMoney } from '@/components/ui/use-money';
import { isApiError, toApiError } from '@/lib/api/errors';
import { fetchGiftCardBalance } from '@/lib/api/product-kinds';
import type { GiftCardBalance } from '@/lib/contract/product-kinds';
import { formatGiftCardCode, giftCardSplit } from '@/lib/rules/gift-card';

const KNOWN = ['gift_card_not_found', 'gift_card_void', 'gift_card_expired', 'gift_card_empty', 'gift_card_insufficient', 'gift_card_over_total'] as const;

/**
 * The checkout's gift card (issue #45; docs/decisions/0030): a code checked against the card's
 * balance, then what the card pays of the order's total (shipping and fees included) and what is
 * left to pay by the chosen method; the rest of the balance stays on the card. Inside the checkout
 * form, so its button never submits it. The order sends the amount shown: a balance spent
 * meanwhile refuses the order (gift_card_insufficient) rather than charge more.
 */
export function GiftCardField({ card, total, onChange }: { card: GiftCardBalance | null; total: number; onChange: (card: GiftCardBalance | null) => void }) {
  const t = useTranslations('giftCards');
  const money = useMoney();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const check = async () => {
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await fetchGiftCardBalance(code.trim()));
      setCode('');
    } catch (caught) {
      const apiError = await toApiError(caught);
      const key = isApiError(apiError) ? (KNOWN as readonly string[]).find((k) => k === apiError.key) : undefined;
      setError(key ? t(`errors.${key as (typeof KNOWN)[number]}`) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (card) {
    const split = giftCardSplit(total, card.balanceCents);
    return (
      <div className="gift-card-applied" data-testid="gift-card-applied">
        <p>
          <span className="coupon-code">{formatGiftCardCode(card.code)}</span> {t('balance', { amount: money(card.balanceCents) })}
        </p>
        <dl className="totals">
          <div className="totals-row" data-testid="gift-card-paid">
            <dt>{t('applied')}</dt>
            <dd>−{money(split.applied)}</dd>
          </div>
          <div className="totals-row totals-total" data-testid="gift-card-due">
            <dt>{t('due')}</dt>
            <dd>{money(split.due)}</dd>
          </div>
        </dl>
        {split.balanceAfter > 0 && <p>{t('kept')}</p>}
        <button type="button" className="button-link" onClick={() => onChange(null)}>
          {t('remove')}
        </button>
      </div>
    );
  }
  return (
    <div className="coupon-form gift-card-field">
      <label htmlFor={id}>{t('codeLabel')}</label>
      <div className="coupon-form-row">
        <input
          id={id}
          name="giftCardCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className="button-secondary" disabled={busy} onClick={() => void check()}>
          {busy ? t('checking') : t('apply')}
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
