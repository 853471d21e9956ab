import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../services/payments/secure-text';
import type { PaypalToken } from '../../services/payments/paypal/paypal-types';

/**
 * The PayPal sandbox's credentials and ids (DESIGN §6). Its client is the sandbox configuration's
 * (`clientId` and `sandboxSecret(deps, 'paypal')`, whatever the live configuration says). Access
 * tokens are stateless, like PayPal's opaque `A21AA…` tokens to the caller: a payload (client,
 * expiry, nonce) and its HMAC-SHA256 under the sandbox secret; PayPal's tokens live about nine
 * hours (`expires_in: 32400` in its samples), these too, by the injected clock.
 */
export const PAYPAL_TOKEN_TTL_SECONDS = 32_400;

/** `Authorization: Basic base64(id:secret)` (RFC 7617), or undefined. */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,2000})$/i.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : undefined;
}

const mac = (secret: string, label: string, value: string): Buffer => createHmac('sha256', secret).update(`paypal-sandbox:${label}\n${value}`).digest();

/** The token answer of `POST /v1/oauth2/token`, shaped like PayPal's. */
export function issueToken(secret: string, clientId: string, now: Date): PaypalToken {
  const payload = Buffer.from(JSON.stringify({ c: clientId, e: Math.floor(now.getTime() / 1000) + PAYPAL_TOKEN_TTL_SECONDS, n: randomBytes(6).toString('hex') })).toString('base64url');
  return {
    scope: 'https://uri.paypal.com/services/payments/payment/authcapture openid',
    access_token: `A21AA${payload}.${mac(secret, 'token', payload).toString('base64url')}`,
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: PAYPAL_TOKEN_TTL_SECONDS,
    nonce: `${now.toISOString().slice(0, 19)}Z${randomBytes(16).toString('base64url')}`,
  };
}

/** The client a bearer token was issued to, while it is genuine and unexpired. */
export function tokenClient(secret: string, header: string | undefined, now: Date): string | undefined {
  const match = /^Bearer\s+A21AA([A-Za-z0-9_-]{1,500})\.([A-Za-z0-9_-]{43})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, payload, signature] = match as unknown as [string, string, string];
  if (!safeEqual(signature, mac(secret, 'token', payload).toString('base64url'))) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: unknown; e?: unknown };
    if (typeof claims.c !== 'string' || typeof claims.e !== 'number' || claims.e * 1000 <= now.getTime()) return undefined;
    return claims.c;
  } catch {
    return undefined;
  }
}

/** `length` characters of [A-Z0-9] from bytes (PayPal's ids: order and capture ids 17, payer ids 13). */
function idFrom(bytes: Buffer, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(bytes.subarray(0, length), (b) => alphabet[b % alphabet.length]).join('');
}

/** The order id of a create request: derived from its PayPal-Request-Id (a repeated request names the same order), else random. */
export const newOrderId = (secret: string, clientId: string, requestId: string | undefined): string =>
  idFrom(requestId === undefined ? randomBytes(32) : mac(secret, 'order', `${clientId}\n${requestId}`), 17);

export const payerIdOf = (secret: string, orderId: string): string => idFrom(mac(secret, 'payer', orderId), 13);
export const captureIdOf = (secret: string, orderId: string): string => idFrom(mac(secret, 'capture', orderId), 17);
