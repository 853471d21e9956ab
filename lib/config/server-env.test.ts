import { EnvError, parseServerEnv } from './server-env';

describe('parseServerEnv', () => {
  it('applies documented defaults', () => {
    const env = parseServerEnv({});
    expect(env.DATA_DIR).toBe('.data');
    expect(env.AUTH_ACCESS_TOKEN_MINUTES).toBe(15);
    expect(env.AUTH_REFRESH_TOKEN_MINUTES).toBe(10080);
    expect(env.ENABLE_TEST_ENDPOINTS).toBe(false);
    expect(env.CORS_ORIGINS).toEqual([]);
    expect([env.CHECKOUT_COURIER_CENTS, env.CHECKOUT_BOXNOW_CENTS, env.CHECKOUT_COD_FEE_CENTS]).toEqual([450, 300, 200]);
  });

  it('parses lists, booleans and numbers', () => {
    const env = parseServerEnv({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ENABLE_TEST_ENDPOINTS: '1',
      AUTH_RATE_LIMIT_ACCOUNT: '9',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.ENABLE_TEST_ENDPOINTS).toBe(true);
    expect(env.AUTH_RATE_LIMIT_ACCOUNT).toBe(9);
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable', () => {
    let error: unknown;
    try {
      parseServerEnv({ DATABASE_URL: 'mysql://x', AUTH_JWT_SECRET: 'short', PASSWORD_SCRYPT_COST: '1000', NEXT_PUBLIC_TRAILING_SLASH: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('AUTH_JWT_SECRET');
    expect(message).toContain('PASSWORD_SCRYPT_COST');
    expect(message).toContain('NEXT_PUBLIC_TRAILING_SLASH');
  });
});

describe('parseServerEnv: issue #14 §20', () => {
  const messageOf = (source: Record<string, string>): string => {
    try {
      parseServerEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as EnvError).message;
    }
    throw new Error('parsed without an error');
  };

  it('refuses a PORT that is not a number from 1 to 65535, naming it', () => {
    for (const port of ['abc', '99999', '0', '80.5']) expect(messageOf({ PORT: port })).toContain('PORT: must be a whole number from 1 to 65535');
    expect(parseServerEnv({ PORT: '3100' }).PORT).toBe(3100);
    expect(parseServerEnv({}).PORT).toBe(3000);
  });

  it('refuses a HOSTNAME that cannot be listened on, and accepts names and addresses', () => {
    expect(messageOf({ HOSTNAME: 'http://x y' })).toContain('HOSTNAME');
    for (const host of ['0.0.0.0', '127.0.0.1', '::', '[::1]', 'shop-1', 'a1b2c3d4e5f6']) expect(parseServerEnv({ HOSTNAME: host }).HOSTNAME).toBe(host);
  });

  it('names the missing credentials of a provider configured in part', () => {
    const message = messageOf({ VIVA_CLIENT_ID: 'id', WINBANK_USERNAME: 'u', WINBANK_PASSWORD: 'p' });
    expect(message).toContain('VIVA_CLIENT_SECRET: missing');
    expect(message).toContain('VIVA_SOURCE_CODE: missing');
    expect(message).not.toContain('VIVA_CLIENT_ID:');
    for (const name of ['WINBANK_ACQUIRER_ID', 'WINBANK_MERCHANT_ID', 'WINBANK_POS_ID']) expect(message).toContain(`${name}: missing`);
    expect(message).not.toContain('PAYPAL');
  });

  it('resolves the public origins: PUBLIC_ORIGINS, else PUBLIC_URL, else none (each request its own)', () => {
    expect(parseServerEnv({ PUBLIC_ORIGINS: 'https://a.example/, https://b.example:8443' })).toMatchObject({ PUBLIC_ORIGINS: ['https://a.example', 'https://b.example:8443'], PUBLIC_URL: 'https://a.example' });
    expect(parseServerEnv({ PUBLIC_URL: 'https://shop.example/' })).toMatchObject({ PUBLIC_ORIGINS: ['https://shop.example'], PUBLIC_URL: 'https://shop.example/' });
    expect(parseServerEnv({ PORT: '3100' })).toMatchObject({ PUBLIC_ORIGINS: [], PUBLIC_URL: 'http://localhost:3100' });
    expect(messageOf({ PUBLIC_ORIGINS: 'https://a.example,ftp://b' })).toContain('PUBLIC_ORIGINS');
    // an address or localhost is a public URL too (a server reached by IP, the e2e and process tests)
    for (const url of ['http://127.0.0.1:3100', 'http://localhost:3000', 'http://[::1]:3000']) expect(parseServerEnv({ PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    for (const url of ['ftp://shop.example', 'javascript:alert(1)', 'shop.example']) expect(messageOf({ PUBLIC_URL: url })).toContain('PUBLIC_URL');
  });

  it('reads PAYMENT_PROVIDERS (default all) and DEMO_MODE', () => {
    expect(parseServerEnv({}).PAYMENT_PROVIDERS).toEqual(['viva', 'paypal', 'alpha', 'eurobank', 'winbank']);
    expect(parseServerEnv({ PAYMENT_PROVIDERS: 'paypal, viva,paypal' }).PAYMENT_PROVIDERS).toEqual(['paypal', 'viva']);
    expect(messageOf({ PAYMENT_PROVIDERS: 'viva,stripe' })).toContain('PAYMENT_PROVIDERS');
    expect(parseServerEnv({ DEMO_MODE: '1' }).DEMO_MODE).toBe(true);
    expect(messageOf({ DEMO_MODE: 'yes' })).toContain('DEMO_MODE');
  });
});
