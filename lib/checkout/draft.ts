import type { CheckoutValues } from './form-values';
import type { OrderAttempt } from './idempotency';

/**
 * The checkout in progress, kept in sessionStorage per storefront and customer: what was typed
 * (so nothing is lost on a step change, a reload, a validation or server error, or a payment
 * page and back) and the current order attempt's idempotency key. sessionStorage ends with the
 * tab; the draft is removed once an order is placed.
 */
export type CheckoutDraft = { values?: CheckoutValues; attempt?: OrderAttempt };

export const draftStorageKey = (partnerCode: string, customerId: number) => `checkout:${partnerCode}:${customerId}`;

function read(storage: Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, key: string, draft: Record<string, unknown>): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the checkout still works, it just forgets on reload.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Stored values laid over fresh ones, field by field: only known fields of the same type are
 * taken (a draft from an older version, or edited by hand, cannot break the form).
 */
export function mergeValues<T>(fresh: T, stored: unknown): T {
  if (!isRecord(fresh) || !isRecord(stored)) return fresh;
  const out: Record<string, unknown> = { ...fresh };
  for (const [name, value] of Object.entries(fresh)) {
    const saved = stored[name];
    if (saved === undefined) continue;
    if (isRecord(value)) out[name] = mergeValues(value, saved);
    else if (value === null) out[name] = isRecord(saved) ? saved : null;
    else if (typeof saved === typeof value) out[name] = saved;
  }
  return out as T;
}

const isAttempt = (v: unknown): v is OrderAttempt => isRecord(v) && typeof v.key === 'string' && typeof v.fingerprint === 'string';

/** `resumed`: values were stored (a checkout in progress), not a fresh start. */
export function loadDraft(storage: Storage, key: string, fresh: CheckoutValues): { values: CheckoutValues; resumed: boolean; attempt?: OrderAttempt } {
  const draft = read(storage, key);
  return { values: mergeValues(fresh, draft.values), resumed: isRecord(draft.values), ...(isAttempt(draft.attempt) ? { attempt: draft.attempt } : {}) };
}

export function saveDraftValues(storage: Storage, key: string, values: CheckoutValues): void {
  write(storage, key, { ...read(storage, key), values });
}

export function saveAttempt(storage: Storage, key: string, attempt: OrderAttempt | undefined): void {
  const { attempt: _old, ...rest } = read(storage, key);
  write(storage, key, attempt ? { ...rest, attempt } : rest);
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing stored
  }
}
