import type { ServerEnv } from './server-env';

/**
 * Where each payment provider is reached and with which credentials (DESIGN §6). A provider whose
 * credentials are all set talks to the URLs in env (the provider's live endpoints by default; point
 * them at the provider's own test environment to try real credentials there). A provider without
 * them talks to its sandbox inside the embedded API, `{PUBLIC_URL}/api/sandbox/{provider}`, with
 * the sandbox's credentials: the same adapter, the same contract, only the configuration differs.
 */
export type ProviderMode = 'live' | 'sandbox';

export type VivaConfig = { mode: ProviderMode; clientId: string; clientSecret: string; sourceCode: string; apiUrl: string; accountsUrl: string; checkoutUrl: string };
export type PaypalConfig = { mode: ProviderMode; clientId: string; clientSecret: string; apiUrl: string };
export type CardlinkConfig = { mode: ProviderMode; mid: string; sharedSecret: string; gatewayUrl: string };
export type WinbankConfig = {
  mode: ProviderMode;
  acquirerId: string;
  merchantId: string;
  posId: string;
  username: string;
  password: string;
  ticketUrl: string;
  payUrl: string;
};

export type PaymentProvidersConfig = {
  viva: VivaConfig;
  paypal: PaypalConfig;
  alpha: CardlinkConfig;
  eurobank: CardlinkConfig;
  winbank: WinbankConfig;
};

/** The sandboxes' base URL for a provider slug. */
export const sandboxBase = (env: Pick<ServerEnv, 'PUBLIC_URL'>, slug: string): string => new URL(`/api/sandbox/${slug}`, env.PUBLIC_URL).toString();

const all = (...values: (string | undefined)[]): boolean => values.every((v) => v !== undefined && v !== '');

/**
 * The sandboxes' own merchants: what the adapters use without credentials, and what the sandboxes
 * check whatever the live configuration says. `sandboxSecret(slug)` is a sandbox's shared secret
 * (derived from the API's signing key by the caller, so every instance agrees).
 */
export function sandboxProvidersConfig(env: Pick<ServerEnv, 'PUBLIC_URL'>, sandboxSecret: (slug: string) => string): PaymentProvidersConfig {
  const base = (slug: string) => sandboxBase(env, slug);
  const cardlink = (slug: 'alpha' | 'eurobank'): CardlinkConfig => ({
    mode: 'sandbox',
    mid: slug === 'alpha' ? '0020000001' : '0030000001',
    sharedSecret: sandboxSecret(slug),
    gatewayUrl: `${base(slug)}/vpos/shophandlermpi`,
  });
  return {
    viva: { mode: 'sandbox', clientId: 'sandbox-viva', clientSecret: sandboxSecret('viva'), sourceCode: '1234', apiUrl: base('viva'), accountsUrl: base('viva'), checkoutUrl: `${base('viva')}/web/checkout` },
    paypal: { mode: 'sandbox', clientId: 'sandbox-paypal', clientSecret: sandboxSecret('paypal'), apiUrl: base('paypal') },
    alpha: cardlink('alpha'),
    eurobank: cardlink('eurobank'),
    winbank: {
      mode: 'sandbox',
      acquirerId: '14',
      merchantId: '2137477493',
      posId: '2141384532',
      username: 'SANDBOX',
      password: sandboxSecret('winbank'),
      ticketUrl: `${base('winbank')}/services/tickets/issuer.asmx`,
      payUrl: `${base('winbank')}/redirection/pay.aspx`,
    },
  };
}

/** Each provider's configuration: live where its credentials are set, its sandbox's otherwise. */
export function paymentProvidersConfig(env: ServerEnv, sandboxSecret: (slug: string) => string): PaymentProvidersConfig {
  const sandbox = sandboxProvidersConfig(env, sandboxSecret);
  const cardlink = (slug: 'alpha' | 'eurobank', mid: string | undefined, secret: string | undefined, gatewayUrl: string): CardlinkConfig =>
    all(mid, secret) ? { mode: 'live', mid: mid!, sharedSecret: secret!, gatewayUrl } : sandbox[slug];
  return {
    viva: all(env.VIVA_CLIENT_ID, env.VIVA_CLIENT_SECRET, env.VIVA_SOURCE_CODE)
      ? { mode: 'live', clientId: env.VIVA_CLIENT_ID!, clientSecret: env.VIVA_CLIENT_SECRET!, sourceCode: env.VIVA_SOURCE_CODE!, apiUrl: env.VIVA_API_URL, accountsUrl: env.VIVA_ACCOUNTS_URL, checkoutUrl: env.VIVA_CHECKOUT_URL }
      : sandbox.viva,
    paypal: all(env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET) ? { mode: 'live', clientId: env.PAYPAL_CLIENT_ID!, clientSecret: env.PAYPAL_CLIENT_SECRET!, apiUrl: env.PAYPAL_API_URL } : sandbox.paypal,
    alpha: cardlink('alpha', env.ALPHA_MID, env.ALPHA_SHARED_SECRET, env.ALPHA_GATEWAY_URL),
    eurobank: cardlink('eurobank', env.EUROBANK_MID, env.EUROBANK_SHARED_SECRET, env.EUROBANK_GATEWAY_URL),
    winbank: all(env.WINBANK_ACQUIRER_ID, env.WINBANK_MERCHANT_ID, env.WINBANK_POS_ID, env.WINBANK_USERNAME, env.WINBANK_PASSWORD)
      ? {
          mode: 'live',
          acquirerId: env.WINBANK_ACQUIRER_ID!,
          merchantId: env.WINBANK_MERCHANT_ID!,
          posId: env.WINBANK_POS_ID!,
          username: env.WINBANK_USERNAME!,
          password: env.WINBANK_PASSWORD!,
          ticketUrl: env.WINBANK_TICKET_URL,
          payUrl: env.WINBANK_PAY_URL,
        }
      : sandbox.winbank,
  };
}
