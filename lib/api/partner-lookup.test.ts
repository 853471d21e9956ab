import { lookupPartner } from './partner-lookup';

const partner = { id: 1, code: 'acme' };
const failing = (status: number) => Object.assign(new Error(`status ${status}`), { status });

describe('lookupPartner (SPEC §4)', () => {
  it('finds the partner', async () => {
    expect(await lookupPartner(async () => partner, jest.fn())).toEqual({ kind: 'found', partner });
  });
  it('sends a missing partner to the root', async () => {
    expect(await lookupPartner(async () => undefined, jest.fn())).toEqual({ kind: 'root' });
  });
  it.each([401, 403])('on %i clears the stored session and retries once', async (status) => {
    const clear = jest.fn();
    const fetch = jest.fn().mockRejectedValueOnce(failing(status)).mockResolvedValueOnce(partner);
    expect(await lookupPartner(fetch, clear)).toEqual({ kind: 'found', partner });
    expect(clear).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it('gives up after the retry', async () => {
    const fetch = jest.fn().mockRejectedValue(failing(401));
    expect(await lookupPartner(fetch, jest.fn())).toEqual({ kind: 'root' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it.each([500, 502, undefined])('any other error (%p) goes to the root without clearing', async (status) => {
    const clear = jest.fn();
    const error = status ? failing(status) : new TypeError('network');
    expect(await lookupPartner(() => Promise.reject(error), clear)).toEqual({ kind: 'root' });
    expect(clear).not.toHaveBeenCalled();
  });
  it('reads ky-style errors (status on the response)', async () => {
    const clear = jest.fn();
    const fetch = jest.fn().mockRejectedValueOnce({ response: { status: 403 } }).mockResolvedValueOnce(partner);
    expect((await lookupPartner(fetch, clear)).kind).toBe('found');
  });
});
