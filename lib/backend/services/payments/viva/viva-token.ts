import type { ProviderHttp } from '../provider-http';
import { providerJson } from '../provider-http';
import { tokenCache } from '../token-cache';

/**
 * OAuth2 client-credentials tokens for Viva's APIs (`POST {accounts}/connect/token`, HTTP Basic
 * client id and secret), kept per process until a minute before they expire.
 */
const cache = tokenCache();

export async function vivaAccessToken(http: ProviderHttp, config: { accountsUrl: string; clientId: string; clientSecret: string }, now: Date): Promise<string> {
  return cache.get(`${config.accountsUrl}|${config.clientId}`, now, async () => {
    const response = await http(
      new Request(`${config.accountsUrl}/connect/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      }),
    );
    const body = await providerJson<{ access_token: string; expires_in: number }>('Viva', response);
    return { token: body.access_token, expiresAt: now.getTime() + Math.max(0, body.expires_in - 60) * 1000 };
  });
}
