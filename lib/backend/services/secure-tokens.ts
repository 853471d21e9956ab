import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Opaque random tokens for links and refresh tokens; only their SHA-256 is ever stored. */
export const newOpaqueToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newFamilyId = (): string => randomUUID();
