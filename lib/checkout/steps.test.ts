import { CheckoutSteps, firstStepOf, nextStep, parseStep, previousStep, stepOfField, stepSearch } from './steps';

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
