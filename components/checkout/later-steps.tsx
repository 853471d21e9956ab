'use client';

import { lazy } from 'react';

/**
 * The checkout's later steps (payment, review and its gift-card field) in chunks of their own: the
 * first step (details) does not wait for their code, and the checkout keeps its JavaScript budget
 * (≤ 1.3 × the bare page; `npm run bench` measured 1.30 × with them in the first chunk after the
 * company parts came, issue #50). `prefetchLaterSteps` fetches them while the first step shows, so
 * moving on never waits; each is rendered inside the form's Suspense boundary.
 */
const loadPayment = () => import('./payment-step');
const loadReview = () => import('./review-step');
const loadGiftCard = () => import('@/components/product-kinds/gift-card-field');

export const PaymentStep = lazy(() => loadPayment().then((m) => ({ default: m.PaymentStep })));
export const ReviewStep = lazy(() => loadReview().then((m) => ({ default: m.ReviewStep })));
export const GiftCardField = lazy(() => loadGiftCard().then((m) => ({ default: m.GiftCardField })));

export function prefetchLaterSteps(): void {
  void loadPayment();
  void loadReview();
  void loadGiftCard();
}
