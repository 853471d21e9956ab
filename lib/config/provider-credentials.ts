/**
 * The credentials each outside service needs to run live: the payment providers
 * (lib/config/payment-providers.ts), myDATA (lib/config/mydata.ts), AADE's registry lookup
 * (lib/config/tax-registry.ts) and the carriers (lib/config/carriers.ts). All of them set = live, none
 * = its sandbox, some = a configuration error naming the missing ones.
 */
export const PROVIDER_CREDENTIALS = {
  viva: ['VIVA_CLIENT_ID', 'VIVA_CLIENT_SECRET', 'VIVA_SOURCE_CODE'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  alpha: ['ALPHA_MID', 'ALPHA_SHARED_SECRET'],
  eurobank: ['EUROBANK_MID', 'EUROBANK_SHARED_SECRET'],
  winbank: ['WINBANK_ACQUIRER_ID', 'WINBANK_MERCHANT_ID', 'WINBANK_POS_ID', 'WINBANK_USERNAME', 'WINBANK_PASSWORD'],
  mydata: ['MYDATA_USER_ID', 'MYDATA_SUBSCRIPTION_KEY'],
  registry: ['AADE_REGISTRY_USERNAME', 'AADE_REGISTRY_PASSWORD'],
  boxnow: ['BOXNOW_CLIENT_ID', 'BOXNOW_CLIENT_SECRET'],
  acs: ['ACS_API_KEY', 'ACS_COMPANY_ID', 'ACS_COMPANY_PASSWORD', 'ACS_USER_ID', 'ACS_USER_PASSWORD', 'ACS_BILLING_CODE'],
} as const;

export type CredentialSlug = keyof typeof PROVIDER_CREDENTIALS;
type Source = Readonly<Record<string, unknown>>;

const isSet = (env: Source, name: string): boolean => env[name] !== undefined && env[name] !== '';

/** Whether every credential of `slug` is set. */
export const hasCredentials = (env: Source, slug: CredentialSlug): boolean => PROVIDER_CREDENTIALS[slug].every((name) => isSet(env, name));

/** The credentials of `slug` that are not set. */
export const missingCredentials = (env: Source, slug: CredentialSlug): string[] => PROVIDER_CREDENTIALS[slug].filter((name) => !isSet(env, name));

/** One problem per missing variable of each provider configured in part. */
export function partialProviderProblems(env: Source): { variable: string; message: string }[] {
  return (Object.keys(PROVIDER_CREDENTIALS) as CredentialSlug[]).flatMap((slug) => {
    const set = PROVIDER_CREDENTIALS[slug].filter((name) => isSet(env, name));
    if (set.length === 0 || set.length === PROVIDER_CREDENTIALS[slug].length) return [];
    return missingCredentials(env, slug).map((variable) => ({ variable, message: `missing: ${slug} is configured in part (${set.join(', ')} set), set it too or unset them all` }));
  });
}
