import type { z } from 'zod';
import { zRegisterRequest, zResetPasswordRequest } from '@/lib/contract/auth';
import { decodeMessage, encodeMessage, keyResolver } from './resolver';

const run = async (schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>, values: Record<string, unknown>) => {
  const result = await keyResolver(schema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, decodeMessage((error as { message?: string }).message)]));
};

describe('keyResolver', () => {
  it('turns zod issues into catalogue keys with params', async () => {
    const errors = await run(zRegisterRequest, { firstName: '', lastName: 'B', email: 'nope', password: 'short', registrationCode: 'X' });
    expect(errors).toEqual({
      firstName: { key: 'required' },
      email: { key: 'invalid_email' },
      password: { key: 'min_characters', params: { min: 8 } },
    });
  });
  it('reports an empty field as required, whatever rule it breaks', async () => {
    const errors = await run(zRegisterRequest, { firstName: '', lastName: '', email: '', password: '', registrationCode: '' });
    expect(errors).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      password: { key: 'required' },
      registrationCode: { key: 'required' },
    });
  });
  it('passes domain keys from refinements through', async () => {
    const errors = await run(zResetPasswordRequest, { guid: 'x'.repeat(20), email: 'a@b.gr', password: 'Long-enough-1', confirmPassword: 'Other-1234' });
    expect(errors).toEqual({ confirmPassword: { key: 'passwords_do_not_match' } });
  });
});

describe('encodeMessage / decodeMessage', () => {
  it('round-trips keys with and without params', () => {
    expect(decodeMessage(encodeMessage({ key: 'min_characters', params: { min: 8 } }))).toEqual({ key: 'min_characters', params: { min: 8 } });
    expect(decodeMessage(encodeMessage({ key: 'required' }))).toEqual({ key: 'required' });
    expect(decodeMessage(undefined)).toBeUndefined();
  });
});
