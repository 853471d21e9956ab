import { z } from 'zod';
import { NamedColors } from './enums';

/**
 * A pictures URL list's dry run and apply (issue #45 item 3, decision 0045): every row's outcome.
 * The dry run fetches nothing: a row is `fetch` (its product and colour exist, its URL may be
 * fetched) or `error` with its problem key. Apply fetches each `fetch` row: `added`, `unchanged`
 * (the product already has the same picture for that colour: applying a list again adds nothing)
 * or `refused` with the reason key (the address, the answer, the size, not an image…).
 */
export const PictureUrlOutcomes = ['fetch', 'added', 'unchanged', 'refused', 'error'] as const;

export const zPictureUrlRowReport = z.object({
  /** The row's line in the file (1 = the header). */
  row: z.number().int(),
  code: z.string(),
  color: z.enum(NamedColors).nullable(),
  url: z.string(),
  outcome: z.enum(PictureUrlOutcomes),
  problem: z.string().nullable(),
});
export type PictureUrlRowReport = z.infer<typeof zPictureUrlRowReport>;

export const zPictureUrlReport = z
  .object({
    /** A problem of the file itself (not text, no row, too many rows, the header): no row is read then. */
    fileProblems: z.array(z.string()),
    rows: z.array(zPictureUrlRowReport),
    counts: z.object({ fetch: z.number().int(), added: z.number().int(), unchanged: z.number().int(), refused: z.number().int(), error: z.number().int() }),
    /** true: fetched and stored (apply); false: a dry run. */
    applied: z.boolean(),
  })
  .meta({ id: 'CatalogPictureUrlReport' });
export type PictureUrlReport = z.infer<typeof zPictureUrlReport>;
