import { fieldErrorPaths } from './error-paths';

describe('field error paths', () => {
  it('lists nested and top-level fields with an error', () => {
    expect(
      fieldErrorPaths({
        email: { type: 'invalid_format', message: 'invalid_email' },
        billing: { postalCode: { type: 'custom', message: 'postal_code_invalid', ref: { name: 'billing.postalCode' } }, mobile: { type: 'server', message: 'x' } },
        lockerId: { type: 'selection', message: 'locker_required' },
      }),
    ).toEqual(['email', 'billing.postalCode', 'billing.mobile', 'lockerId']);
    expect(fieldErrorPaths({})).toEqual([]);
  });
});
