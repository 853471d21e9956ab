import type { DataExportFormat } from '@/lib/contract/data-export';

/**
 * The file a data export downloads as (decision 0095), pure: `my-data-{partnerCode}-{YYYY-MM-DD}.json`
 * (or `.html`), the day the shop's (Athens), and its media type.
 */
export const EXPORT_CONTENT_TYPES: Readonly<Record<DataExportFormat, string>> = {
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

const athensDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' });

export function exportFileName(partnerCode: string, now: Date, format: DataExportFormat): string {
  // A partner code is lower-case letters, digits and hyphens; anything else stays out of the header.
  const code = partnerCode.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'shop';
  return `my-data-${code}-${athensDay.format(now)}.${format}`;
}

/** The download's headers: never cached (personal data), always a file. */
export const exportHeaders = (fileName: string, format: DataExportFormat): Record<string, string> => ({
  'Content-Type': EXPORT_CONTENT_TYPES[format],
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'private, no-store',
});
