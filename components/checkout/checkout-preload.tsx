'use client';

import { useEffect } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { usePreloadFormMessages } from '@/components/forms/use-form-messages';
import { useAddresses, useCheckoutOptions } from './use-checkout';
import { loadCheckoutRules } from './use-checkout-rules';

/**
 * Starts every read the checkout form needs as the page loads, beside the customer gate's profile
 * and promotion reads instead of after them: the cart (always fresh: this is where the page asks
 * the server again, the form reuses the answer), the options, the address book, the form's rules
 * and its messages. Before, the form's reads waited for the gate: two request chains in a row
 * before the form could show (issue #16, Lighthouse). Renders nothing.
 */
export function CheckoutPreload({ partnerId }: { partnerId: string }) {
  useCart(partnerId, { fresh: true });
  useCheckoutOptions(partnerId);
  useAddresses(partnerId);
  usePreloadFormMessages();
  // The form's rules (zod) load while the data does, not after it: the form opens on its step with them.
  useEffect(() => void loadCheckoutRules().catch(() => undefined), []);
  return null;
}
