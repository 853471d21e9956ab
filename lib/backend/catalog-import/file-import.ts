import 'server-only';
import { IMPORT_BATCH_MAX, type ImportFileReport, type ImportItem, type ImportRowReport } from '@/lib/contract/catalog-import';
import type { Problem } from '@/lib/rules/catalog-import/columns';
import { rowsToItems, type ItemRows } from '@/lib/rules/catalog-import/rows-to-items';
import type { ApiDeps } from '../context';
import { ApiError } from '../http/api-error';
import type { StaffPrincipal } from '../staff/staff-auth';
import { applyImportBatch } from './apply-import';
import { fillAbsentColumns } from './absent-columns';
import { readImportState } from './import-state';
import { parseImportFile } from './parse-file';
import { planImport } from './plan-import';

/**
 * A catalogue file's dry run and apply (issue #45 item 3, decision 0036). The dry run reads the
 * file, checks every row and compares every product with the database, writing nothing: each row's
 * outcome (create, update, unchanged, or error with its column and key). Apply takes the same file
 * again, runs the same checks and refuses the whole file if any row has an error (400
 * import_file_invalid, nothing written); else it writes it in batches of 1 000 products, one
 * transaction each, yielding between batches so the shop's requests keep being served.
 */
const ITEM_FIELD_COLUMN: Record<string, string> = { code: 'code', category: 'category', brand: 'brand', partners: 'partners' };
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

type Checked = { report: ImportFileReport; items: ImportItem[] };

async function checkFile(deps: Pick<ApiDeps, 'db'>, bytes: Uint8Array): Promise<Checked> {
  const parsed = await parseImportFile(bytes);
  const empty = { create: 0, update: 0, unchanged: 0, error: 0 };
  if (parsed.problems.length) return { items: [], report: { fileProblems: parsed.problems, rows: [], counts: empty, products: 0, applied: false } };
  const { items, rows, problems } = rowsToItems(parsed.rows);
  const outcome = new Map<number, ImportRowReport['outcome']>();
  const add = (line: number, problem: Problem) => {
    const known = problems.get(line) ?? [];
    if (!known.some((p) => p.column === problem.column && p.key === problem.key)) problems.set(line, [...known, problem]);
  };
  for (let start = 0; start < items.length; start += IMPORT_BATCH_MAX) {
    const chunk = items.slice(start, start + IMPORT_BATCH_MAX);
    const state = await readImportState(deps.db, chunk);
    const filled = chunk.map((item) => fillAbsentColumns(item, parsed.header, state));
    planImport(filled, state).forEach((plan, i) => {
      const at = rows[start + i]!;
      items[start + i] = filled[i]!;
      for (const p of plan.problems) {
        const [head, index, field] = p.path.split('.');
        if (head === 'variants') add(at.variants[Number(index)] ?? at.first, { column: field ?? 'sku', key: p.key });
        else add(at.first, { column: ITEM_FIELD_COLUMN[head ?? ''] ?? head ?? '', key: p.key });
      }
      const kind = plan.outcome === 'created' ? 'create' : plan.outcome === 'updated' ? 'update' : 'unchanged';
      for (const line of linesOf(at)) outcome.set(line, kind);
    });
    await yieldToOthers();
  }
  const report: ImportRowReport[] = parsed.rows.map((row) => {
    const rowProblems = problems.get(row.line) ?? [];
    return { row: row.line, code: (row.cells.code ?? '').trim(), sku: (row.cells.sku ?? '').trim().toUpperCase(), outcome: rowProblems.length ? 'error' : (outcome.get(row.line) ?? 'error'), problems: rowProblems };
  });
  const counts = { ...empty };
  for (const row of report) counts[row.outcome] += 1;
  return { items, report: { fileProblems: [], rows: report, counts, products: items.length, applied: false } };
}

const linesOf = (rows: ItemRows) => [rows.first, ...rows.variants];

export async function dryRunFile(deps: Pick<ApiDeps, 'db'>, bytes: Uint8Array): Promise<ImportFileReport> {
  return (await checkFile(deps, bytes)).report;
}

export async function applyFile(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, bytes: Uint8Array): Promise<ImportFileReport> {
  const { report, items } = await checkFile(deps, bytes);
  if (report.fileProblems.length || report.counts.error > 0) {
    const fields = Object.fromEntries([
      ...report.fileProblems.map((p) => [`file.${p.column}`, p.key]),
      ...report.rows.flatMap((r) => r.problems.map((p) => [`rows.${r.row}.${p.column}`, p.key])),
    ].slice(0, 200));
    throw new ApiError(400, 'import_file_invalid', fields);
  }
  for (let start = 0; start < items.length; start += IMPORT_BATCH_MAX) {
    await applyImportBatch(deps, staff, items.slice(start, start + IMPORT_BATCH_MAX));
    await yieldToOthers();
  }
  return { ...report, applied: true };
}
