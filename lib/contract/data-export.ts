import { z } from 'zod';
import { Languages } from './enums';

/**
 * A customer's data export (issue #49 item 2, decision 0095): the customer's own
 * (GET /Customers/Profile/Export) and staff's for a customer (GET /staff/customers/{id}/data-export).
 * `format`: a machine-readable JSON file (the default) or a printable HTML page; `lang`: the HTML
 * page's language, else the customer's (the JSON's keys are the same in every language).
 */
export const DataExportFormats = ['json', 'html'] as const;
export type DataExportFormat = (typeof DataExportFormats)[number];

/** The media types an export is answered in (the OpenAPI document lists both). */
export const DATA_EXPORT_MEDIA_TYPES = ['application/json', 'text/html'] as const;

/** A customer's own exports per hour (each reads their whole history): more is 429 too_many_requests with Retry-After. */
export const DATA_EXPORT_HOURLY_LIMIT = 10;

export const zDataExportQuery = z.strictObject({
  format: z.enum(DataExportFormats).default('json'),
  lang: z.enum(Languages).optional(),
});
export type DataExportQuery = z.infer<typeof zDataExportQuery>;
