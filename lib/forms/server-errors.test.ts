import { applyServerErrors } from './server-errors';

describe('applyServerErrors', () => {
  it('places field errors and keeps the top message only when needed', () => {
    const setError = jest.fn();
    const top = applyServerErrors({ key: 'validation_failed', fields: { email: 'invalid_email' } }, ['email', 'password'], setError);
    expect(top).toBeUndefined();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'invalid_email' }, { shouldFocus: true });
  });
  it('shows the top message for errors without fields or for unknown fields', () => {
    expect(applyServerErrors({ key: 'invalid_credentials' }, ['email'], jest.fn())).toBe('invalid_credentials');
    expect(applyServerErrors({ key: 'validation_failed', fields: { other: 'required' } }, ['email'], jest.fn())).toBe('validation_failed');
  });
  it('carries params', () => {
    const setError = jest.fn();
    applyServerErrors({ key: 'validation_failed', fields: { password: 'min_characters' }, params: { password: { min: 8 } } }, ['password'], setError);
    expect(setError.mock.calls[0][1]).toEqual({ type: 'server', message: 'min_characters|{"min":8}' });
  });
});
