import { z } from 'zod';
import { isPlainNote, normaliseNote, NOTE_MAX_LENGTH } from '@/lib/rules/staff-note';

/**
 * Staff notes on an order (issue #44 item 2): staff write them with a status change or on their
 * own (POST /staff/orders/:id/notes); staff see every one with its author and time, the customer
 * only those marked for them, with their time.
 */
export const zOrderNoteText = z
  .string()
  .transform(normaliseNote)
  .pipe(z.string().min(1).max(NOTE_MAX_LENGTH).refine(isPlainNote, 'invalid_format'));

/** A status change's note: the same rules, and an empty one is none. */
export const zOptionalNoteText = z
  .string()
  .transform(normaliseNote)
  .pipe(z.string().max(NOTE_MAX_LENGTH).refine(isPlainNote, 'invalid_format'))
  .transform((text) => text || undefined);

export const zOrderNoteRequest = z.strictObject({ body: zOrderNoteText, forCustomer: z.boolean().default(false) });
export type OrderNoteRequest = z.infer<typeof zOrderNoteRequest>;

/** A note as the customer sees it. */
export const zCustomerOrderNote = z.object({ body: z.string(), at: z.string() }).meta({ id: 'CustomerOrderNote' });
export type CustomerOrderNote = z.infer<typeof zCustomerOrderNote>;

/** A note as staff see it: who wrote it (null: the shop itself), whether the customer sees it, and the status it came with (null: a note alone). */
export const zStaffOrderNote = z
  .object({ id: z.string(), body: z.string(), at: z.string(), author: z.string().nullable(), forCustomer: z.boolean(), status: z.string().nullable() })
  .meta({ id: 'StaffOrderNote' });
export type StaffOrderNote = z.infer<typeof zStaffOrderNote>;
