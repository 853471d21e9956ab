import { mydataConfig, SANDBOX_MYDATA_USER } from './mydata';

describe('where fiscal documents are transmitted', () => {
  const base = { PUBLIC_URL: 'https://shop.example', MYDATA_API_URL: 'https://mydatapi.aade.gr/myDATA/' };
  const secret = (slug: string) => `secret-of-${slug}`;

  it('without credentials: the sandbox inside the API, with its own user', () => {
    expect(mydataConfig(base, secret)).toEqual({ mode: 'sandbox', userId: SANDBOX_MYDATA_USER, subscriptionKey: 'secret-of-mydata', apiUrl: 'https://shop.example/api/sandbox/mydata' });
    expect(mydataConfig({ ...base, MYDATA_USER_ID: 'shop' }, secret).mode).toBe('sandbox');
  });

  it('with both: the configured API, without a trailing slash', () => {
    expect(mydataConfig({ ...base, MYDATA_USER_ID: 'shop', MYDATA_SUBSCRIPTION_KEY: 'key' }, secret)).toEqual({ mode: 'live', userId: 'shop', subscriptionKey: 'key', apiUrl: 'https://mydatapi.aade.gr/myDATA' });
  });
});
