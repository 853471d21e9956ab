'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { limitQuantity } from '@/lib/rules/quantity-limit';

/**
 * The quantity to add (issue #16 item 1): never above the stock shown. Uncontrolled, so a number
 * typed before the page is live is kept; a number above the stock becomes the stock at once, with
 * the reason next to it (read out by screen readers), before anything is submitted.
 */
export function QuantityField({ stock, onChange, describedBy }: { stock?: number; onChange: (value: string) => void; describedBy?: string }) {
  const t = useTranslations('product');
  const [capped, setCapped] = useState<number>();
  return (
    <div className="quantity-field">
      <label className="quantity">
        {t('quantity')}
        <input
          type="number"
          name="quantity"
          min={1}
          max={stock || undefined}
          step={1}
          inputMode="numeric"
          defaultValue="1"
          aria-describedby={describedBy}
          onChange={(event) => {
            const limited = limitQuantity(event.target.value, stock);
            if (limited.capped) event.target.value = limited.value;
            setCapped(limited.capped ? stock : undefined);
            onChange(limited.value);
          }}
        />
      </label>
      <p className="field-note" role="status">
        {capped !== undefined && t('quantityCapped', { count: capped })}
      </p>
    </div>
  );
}
