import type { ServerEnv } from '@/lib/config/server-env';
import type { Language } from '@/lib/contract/enums';
import type { Database } from './db/client';
import type { Mailer } from './services/mailer';
import type { ObjectStore } from './object-store/object-store';
import type { RevocationTracker } from './services/revocation-tracker';
import type { StaffPrincipal } from './staff/staff-principal';

/** What the API needs from the outside world; tests pass their own (database, clock, env). */
export type ApiDeps = {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  env: ServerEnv;
  mailer: Mailer;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  now: () => Date;
  /** Revoked session families (access tokens stop at once); createApi makes one when absent. */
  revocations: RevocationTracker;
  /** Where uploaded product pictures are kept (lib/backend/object-store); createApi makes the environment's when absent. */
  objectStore?: ObjectStore;
  /** How payment adapters reach providers; createApi answers the embedded sandboxes in-process. */
  providerFetch?: (request: Request) => Promise<Response>;
  /** Runs work after the answer went out (see services/after-answer); tests await it instead. */
  afterAnswer?: (label: string, task: () => Promise<void>) => void;
  /** Password hashing; tests count the calls. Default: scrypt (services/passwords). */
  hashPassword?: (password: string, cost: number) => Promise<string>;
  /** Waits before answering (login slow-down); tests record the wait instead of waiting. */
  pause?: (ms: number) => Promise<void>;
  /** How long a picture URL fetch may take (default PICTURE_FETCH_TIMEOUT_MS, 10 s); a test of the timeout waits less. */
  pictureFetchTimeoutMs?: number;
};

export type PartnerScope = { id: number; code: string; name: string; status: 'active' | 'disabled' };
/** `impersonatorId`: the sales person shopping as the customer (issue #17 item 4), from the token's `imp` claim. */
export type CustomerPrincipal = { customerId: number; partnerId: number; familyId: string; impersonatorId?: number };

/**
 * What only an in-process caller can hand to `api.fetch(request, bindings)` (HTTP requests reach
 * the API through app/api/[...path]/route.ts, which passes none): the storefront's server reading
 * the catalogue for a customer it has already verified, partner-wide (lib/api/catalog.server.ts).
 */
export type ApiBindings = { storefrontCatalogRead?: true };

/** Hono context variables set by the request pipeline. */
export type ApiEnv = {
  Bindings: ApiBindings;
  Variables: {
    deps: ApiDeps;
    lang: Language;
    clientIp: string;
    partner: PartnerScope;
    principal: CustomerPrincipal;
    /** The staff member of a staff route's token (lib/backend/staff/staff-auth.ts). */
    staff: StaffPrincipal;
  };
};
