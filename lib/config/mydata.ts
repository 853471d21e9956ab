import { sandboxBase, type ProviderMode } from './payment-providers';
import { hasCredentials } from './provider-credentials';
import type { ServerEnv } from './server-env';

/**
 * Where the fiscal documents are transmitted (issue #47 item 3, decision 0069): myDATA's REST API
 * (the ERP channel), with the `aade-user-id` and `Ocp-Apim-Subscription-Key` headers. With both
 * MYDATA_USER_ID and MYDATA_SUBSCRIPTION_KEY set, MYDATA_API_URL (AADE's production API by
 * default; `https://mydataapidev.aade.gr` is its test environment); without them, the sandbox
 * inside the embedded API, `{PUBLIC_URL}/api/sandbox/mydata`, with the sandbox's own user.
 */
export type MydataConfig = { mode: ProviderMode; userId: string; subscriptionKey: string; apiUrl: string };

export const SANDBOX_MYDATA_USER = 'sandbox-mydata';

export function sandboxMydataConfig(env: Pick<ServerEnv, 'PUBLIC_URL'>, sandboxSecret: (slug: string) => string): MydataConfig {
  return { mode: 'sandbox', userId: SANDBOX_MYDATA_USER, subscriptionKey: sandboxSecret('mydata'), apiUrl: sandboxBase(env, 'mydata') };
}

export function mydataConfig(
  env: Pick<ServerEnv, 'PUBLIC_URL' | 'MYDATA_USER_ID' | 'MYDATA_SUBSCRIPTION_KEY' | 'MYDATA_API_URL'>,
  sandboxSecret: (slug: string) => string,
): MydataConfig {
  if (!hasCredentials(env, 'mydata')) return sandboxMydataConfig(env, sandboxSecret);
  return { mode: 'live', userId: env.MYDATA_USER_ID!, subscriptionKey: env.MYDATA_SUBSCRIPTION_KEY!, apiUrl: env.MYDATA_API_URL.replace(/\/+$/, '') };
}
