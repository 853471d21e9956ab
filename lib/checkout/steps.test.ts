import { CheckoutSteps, firstStepOf, nextStep, openingStep, parseStep, previousStep, stepOfField, stepSearch } from './steps';

describe('checkout steps in the URL', () => {
  it('parses a known step and falls back to the first step', () => {
    expect(parseStep('payment')).toBe('payment');
    expect(parseStep(['review', 'details'])).toBe('review');
    expect(parseStep('REVIEW')).toBe('details');
    expect(parseStep('')).toBe('details');
    expect(parseStep(null)).toBe('details');
    expect(parseStep(undefined)).toBe('details');
    expect(parseStep('__proto__')).toBe('details');
  });

  it('walks forwards and backwards', () => {
    expect(CheckoutSteps.map((s) => nextStep(s))).toEqual(['shipping', 'payment', 'review', undefined]);
    expect(CheckoutSteps.map((s) => previousStep(s))).toEqual([undefined, 'details', 'shipping', 'payment']);
  });

  it('writes the first step as the bare page and the others as ?step=', () => {
    expect(stepSearch('details')).toBe('');
    expect(stepSearch('shipping')).toBe('?step=shipping');
    for (const step of CheckoutSteps) expect(parseStep(new URLSearchParams(stepSearch(step)).get('step'))).toBe(step);
  });

  it('knows the step of every field', () => {
    expect(stepOfField('email')).toBe('details');
    expect(stepOfField('billing.postalCode')).toBe('details');
    expect(stepOfField('invoice.vatNumber')).toBe('details');
    expect(stepOfField('shippingAddress.mobile')).toBe('shipping');
    expect(stepOfField('lockerId')).toBe('shipping');
    expect(stepOfField('cardProvider')).toBe('payment');
    expect(stepOfField('expectedTotal')).toBe('review');
  });

  it('finds the earliest step of several fields', () => {
    expect(firstStepOf(['paymentMethod', 'storeId', 'billing.city'])).toBe('details');
    expect(firstStepOf(['paymentMethod', 'storeId'])).toBe('shipping');
    expect(firstStepOf([])).toBeUndefined();
  });
});

describe('openingStep', () => {
  it('opens a fresh, complete checkout on the review', () => {
    expect(openingStep({ invalid: [], step: 'details', fresh: true })).toBe('review');
  });

  it('leaves a fresh checkout with something missing on its first step', () => {
    expect(openingStep({ invalid: ['billing.postalCode'], step: 'details', fresh: true })).toBeUndefined();
    expect(openingStep({ invalid: ['paymentMethod'], step: 'details', fresh: true })).toBeUndefined();
  });

  it('leaves a checkout that is not fresh (resumed, or a later visit of the first step) where it is', () => {
    expect(openingStep({ invalid: [], step: 'details', fresh: false })).toBeUndefined();
  });

  it('sends a step reached by URL back to the earliest unfinished step before it', () => {
    expect(openingStep({ invalid: ['paymentMethod', 'billing.city', 'shippingMethod'], step: 'review', fresh: false })).toBe('details');
    expect(openingStep({ invalid: ['shippingMethod'], step: 'payment', fresh: false })).toBe('shipping');
  });

  it('ignores what is missing on the step itself or after it', () => {
    expect(openingStep({ invalid: ['shippingMethod', 'paymentMethod'], step: 'shipping', fresh: false })).toBeUndefined();
    expect(openingStep({ invalid: ['comments'], step: 'shipping', fresh: true })).toBeUndefined();
  });

  it('keeps the review where it is', () => {
    expect(openingStep({ invalid: [], step: 'review', fresh: true })).toBeUndefined();
  });
});
