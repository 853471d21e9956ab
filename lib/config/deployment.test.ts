import { deploymentMessage, deploymentProblems } from './deployment';
import { parseServerEnv } from './server-env';

const LIVE = {
  VIVA_CLIENT_ID: 'id',
  VIVA_CLIENT_SECRET: 'secret',
  VIVA_SOURCE_CODE: '1234',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  ALPHA_MID: '1',
  ALPHA_SHARED_SECRET: 's',
  EUROBANK_MID: '2',
  EUROBANK_SHARED_SECRET: 's',
  WINBANK_ACQUIRER_ID: '14',
  WINBANK_MERCHANT_ID: '1',
  WINBANK_POS_ID: '2',
  WINBANK_USERNAME: 'u',
  WINBANK_PASSWORD: 'p',
};
/** A real seller (issue #47 item 1): 094014201 has a valid check digit. */
const ISSUER = {
  SHOP_COMPANY_NAME: 'Παπαδόπουλος Α.Ε.',
  SHOP_COMPANY_ADDRESS: 'Ερμού 1, 105 63 Αθήνα',
  SHOP_VAT_NUMBER: 'EL094014201',
  SHOP_TAX_OFFICE: 'Α΄ Αθηνών',
  SHOP_REGISTRY_NUMBER: '000123401000',
  SHOP_PHONE: '+30 210 123 4567',
  SHOP_EMAIL: 'shop@papadopoulos.example',
};
/** myDATA's ERP channel (issue #47 item 3). */
const MYDATA = { MYDATA_USER_ID: 'papadopoulos-erp', MYDATA_SUBSCRIPTION_KEY: 'key', AADE_REGISTRY_USERNAME: 'PAPADOP01', AADE_REGISTRY_PASSWORD: 'secret', BOXNOW_CLIENT_ID: 'papadopoulos', BOXNOW_CLIENT_SECRET: 'bn-secret', ACS_API_KEY: 'k', ACS_COMPANY_ID: 'c', ACS_COMPANY_PASSWORD: 'p', ACS_USER_ID: 'u', ACS_USER_PASSWORD: 'q', ACS_BILLING_CODE: '2ΑΘ123456' };
const READY = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', SMTP_URL: 'smtps://mail.example', ...LIVE, ...ISSUER, ...MYDATA };
const SECRET = 'x'.repeat(32);
const problems = (env: Record<string, string | undefined>) => deploymentProblems(parseServerEnv(env));

describe('deploymentProblems', () => {
  it('lists everything missing in production without configuration, in one message', () => {
    const list = problems({ NODE_ENV: 'production' });
    const text = deploymentMessage(list);
    for (const name of ['VIVA_CLIENT_ID', 'VIVA_SOURCE_CODE', 'PAYPAL_CLIENT_SECRET', 'ALPHA_MID', 'EUROBANK_SHARED_SECRET', 'WINBANK_PASSWORD', 'PUBLIC_URL', 'SMTP_URL', 'SHOP_VAT_NUMBER', 'SHOP_TAX_OFFICE', 'MYDATA_USER_ID', 'MYDATA_SUBSCRIPTION_KEY', 'AADE_REGISTRY_USERNAME', 'BOXNOW_CLIENT_ID', 'ACS_BILLING_CODE', 'DEMO_MODE=1']) {
      expect(text).toContain(name);
    }
    expect(list).toHaveLength(12);
  });

  it('accepts production with every enabled provider live, a public https origin and a mail server', () => {
    expect(problems(READY)).toEqual([]);
  });

  it('asks only for the providers PAYMENT_PROVIDERS enables', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', SMTP_URL: 'smtp://mail', PAYMENT_PROVIDERS: 'viva, paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', ...ISSUER, ...MYDATA };
    expect(problems(env)).toEqual(['VIVA_CLIENT_ID, VIVA_CLIENT_SECRET, VIVA_SOURCE_CODE: required for viva (or leave viva out of PAYMENT_PROVIDERS)']);
  });

  it('refuses production without myDATA credentials unless in demo mode; one of the two alone is refused everywhere (issue #47 item 3)', () => {
    const { MYDATA_SUBSCRIPTION_KEY: _key, MYDATA_USER_ID: _user, AADE_REGISTRY_USERNAME: _registryUser, AADE_REGISTRY_PASSWORD: _registryPassword, ...none } = READY;
    expect(problems(none)).toEqual([
      "MYDATA_USER_ID, MYDATA_SUBSCRIPTION_KEY: required, myDATA's user and subscription key (every invoice and receipt is transmitted to AADE)",
      "AADE_REGISTRY_USERNAME, AADE_REGISTRY_PASSWORD: required, AADE's registry lookup credentials (the checkout fills invoice details from the ΑΦΜ)",
    ]);
    const demo = { ...Object.fromEntries(Object.entries(none).filter(([name]) => !(name in LIVE) && name !== 'SMTP_URL' && !name.startsWith('BOXNOW_') && !name.startsWith('ACS_'))), DEMO_MODE: '1' };
    expect(problems(demo)).toEqual([]);
    expect(() => problems({ ...none, MYDATA_USER_ID: 'papadopoulos-erp' })).toThrow(/MYDATA_SUBSCRIPTION_KEY: missing: mydata is configured in part/);
  });

  it('refuses production without Box Now credentials unless in demo mode (issue #48); one of the two alone is refused everywhere', () => {
    const { BOXNOW_CLIENT_ID: _id, BOXNOW_CLIENT_SECRET: _secret, ...none } = READY;
    expect(problems(none)).toEqual(["BOXNOW_CLIENT_ID, BOXNOW_CLIENT_SECRET: required, Box Now's partner API client (the locker orders are shipped through it)"]);
    expect(() => problems({ ...none, BOXNOW_CLIENT_ID: 'papadopoulos' })).toThrow(/BOXNOW_CLIENT_SECRET: missing: boxnow is configured in part/);
    const { ACS_BILLING_CODE: _billing, ...noAcs } = READY;
    expect(() => problems(noAcs)).toThrow(/ACS_BILLING_CODE: missing: acs is configured in part/);
  });

  it('refuses production while the issuer is the demo company, or its ΑΦΜ has a wrong check digit (issue #47 item 1)', () => {
    const { SHOP_TAX_OFFICE: _office, SHOP_EMAIL: _email, ...partial } = READY;
    expect(problems(partial)).toEqual([
      "SHOP_TAX_OFFICE, SHOP_EMAIL: required, the seller's legal details printed on every invoice and receipt (the demo company's are in use)",
    ]);
    expect(problems({ ...READY, SHOP_VAT_NUMBER: 'EL094014202' })).toEqual([
      "SHOP_VAT_NUMBER: must be the seller's Greek ΑΦΜ, nine digits with a valid check digit (EL094014202)",
    ]);
    // In demo mode the demo company issues the (test) documents.
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: '1', SHOP_VAT_NUMBER: 'EL094014202' })).toEqual([]);
  });

  it('accepts production in demo mode with nothing else configured', () => {
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: '1' })).toEqual([]);
  });

  it('requires https public origins in production', () => {
    expect(problems({ ...READY, PUBLIC_URL: 'http://shop.example' })).toEqual(['PUBLIC_URL/PUBLIC_ORIGINS: must be https in production (http://shop.example)']);
    expect(problems({ ...READY, PUBLIC_URL: '', PUBLIC_ORIGINS: 'https://a.example,https://b.example' })).toEqual([]);
  });

  it('refuses test endpoints beside a live provider, in any mode (demo mode with live credentials does not even parse: demo-mode.test.ts)', () => {
    for (const mode of [{ NODE_ENV: 'test' }, { NODE_ENV: 'development' }]) {
      const list = problems({ ...mode, VIVA_CLIENT_ID: 'id', VIVA_CLIENT_SECRET: 's', VIVA_SOURCE_CODE: '1', ENABLE_TEST_ENDPOINTS: '1', TEST_ENDPOINTS_SECRET: SECRET });
      expect(list).toEqual(['ENABLE_TEST_ENDPOINTS: not allowed while a payment provider takes real payments (viva); unset it']);
    }
    expect(problems({ ...READY, ENABLE_TEST_ENDPOINTS: '1', TEST_ENDPOINTS_SECRET: SECRET })[0]).toMatch(/^ENABLE_TEST_ENDPOINTS: not allowed/);
  });

  it('allows test endpoints in demo mode only with their secret', () => {
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: '1', ENABLE_TEST_ENDPOINTS: '1', TEST_ENDPOINTS_SECRET: SECRET })).toEqual([]);
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: '1', ENABLE_TEST_ENDPOINTS: '1' })).toEqual([expect.stringMatching(/^TEST_ENDPOINTS_SECRET: required/)]);
  });
});
