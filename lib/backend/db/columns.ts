import { timestamp } from 'drizzle-orm/pg-core';

/** Column builders every schema module shares (kept apart from schema.ts, which re-exports the others). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
