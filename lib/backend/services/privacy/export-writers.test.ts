import { htmlExport } from './export-html';
import { jsonExport } from './export-json';
import type { ExportHead, ExportRecord, ExportSection } from './export-types';

/** The JSON and HTML writers of a data export (decision 0095), on sections made here. */
async function text(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

async function* rowsOf(rows: ExportRecord[]) {
  yield* rows;
}

const head = (language: 'el' | 'en', customerName = 'Ελένη Κώστα'): ExportHead => ({ exportedAt: '2026-11-22T10:00:00.000Z', partner: { code: 'acme', name: 'Acme & Co' }, language, customerName });

const sections = (rows: ExportRecord[] = []): ExportSection[] => [
  { name: 'profile', kind: 'record', read: async () => ({ id: 7, firstName: '<script>alert(1)</script>', dateOfBirth: '1985-04-02', status: 'active' }) },
  { name: 'addresses', kind: 'rows', read: () => rowsOf([{ title: 'Σπίτι', address: 'Ερμού 24 "Α"', isDefault: true }]) },
  { name: 'orders', kind: 'rows', read: () => rowsOf(rows) },
  { name: 'emails', kind: 'rows', read: () => rowsOf([]) },
];

const order: ExportRecord = {
  number: 'ACM-2026-000001',
  status: 'Completed',
  billing: { firstName: 'Ελένη', city: 'Αθήνα' },
  totalCents: 4990,
  lines: [{ code: 'P-1', name: 'Μπλούζα', quantity: 2, totalCents: 4990 }],
  statusHistory: [],
};

describe('jsonExport', () => {
  it('writes one object with every section, lists one row at a time', async () => {
    const file = await text(jsonExport(head('el'), sections([order, { ...order, number: 'ACM-2026-000002' }])));
    const parsed = JSON.parse(file);
    expect(Object.keys(parsed)).toEqual(['exportedAt', 'partner', 'profile', 'addresses', 'orders', 'emails']);
    expect(parsed.partner).toEqual({ code: 'acme', name: 'Acme & Co' });
    expect(parsed.orders.map((o: ExportRecord) => o.number)).toEqual(['ACM-2026-000001', 'ACM-2026-000002']);
    expect(parsed.orders[0]).toEqual(order);
    expect(parsed.emails).toEqual([]);
    expect(parsed.profile.firstName).toBe('<script>alert(1)</script>');
  });
});

describe('htmlExport', () => {
  it('is one document in the reader’s language, every database text escaped', async () => {
    const page = await text(htmlExport(head('en', '<script>alert(1)</script> Κώστα'), sections([order])));
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Ερμού 24 &quot;Α&quot;');
    expect(page).toContain('Acme &amp; Co');
    expect(page).not.toMatch(/<link|<img|src=|@import|url\(/);
  });

  it('labels, headings and values in the reader’s words', async () => {
    const page = await text(htmlExport(head('el'), sections([order])));
    expect(page).toContain('<html lang="el">');
    for (const words of ['<h1>Τα δεδομένα μου</h1>', '<h2>Παραγγελίες</h2>', '<h3>ACM-2026-000001</h3>', '<h4>Προϊόντα</h4>', 'Ημερομηνία γέννησης', '2 Απρ 1985', 'Ολοκληρώθηκε', '49,90\u00a0€', 'Ενεργός', 'Ναι', 'Δεν υπάρχει καταχώριση.']) {
      expect([words, page.includes(words)]).toEqual([words, true]);
    }
    // an empty nested list gets no heading
    expect(page).not.toContain('Ιστορικό κατάστασης');
  });

  it('balances its tables and sections', async () => {
    const page = await text(htmlExport(head('en'), sections([order, order])));
    for (const tag of ['table', 'section', 'article', 'tbody', 'thead', 'tr']) {
      const opened = page.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
      const closed = page.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
      expect([tag, opened]).toEqual([tag, closed]);
    }
  });
});
