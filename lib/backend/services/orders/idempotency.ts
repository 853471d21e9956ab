import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { canonicalJson, isValidIdempotencyKey } from '@/lib/rules/idempotency-key';
import { idempotencyKeys } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, conflict } from '../../http/api-error';

/**
 * Idempotency of POST /Orders (DESIGN §8). The key row is the FIRST write of the placing
 * transaction: a concurrent request with the same key blocks on the unique (customer, key) index
 * until the first one ends; if that one committed, the key is there with its answer (replayed when
 * the request is the same, 409 `idempotency_key_reused` when it is not); if it rolled back (a
 * refusal writes nothing, the key included), the second request runs as if it were the first.
 * Keys older than a day are purged by the expiry sweep (jobs/payment-expiry.ts).
 */
export type StoredAnswer = { status: number; body: Record<string, unknown> };
export type KeyClaim = { kind: 'claimed'; id: number } | { kind: 'replay'; answer: StoredAnswer };

/** 400 `idempotency_key_required` (field `Idempotency-Key`: `required` or `invalid_format`). */
export function requireIdempotencyKey(header: string | undefined): string {
  if (header === undefined || header.trim() === '') throw new ApiError(400, 'idempotency_key_required', { 'Idempotency-Key': 'required' });
  if (!isValidIdempotencyKey(header)) throw new ApiError(400, 'idempotency_key_required', { 'Idempotency-Key': 'invalid_format' });
  return header;
}

/** SHA-256 of the request as parsed (key order and whitespace do not matter). */
export const requestHash = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('base64url');

export async function claimIdempotencyKey(tx: Tx, input: { customerId: number; key: string; hash: string; now: Date }): Promise<KeyClaim> {
  // Twice at most: the expiry sweep may purge an old key between the insert that met it and the read.
  for (let round = 0; ; round += 1) {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ customerId: input.customerId, key: input.key, requestHash: input.hash, responseStatus: 0, responseBody: {}, createdAt: input.now })
      .onConflictDoNothing({ target: [idempotencyKeys.customerId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { kind: 'claimed', id: claimed.id };
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, input.customerId), eq(idempotencyKeys.key, input.key)));
    if (!existing) {
      if (round === 0) continue;
      throw new Error('idempotency key conflict without a row');
    }
    if (existing.requestHash !== input.hash) throw conflict('idempotency_key_reused');
    return { kind: 'replay', answer: { status: existing.responseStatus, body: existing.responseBody } };
  }
}

/** Stores the answer of a claimed key (same transaction as the order). */
export async function recordAnswer(tx: Tx, id: number, answer: StoredAnswer, orderId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body, orderId }).where(eq(idempotencyKeys.id, id));
}
