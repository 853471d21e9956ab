import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv } from '../context';
import { outboxEmails } from '../db/schema';
import { parseOrThrow, queryObject } from '../http/validate';

/**
 * Test-only endpoints, mounted only when ENABLE_TEST_ENDPOINTS is on (never in a real
 * deployment): the mail outbox, so e2e tests can follow verification and reset links.
 */
const zOutboxQuery = z.strictObject({ to: z.string().min(3).max(254), kind: z.string().max(40).optional() });

export function testRoutes(app: Hono<ApiEnv>): void {
  app.get('/test/outbox', async (c) => {
    const query = parseOrThrow(zOutboxQuery, queryObject(c));
    const rows = await c
      .get('deps')
      .db.select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, query.to.toLowerCase()), query.kind ? eq(outboxEmails.kind, query.kind) : undefined))
      .orderBy(desc(outboxEmails.id))
      .limit(20);
    return c.json({ items: rows });
  });
}
