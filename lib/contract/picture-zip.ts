import { z } from 'zod';
import { NamedColors } from './enums';

/**
 * A pictures ZIP's dry run and apply (issue #45 item 3, decision 0042): every entry's outcome —
 * `add` (a new picture of that product, colour and order), `unchanged` (the same picture is already
 * the product's for that colour: re-applying a ZIP adds nothing), `skipped` (a folder entry or a
 * file manager's litter) or `error` with its problem key.
 */
export const PictureZipOutcomes = ['add', 'unchanged', 'skipped', 'error'] as const;

export const zPictureZipEntryReport = z.object({
  entry: z.string(),
  code: z.string().nullable(),
  color: z.enum(NamedColors).nullable(),
  order: z.number().int().nullable(),
  outcome: z.enum(PictureZipOutcomes),
  problem: z.string().nullable(),
});
export type PictureZipEntryReport = z.infer<typeof zPictureZipEntryReport>;

export const zPictureZipReport = z
  .object({
    /** A problem of the ZIP itself (unreadable, too many entries, too large once inflated, no picture): no entry is read then. */
    fileProblems: z.array(z.string()),
    entries: z.array(zPictureZipEntryReport),
    counts: z.object({ add: z.number().int(), unchanged: z.number().int(), skipped: z.number().int(), error: z.number().int() }),
    /** true: written (apply); false: a dry run. */
    applied: z.boolean(),
  })
  .meta({ id: 'CatalogPictureZipReport' });
export type PictureZipReport = z.infer<typeof zPictureZipReport>;
