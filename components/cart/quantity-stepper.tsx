'use client';

import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { CART_LINE_QUANTITY_MAX } from '@/lib/contract/limits';

type Props = {
  /** The product's name, for the controls' accessible names. */
  name: string;
  quantity: number;
  /** The most units the line may hold as far as the page knows (stock, at most 99); 0 = none. */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
};

/**
 * − / quantity / + for one cart line. The buttons change the quantity at once; a typed quantity
 * is sent on Enter or when the field loses focus (Escape puts the current one back). A typed
 * quantity over the stock the page knows is still sent: that stock may be stale, and the API's
 * refusal comes back as a translated toast while the line rolls back (use-cart-changes). Below 1 or not a
 * whole number puts the current quantity back; removing is the remove button's job.
 */
export function QuantityStepper({ name, quantity, max, disabled = false, onChange }: Props) {
  const t = useTranslations('cart');
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(typed) || typed < 1) return;
    const next = Math.min(typed, CART_LINE_QUANTITY_MAX);
    if (next !== quantity) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };
  // Over the limit (stock fell since the line was added), − goes straight down to what is there.
  const decreased = Math.min(quantity - 1, max);
  // A limit reached is aria-disabled, not disabled: a focused button that is disabled drops the
  // focus to the page (issue #49 item 5). A frozen line's buttons are disabled from the start.
  const atLeast = decreased < 1;
  const atMost = quantity >= max;

  return (
    <div className="quantity-stepper">
      <button type="button" className="stepper-button" onClick={() => !atLeast && onChange(decreased)} disabled={disabled} aria-disabled={atLeast || undefined} aria-label={t('decrease', { name })}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        step={1}
        value={draft ?? String(quantity)}
        disabled={disabled}
        aria-label={t('quantityOf', { name })}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="stepper-button" onClick={() => !atMost && onChange(quantity + 1)} disabled={disabled} aria-disabled={atMost || undefined} aria-label={t('increase', { name })}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
