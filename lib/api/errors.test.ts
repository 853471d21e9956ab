import ky, { HTTPError, NetworkError } from 'ky';
import { createApiClient } from './client';
import { ApiError, isApiError, keepRawError, mapErrorHook, toApiError, toErrorBody } from './errors';

const BASE = 'http://api.test/api';

/** A ky instance like the client's (same error hook) over a fetch that answers `response`. */
function kyAnswering(response: () => Response) {
  return ky.create({ prefix: BASE, retry: 0, timeout: false, fetch: async () => response(), hooks: { beforeError: [mapErrorHook] } });
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = (status: number) => new Response(null, { status });

describe('SPEC §8 error mapping', () => {
  it('surfaces the server body: key = error, with fields and params', async () => {
    const body = { error: 'validation_failed', fields: { email: 'invalid_email' }, params: { password: { min: 8 } } };
    const error = await kyAnswering(() => json(400, body)).post('Customers/Register', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: 'validation_failed', fields: { email: 'invalid_email' }, params: { password: { min: 8 } }, body });
    expect((error as ApiError).message).toBe('validation_failed');
    expect((error as ApiError).cause).toBeInstanceOf(HTTPError);
  });

  it('uses the body error key even for 401, 404 and 500', async () => {
    for (const status of [401, 404, 500]) {
      await expect(kyAnswering(() => json(status, { error: 'partner_not_found' })).get('x')).rejects.toMatchObject({ status, key: 'partner_not_found' });
    }
  });

  it('reads a JSON error body sent without a JSON content type', async () => {
    const answer = () => new Response('{"error":"invalid_credentials"}', { status: 401 });
    await expect(kyAnswering(answer).get('x')).rejects.toMatchObject({ status: 401, key: 'invalid_credentials' });
  });

  it.each([
    [404, 'api_err_404'],
    [500, 'api_err_500'],
    [401, 'api_err_401'],
  ])('no body, %i → %s', async (status, key) => {
    const error = await kyAnswering(() => empty(status)).get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, key });
    expect(error).not.toHaveProperty('body');
  });

  it('no body, another status → the error message', async () => {
    await expect(kyAnswering(() => empty(403)).get('Orders')).rejects.toMatchObject({
      status: 403,
      key: 'Request failed with status code 403: GET http://api.test/api/Orders', // ky's message (no statusText here)
    });
  });

  it('a body without an error key is surfaced; the key falls back to the status rule', async () => {
    await expect(kyAnswering(() => new Response('Bad gateway', { status: 404 })).get('x')).rejects.toMatchObject({
      status: 404,
      key: 'api_err_404',
      body: 'Bad gateway',
    });
    await expect(kyAnswering(() => json(422, { message: 'nope' })).get('x')).rejects.toMatchObject({
      status: 422,
      key: expect.stringContaining('422'),
      body: { message: 'nope' },
    });
  });

  it('network errors: the message; no message: unknown', async () => {
    const failing = ky.create({ prefix: BASE, retry: 0, fetch: async () => Promise.reject(new TypeError('fetch failed')), hooks: { beforeError: [mapErrorHook] } });
    const error = await failing.get('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'Request failed due to a network error: GET http://api.test/api/x' });
    expect((error as ApiError).status).toBeUndefined();
    expect((error as ApiError).cause).toBeInstanceOf(NetworkError);

    await expect(toApiError(new Error('boom'))).resolves.toMatchObject({ key: 'boom' });
    await expect(toApiError(new Error(''))).resolves.toMatchObject({ key: 'unknown' });
    await expect(toApiError('a string')).resolves.toMatchObject({ key: 'unknown' });
    await expect(toApiError(undefined)).resolves.toMatchObject({ key: 'unknown' });
  });

  it('leaves an already mapped error as it is', async () => {
    const mapped = new ApiError({ key: 'x', status: 409 });
    await expect(toApiError(mapped)).resolves.toBe(mapped);
    expect(isApiError(mapped)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('opt-out: keepRawError keeps the raw ky error', async () => {
    const error = await kyAnswering(() => json(400, { error: 'validation_failed' })).get('x', keepRawError).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(isApiError(error)).toBe(false);
    expect((error as HTTPError).data).toEqual({ error: 'validation_failed' });
    // and it can still be mapped later by hand
    await expect(toApiError(error)).resolves.toMatchObject({ status: 400, key: 'validation_failed' });
  });

  it('the API client maps by default and honours the opt-out per request', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      getSession: () => ({ at: 't', rt: 'r' }),
      getLanguage: () => 'el',
      getPartnerCode: () => 'acme',
      siteCode: 's',
      onTokensRefreshed: () => undefined,
      onAuthFailure: () => undefined,
      fetch: async () => empty(404),
    });
    await expect(client.get('Products/1')).rejects.toMatchObject({ name: 'ApiError', status: 404, key: 'api_err_404' });
    await expect(client.get('Products/1', { ...keepRawError, searchParams: { a: 1 } })).rejects.toBeInstanceOf(HTTPError);
  });
});

describe('toErrorBody', () => {
  it('accepts the API error body and drops unknown fields', () => {
    expect(toErrorBody({ error: 'validation_failed', fields: { email: 'invalid_email' }, params: { password: { min: 8 } }, extra: 1 })).toEqual({
      error: 'validation_failed',
      fields: { email: 'invalid_email' },
      params: { password: { min: 8 } },
    });
    expect(toErrorBody({ error: 'out_of_stock' })).toEqual({ error: 'out_of_stock' });
  });
  it.each([null, 'oops', [], { error: 5 }, { error: 'x', fields: { a: 1 } }, { error: 'x', fields: [] }, { error: 'x', params: { a: 'b' } }, { error: 'x', params: { a: { b: true } } }])(
    'refuses %j',
    (body) => expect(toErrorBody(body)).toBeUndefined(),
  );
});
