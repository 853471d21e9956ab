import { parseServerEnv } from './server-env';
import { VIES_LIVE_URL, viesConfig } from './vies';

describe('where an EU VAT number is checked (VIES)', () => {
  const base = { PUBLIC_URL: 'https://shop.example', NODE_ENV: 'production', DEMO_MODE: false } as const;
  const sandbox = { mode: 'sandbox', url: 'https://shop.example/api/sandbox/vies/check-vat-number' };

  it('VIES_API_URL set: that service, live, in any environment', () => {
    for (const env of [base, { ...base, NODE_ENV: 'development' as const }, { ...base, DEMO_MODE: true }]) {
      expect(viesConfig({ ...env, VIES_API_URL: 'https://vies.example/check' })).toEqual({ mode: 'live', url: 'https://vies.example/check' });
    }
  });

  it('unset: the sandbox in a demo or outside production', () => {
    expect(viesConfig({ ...base, DEMO_MODE: true })).toEqual(sandbox);
    expect(viesConfig({ ...base, NODE_ENV: 'development' })).toEqual(sandbox);
    expect(viesConfig({ ...base, NODE_ENV: 'test' })).toEqual(sandbox);
  });

  it("unset in production: the Commission's REST API, no credentials needed", () => {
    expect(viesConfig(base)).toEqual({ mode: 'live', url: VIES_LIVE_URL });
    expect(VIES_LIVE_URL).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number');
  });

  it('VIES_API_URL must be a URL', () => {
    expect(parseServerEnv({ VIES_API_URL: 'https://vies.example/check' }).VIES_API_URL).toBe('https://vies.example/check');
    expect(() => parseServerEnv({ VIES_API_URL: 'not a url' })).toThrow(/VIES_API_URL/);
  });
});
