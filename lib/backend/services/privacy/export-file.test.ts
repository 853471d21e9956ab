import { EXPORT_CONTENT_TYPES, exportFileName, exportHeaders } from './export-file';

/** The data export's file name and headers (decision 0095). */
describe('exportFileName', () => {
  it('names the partner and the shop day (Athens)', () => {
    expect(exportFileName('acme', new Date('2026-11-22T10:00:00Z'), 'json')).toBe('my-data-acme-2026-11-22.json');
    // 23:30 UTC on the 22nd is already the 23rd in Athens (UTC+2 in winter).
    expect(exportFileName('hellas', new Date('2026-11-22T23:30:00Z'), 'html')).toBe('my-data-hellas-2026-11-23.html');
  });

  it('keeps anything but letters, digits and hyphens out of the header', () => {
    expect(exportFileName('Ac"me\r\n/x', new Date('2026-11-22T10:00:00Z'), 'json')).toBe('my-data-acmex-2026-11-22.json');
    expect(exportFileName('"', new Date('2026-11-22T10:00:00Z'), 'json')).toBe('my-data-shop-2026-11-22.json');
  });
});

describe('exportHeaders', () => {
  it('is a download never cached, in UTF-8', () => {
    expect(exportHeaders('my-data-acme-2026-11-22.html', 'html')).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-data-acme-2026-11-22.html"',
      'Cache-Control': 'private, no-store',
    });
    expect(EXPORT_CONTENT_TYPES.json).toBe('application/json; charset=utf-8');
  });
});
