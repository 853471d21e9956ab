'use client';

import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePreload } from '@/components/forms/use-preload';
import { loadDraft, saveDraftValues, draftStorageKey } from '@/lib/checkout/draft';
import { initialCheckoutValues, reconcileSavedAddress, type CheckoutValues, type SavedAddress, type StartingChoice } from '@/lib/checkout/form-values';
import { cardProviderFor } from '@/lib/checkout/card-provider';
import { isPaymentOffered, type NotAllowed } from '@/lib/checkout/selection';
import { CHECKOUT_FIELD_PATHS } from '@/lib/checkout/server-errors';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import type { Profile } from '@/lib/contract/customer';
import { withCompany } from '@/lib/company/checkout-company';
import type { CardProvider } from '@/lib/rules/checkout-options';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { loadCheckoutRules } from './use-checkout-rules';

/** Choices that depend on each other: a change to one re-checks the others' errors. */
const LINKED = ['shippingMethod', 'storeId', 'lockerId', 'paymentMethod', 'cardProvider', 'savedAddressId', 'companyAddressId', 'purchaseOrderNumber'];

/**
 * The whole checkout in one react-hook-form, started from the sessionStorage draft (or the
 * profile) and saved back on every change, so nothing typed is lost between steps, on reload, on
 * errors. A fresh checkout starts from the default address and the last order's choices
 * (`initialCheckoutValues`). A field showing an error is checked again as soon as it changes.
 */
type Options = {
  partnerId: string;
  customerId: number;
  profile: Profile;
  notAllowed: NotAllowed;
  addressIds: readonly number[];
  defaultAddress?: SavedAddress;
  choice: StartingChoice;
  /** The card providers offered, in order: a card payment always has one chosen (issue #46). */
  cardProviders: readonly CardProvider[];
  /** The customer's company (issue #50): its invoice details and shared addresses start a fresh checkout. */
  company: CheckoutCompany | null;
};

export function useCheckoutForm({ partnerId, customerId, profile, notAllowed, addressIds, defaultAddress, choice, cardProviders, company }: Options) {
  const storageKey = draftStorageKey(partnerId, customerId);
  const [draft] = useState(() => {
    const fresh = withCompany(initialCheckoutValues(profile, { defaultAddress, choice }), company, { resumed: false, ownAddresses: addressIds.length });
    if (typeof window === 'undefined') return { values: fresh, resumed: false };
    const loaded = loadDraft(window.sessionStorage, storageKey, fresh);
    const values = withCompany(reconcileSavedAddress(loaded.values, addressIds), company, { resumed: true, ownAddresses: addressIds.length });
    return { ...loaded, values: { ...values, cardProvider: cardProviderFor(values.paymentMethod, values.cardProvider, cardProviders) } };
  });
  // zod and the form's schema load after the page (issue #15: first-load JS).
  const resolver = useMemo(() => lazyResolver(() => loadCheckoutRules().then((m) => m.checkoutResolver(notAllowed))), [notAllowed]);
  usePreload(resolver);
  const form = useForm<CheckoutValues>({ resolver, defaultValues: draft.values, mode: 'onSubmit' });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          saveDraftValues(window.sessionStorage, storageKey, values);
          if (!name) return;
          const provider = cardProviderFor(values.paymentMethod, values.cardProvider, cardProviders);
          if (provider !== values.cardProvider) form.setValue('cardProvider', provider);
          if (name === 'shippingMethod' && values.paymentMethod && !isPaymentOffered(notAllowed, values.shippingMethod, values.paymentMethod)) {
            form.setValue('paymentMethod', '');
          }
          const recheck = CHECKOUT_FIELD_PATHS.filter((path) => {
            const error = form.getFieldState(path).error;
            return error && (path === name || (error.type !== 'server' && LINKED.includes(path) && LINKED.includes(name)));
          });
          if (recheck.length > 0) void form.trigger(recheck);
        },
      }),
    [form, storageKey, notAllowed, cardProviders],
  );

  return { form, storageKey, initialAttempt: draft.attempt, resumed: draft.resumed };
}
