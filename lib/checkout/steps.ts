/**
 * The checkout's steps, kept in the URL (`?step=`): Back walks back through them and a reload
 * keeps the place. Each form field belongs to one step, so an error (ours or the server's) can
 * send the customer to the step that shows it.
 */
export const CheckoutSteps = ['details', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CheckoutSteps)[number];

export const STEP_PARAM = 'step';

/** The step named by a query value; anything else is the first step. */
export function parseStep(value: string | string[] | null | undefined): CheckoutStep {
  const first = Array.isArray(value) ? value[0] : value;
  return (CheckoutSteps as readonly string[]).includes(first ?? '') ? (first as CheckoutStep) : CheckoutSteps[0];
}

export const stepIndex = (step: CheckoutStep): number => CheckoutSteps.indexOf(step);

export function nextStep(step: CheckoutStep): CheckoutStep | undefined {
  return CheckoutSteps[stepIndex(step) + 1];
}

export function previousStep(step: CheckoutStep): CheckoutStep | undefined {
  const index = stepIndex(step);
  return index > 0 ? CheckoutSteps[index - 1] : undefined;
}

/** The form's top-level fields, by the step that shows them (review shows none of its own). */
export const STEP_FIELDS = {
  details: ['email', 'billing', 'saveBilling', 'documentType', 'invoice'],
  shipping: ['shipTo', 'savedAddressId', 'companyAddressId', 'shippingAddress', 'saveAddress', 'shippingMethod', 'storeId', 'lockerId', 'comments'],
  payment: ['paymentMethod', 'cardProvider', 'purchaseOrderNumber'],
  review: [],
} as const satisfies Record<CheckoutStep, readonly string[]>;

/** The step of a field path (`billing.postalCode` → details); unknown paths belong to review. */
export function stepOfField(path: string): CheckoutStep {
  const root = path.split('.')[0] ?? '';
  for (const step of CheckoutSteps) if ((STEP_FIELDS[step] as readonly string[]).includes(root)) return step;
  return 'review';
}

/** The earliest step among these field paths (where the customer has to go first). */
export function firstStepOf(paths: readonly string[]): CheckoutStep | undefined {
  let best: CheckoutStep | undefined;
  for (const path of paths) {
    const step = stepOfField(path);
    if (best === undefined || stepIndex(step) < stepIndex(best)) best = step;
  }
  return best;
}

/**
 * Where the checkout opens, given the form's invalid field paths: a step reached by URL (a link,
 * a reload, the browser's Back) with an earlier step unfinished opens that step instead; a fresh
 * checkout that nothing is missing from (the profile, the default address and the last order
 * completed it) opens on the review, everything in view with its "Change" (issue #16 item 6).
 * Undefined: the step stays.
 */
export function openingStep({ invalid, step, fresh }: { invalid: readonly string[]; step: CheckoutStep; fresh: boolean }): CheckoutStep | undefined {
  const unfinished = firstStepOf(invalid.filter((path) => stepIndex(stepOfField(path)) < stepIndex(step)));
  if (unfinished) return unfinished;
  if (fresh && step !== 'review' && invalid.length === 0) return 'review';
  return undefined;
}

/** The query string that opens a step (the first step is the bare page). */
export function stepSearch(step: CheckoutStep): string {
  return step === CheckoutSteps[0] ? '' : `?${STEP_PARAM}=${step}`;
}
