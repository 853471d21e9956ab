'use client';

import { lazy } from 'react';

/**
 * The checkout's company parts (issue #50) in a chunk of their own, loaded only when the customer
 * buys for a company or a company refusal comes back: most shoppers never download them, and the
 * checkout keeps its JavaScript budget (≤ 1.3 × the bare page; `npm run bench` measured 1.30 × with
 * them in the main chunk). Each is rendered inside a Suspense boundary by its caller.
 */
export const CompanyApprovalNote = lazy(() => import('./company-checkout-notes').then((m) => ({ default: m.CompanyApprovalNote })));
export const CompanyRefusalAlert = lazy(() => import('./company-checkout-notes').then((m) => ({ default: m.CompanyRefusalAlert })));
export const CreditRefusalAlert = lazy(() => import('./company-checkout-notes').then((m) => ({ default: m.CreditRefusalAlert })));
export const OnAccountDetail = lazy(() => import('./company-checkout-notes').then((m) => ({ default: m.OnAccountDetail })));
export const PurchaseOrderField = lazy(() => import('./purchase-order-field').then((m) => ({ default: m.PurchaseOrderField })));
