'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toApiError } from '@/lib/api/errors';
import { clearDraft, saveAttempt } from '@/lib/checkout/draft';
import { fieldErrorPaths } from '@/lib/checkout/error-paths';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { attemptFor, type OrderAttempt } from '@/lib/checkout/idempotency';
import { toPlaceOrderRequest } from '@/lib/checkout/order-request';
import { checkoutFailure, CHECKOUT_FIELD_PATHS } from '@/lib/checkout/server-errors';
import { firstStepOf, type CheckoutStep } from '@/lib/checkout/steps';
import type { Language } from '@/lib/contract/enums';
import { companyRefusal, isCreditRefusal, type CompanyRefusal } from '@/lib/company/order-refusal';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';
import { usePlaceOrder, useRefreshCheckout } from './use-checkout';

type Options = {
  lang: Language;
  partnerId: string;
  form: UseFormReturn<CheckoutValues>;
  storageKey: string;
  initialAttempt?: OrderAttempt;
  /** The summary's total, sent as `expectedTotal`. */
  total: number;
  /** A gift card paying `cents` of it (issue #45). */
  giftCard?: { code: string; cents: number };
  goTo: (step: CheckoutStep) => void;
  /** Shows the first error once `step` is on screen (./use-reveal-errors). */
  reveal: (step: CheckoutStep) => void;
  onPlaced: () => void;
};

/**
 * Placing the order: one idempotency key per attempt (kept in the draft until the order is
 * placed, so a double click, a retry after a network drop or a reload never places two orders),
 * then the success page (cash on delivery) or the provider's payment page. A refusal puts field
 * errors on their fields (and opens their step) and anything else above the form; a refusal
 * about the cart or the prices reads the cart again, so the summary shows what changed.
 */
export function usePlaceOrderFlow({ lang, partnerId, form, storageKey, initialAttempt, total, giftCard, goTo, reveal, onPlaced }: Options) {
  const router = useRouter();
  const mutation = usePlaceOrder(partnerId);
  const refresh = useRefreshCheckout(partnerId);
  const attempt = useRef(initialAttempt);
  const sending = useRef(false);
  const [topError, setTopError] = useState<string>();
  // A company's refusal (issue #50), said with its figures where the customer acts: paying on
  // account at the payment step, the others above the form.
  const [refusal, setRefusal] = useState<CompanyRefusal>();

  /** Opens the step of the first field error (the review for an error above the form) and shows the error. */
  const openFirstStep = (paths: string[]) => {
    const step = firstStepOf(paths) ?? 'review';
    if (step !== 'review') goTo(step);
    reveal(step);
  };

  const onValid = async (values: CheckoutValues) => {
    if (sending.current) return;
    sending.current = true;
    setTopError(undefined);
    setRefusal(undefined);
    const body = { ...toPlaceOrderRequest(values, total), ...(giftCard ? { giftCard } : {}) };
    attempt.current = attemptFor(attempt.current, body);
    saveAttempt(window.sessionStorage, storageKey, attempt.current);
    try {
      const placed = await mutation.mutateAsync({ body, key: attempt.current.key });
      attempt.current = undefined;
      onPlaced();
      if (placed.payment.kind === 'redirect') {
        // What was typed stays for a return from a failed payment; this attempt is spent.
        saveAttempt(window.sessionStorage, storageKey, undefined);
        window.location.assign(placed.payment.url);
      } else {
        // Placed, or sent for approval (issue #50): the success page says which.
        clearDraft(window.sessionStorage, storageKey);
        router.replace(buildPath({ lang, partnerId, path: `checkout-success/${encodeURIComponent(placed.uid)}` }));
      }
    } catch (error) {
      const apiError = await toApiError(error);
      const company = companyRefusal(apiError);
      if (company) {
        setRefusal(company);
        const step = isCreditRefusal(company) ? 'payment' : 'review';
        if (step !== 'review') goTo(step);
        reveal(step);
        refresh();
        return;
      }
      const failure = checkoutFailure(apiError);
      setTopError(applyServerErrors(failure, CHECKOUT_FIELD_PATHS, form.setError));
      openFirstStep(Object.keys(failure.fields ?? {}));
      if (apiError.status === 409) refresh();
    } finally {
      sending.current = false;
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, (errors) => openFirstStep(fieldErrorPaths(errors)))(event);

  return { submit, pending: form.formState.isSubmitting || mutation.isPending, topError, refusal };
}
