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
