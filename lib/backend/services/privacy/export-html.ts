import { fillTemplate } from '@/lib/i18n/fill-template';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { escapeHtml } from '../../mail/templates';
import { messageAt, valueFormatter, type Scalar } from './export-html-values';
import type { ExportHead, ExportRecord, ExportSection, ExportSectionName, ExportValue } from './export-types';

/**
 * The data export as a readable, printable HTML page (decision 0095), written piece by piece like
 * the JSON file: one self-contained document (inline CSS, nothing loaded from elsewhere) in the
 * reader's language (`<html lang>`), a heading and a table per section. Every text from the
 * database is escaped. Labels come from `dataExport` in messages/*.json, a known code's words from
 * its feature's messages (export-html-values.ts).
 */
const catalogues = { el, en } as const;

/** Sections whose rows carry lists of their own: a block per row, headed by this field; the others are one table. */
const BLOCKS: Partial<Record<ExportSectionName, string>> = { orders: 'number', returns: 'number', quotations: 'reference', orderLists: 'name' };

const STYLE = [
  'body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;margin:0;background:#fff}',
  'main{max-width:64rem;margin:0 auto;padding:1.5rem}',
  'h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .75rem;border-bottom:2px solid #1a1a1a;padding-bottom:.25rem}',
  'h3{font-size:1.05rem;margin:1.25rem 0 .5rem}h4{font-size:.95rem;margin:.75rem 0 .35rem}',
  'table{border-collapse:collapse;width:100%;margin:0 0 .75rem;font-size:.9rem}',
  'th,td{border:1px solid #c8c8c8;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}',
  'thead th{background:#f0f0f0}table.kv th{width:30%;background:#f7f7f7;font-weight:600}',
  'article{border:1px solid #dcdcdc;border-radius:4px;padding:.25rem 1rem .75rem;margin:0 0 1rem}',
  '.muted{color:#555}',
  '@media print{main{max-width:none;padding:0}article{break-inside:avoid}h2{break-after:avoid}}',
].join('');

/** What a page writes with, every text escaped: a field's label, a value, and the words for none and an empty list. */
type Page = { label: (key: string) => string; text: (path: string, key: string, value: Scalar) => string; none: string; empty: string };

const isScalar = (value: ExportValue): value is Scalar => value === null || typeof value !== 'object';
const isList = (value: ExportValue): value is readonly ExportValue[] => Array.isArray(value);

function cell(page: Page, path: string, key: string, value: ExportValue): string {
  if (isScalar(value)) return page.text(path, key, value);
  if (isList(value)) return listTable(page, `${path}.${key}`, value);
  return recordTable(page, `${path}.${key}`, value as ExportRecord);
}

/** A record as label / value rows. */
function recordTable(page: Page, path: string, record: ExportRecord): string {
  const rows = Object.entries(record).map(([key, value]) => `<tr><th scope="row">${page.label(key)}</th><td>${cell(page, path, key, value)}</td></tr>`);
  return `<table class="kv"><tbody>${rows.join('')}</tbody></table>`;
}

const headRow = (page: Page, record: ExportRecord) => `<thead><tr>${Object.keys(record).map((key) => `<th scope="col">${page.label(key)}</th>`).join('')}</tr></thead>`;
const bodyRow = (page: Page, path: string, record: ExportRecord) => `<tr>${Object.entries(record).map(([key, value]) => `<td>${cell(page, path, key, value)}</td>`).join('')}</tr>`;

/** A short list (an order's lines) as one table, its columns the first row's fields. */
function listTable(page: Page, path: string, rows: readonly ExportValue[]): string {
  if (!rows.length) return page.none;
  if (rows.every(isScalar)) return rows.map((value) => page.text(path, '', value)).join(', ');
  const records = rows as readonly ExportRecord[];
  return `<table>${headRow(page, records[0]!)}<tbody>${records.map((record) => bodyRow(page, path, record)).join('')}</tbody></table>`;
}

/** A row with lists of its own: its fields as a table, then each list under its label. */
function block(page: Page, path: string, titleKey: string, record: ExportRecord): string {
  const fields: [string, ExportValue][] = [];
  const lists: [string, readonly ExportValue[]][] = [];
  for (const [key, value] of Object.entries(record)) {
    if (isList(value)) lists.push([key, value]);
    else fields.push([key, value]);
  }
  const title = record[titleKey];
  return [
    `<article><h3>${isScalar(title ?? null) ? page.text(path, titleKey, (title ?? null) as Scalar) : ''}</h3>`,
    recordTable(page, path, Object.fromEntries(fields)),
    ...lists.filter(([, rows]) => rows.length).map(([key, rows]) => `<h4>${page.label(key)}</h4>${listTable(page, `${path}.${key}`, rows)}`),
    '</article>',
  ].join('');
}

async function* sectionHtml(page: Page, section: ExportSection): AsyncGenerator<string> {
  const path = section.name;
  if (section.kind === 'record') {
    yield recordTable(page, path, await section.read());
    return;
  }
  const titleKey = BLOCKS[section.name];
  let count = 0;
  for await (const row of section.read()) {
    if (titleKey) yield block(page, path, titleKey, row);
    else yield `${count === 0 ? `<table>${headRow(page, row)}<tbody>` : ''}${bodyRow(page, path, row)}`;
    count += 1;
  }
  if (count === 0) yield `<p class="muted">${page.empty}</p>`;
  else if (!titleKey) yield '</tbody></table>';
}

export async function* htmlExport(head: ExportHead, sections: readonly ExportSection[]): AsyncGenerator<string> {
  const message = (path: string) => messageAt(catalogues[head.language], path);
  const format = valueFormatter(head.language, message);
  const page: Page = {
    label: (key) => escapeHtml(message(`dataExport.fields.${key}`) ?? key),
    text: (path, key, value) => escapeHtml(format(path, key, value)),
    none: escapeHtml(message('dataExport.none') ?? '–'),
    empty: escapeHtml(message('dataExport.empty') ?? ''),
  };
  const title = message('dataExport.title') ?? '';
  const intro = fillTemplate(message('dataExport.intro') ?? '', { partner: head.partner.name, name: head.customerName, date: format('', 'exportedAt', head.exportedAt) });
  yield [
    `<!doctype html>\n<html lang="${head.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(`${title} · ${head.partner.name}`)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p><p class="muted">${escapeHtml(message('dataExport.printHint') ?? '')}</p>`,
  ].join('');
  for (const section of sections) {
    yield `\n<section><h2>${escapeHtml(message(`dataExport.sections.${section.name}`) ?? section.name)}</h2>`;
    yield* sectionHtml(page, section);
    yield '</section>';
  }
  yield '\n</main></body></html>\n';
}
