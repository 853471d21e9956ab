import { zLoginRequest } from '@/lib/contract/auth';
import { lazyKeyResolver } from './lazy-resolver';
import { decodeMessage } from './resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const errorsOf = (result: { errors: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, decodeMessage((error as { message?: string }).message)]));

describe('lazyKeyResolver', () => {
  it('validates like keyResolver once the schema has loaded, loading it once', async () => {
    const load = jest.fn(async () => zLoginRequest);
    const resolver = lazyKeyResolver(load);
    await resolver.preload();
    const bad = await resolver({ email: 'nope', password: '', partnerCode: 'acme' }, undefined, options);
    expect(errorsOf(bad)).toEqual({ email: { key: 'invalid_email' }, password: { key: 'required' } });
    const good = await resolver({ email: 'a@b.gr', password: 'secret', partnerCode: 'acme' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'a@b.gr', password: 'secret', partnerCode: 'acme' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next validation after a failed load (a dropped chunk request)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(zLoginRequest);
    const resolver = lazyKeyResolver(load);
    await expect(resolver.preload()).rejects.toThrow('ChunkLoadError');
    const result = await resolver({ email: '', password: 'x', partnerCode: 'acme' }, undefined, options);
    expect(errorsOf(result)).toEqual({ email: { key: 'required' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
