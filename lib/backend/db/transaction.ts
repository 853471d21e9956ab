import type { Database } from './client';

/** The handle a `db.transaction(async (tx) => …)` callback gets (both drivers). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
