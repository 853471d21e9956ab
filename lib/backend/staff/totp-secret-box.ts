import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest (issue #44 item 3): AES-256-GCM under a key derived (HKDF-SHA256) from the
 * API's signing key, so a copy of the table alone gives no secret away. Stored as
 * `v1.<iv>.<ciphertext>.<tag>` (base64url). Changing AUTH_JWT_SECRET makes the stored secrets
 * unreadable: the members then enrol again (documented in the decision).
 */
const keyCache = new WeakMap<Uint8Array, Buffer>();

function boxKey(jwtKey: Uint8Array): Buffer {
  let key = keyCache.get(jwtKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtKey, 'partner-storefront', 'staff-totp-secret', 32));
    keyCache.set(jwtKey, key);
  }
  return key;
}

export function sealTotpSecret(jwtKey: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(jwtKey), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secret, or undefined when the box was sealed under another key or altered. */
export function openTotpSecret(jwtKey: Uint8Array, sealed: string): string | undefined {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(jwtKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
