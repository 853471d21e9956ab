'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Issue #49 item 5: a change of the cart is said to screen readers ("Your cart now holds 3
 * items"), in a polite live region that is on the page, empty, before the first change (a region
 * inserted with its text is not read). Not on the page's first read of the cart: only a change of
 * a number already known (added, a quantity changed, a line removed, a refusal rolled back).
 */
export function CartAnnouncer({ count }: { count: number | undefined }) {
  const t = useTranslations('cart');
  const [known, setKnown] = useState(count);
  const [said, setSaid] = useState('');
  if (count !== known) {
    setKnown(count);
    if (count !== undefined && known !== undefined) setSaid(t('announce', { count }));
  }
  return (
    <span role="status" className="visually-hidden" data-testid="cart-announcer">
      {said}
    </span>
  );
}
