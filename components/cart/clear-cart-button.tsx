'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { focusMain } from '@/lib/ui/focus-main';
import { useClearCart } from './use-cart-changes';

/**
 * Empties the cart after a confirm step (a second, explicit button), never on one click; the focus
 * then goes to the page's heading (the cart's lines and this button are gone).
 */
export function ClearCartButton({ partnerId }: { partnerId: string }) {
  const t = useTranslations('cart');
  const clear = useClearCart(partnerId);
  const [confirming, setConfirming] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    ask.current?.focus();
  };
  return (
    <div className="clear-cart">
      <button ref={ask} type="button" className="button-link" aria-expanded={confirming} aria-controls="clear-cart-confirm" onClick={() => setConfirming((open) => !open)}>
        {t('clear')}
      </button>
      {confirming && (
        <div id="clear-cart-confirm" className="clear-cart-confirm" role="group" aria-labelledby="clear-cart-question">
          <p id="clear-cart-question">{t('clearConfirm')}</p>
          <button ref={yes} type="button" className="button-danger" onClick={() => (setConfirming(false), focusMain(), clear.mutate())}>
            {t('clearYes')}
          </button>
          <button type="button" className="button-secondary" onClick={cancel}>
            {t('clearNo')}
          </button>
        </div>
      )}
    </div>
  );
}
