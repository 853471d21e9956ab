import 'server-only';
import { IMPORT_BATCH_MAX, type ImportFileReport, type ImportItem, type ImportRowReport } from '@/lib/contract/catalog-import';
import { chunkProblemFields, chunkRanges, problemCell } from '@/lib/rules/catalog-import/apply-chunks';
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

/** Products per transaction when a checked file is written (decision 0043: measured on PGlite under load). */
export const FILE_APPLY_CHUNK = 100;

/**
 * A catalogue file's dry run and apply (issue #45 item 3, decision 0036). The dry run reads the
 * file, checks every row and compares every product with the database, writing nothing: each row's
 * outcome (create, update, unchanged, or error with its column and key). Apply takes the same file
 * again, runs the same checks and refuses the whole file if any row has an error (400
 * import_file_invalid, nothing written); else it writes it in chunks of FILE_APPLY_CHUNK products,
 * one transaction each, yielding between chunks so the shop's requests keep being served (0043).
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

type Checked = { report: ImportFileReport; items: ImportItem[]; rows: ItemRows[] };

async function checkFile(deps: Pick<ApiDeps, 'db'>, bytes: Uint8Array): Promise<Checked> {
  const parsed = await parseImportFile(bytes);
  const empty = { create: 0, update: 0, unchanged: 0, error: 0 };
  if (parsed.problems.length) return { items: [], rows: [], report: { fileProblems: parsed.problems, rows: [], counts: empty, products: 0, applied: false } };
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
        const { line, problem } = problemCell(at, p.path, p.key);
        add(line, problem);
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
  return { items, rows, report: { fileProblems: [], rows: report, counts, products: items.length, applied: false } };
}

const linesOf = (rows: ItemRows) => [rows.first, ...rows.variants];

export async function dryRunFile(deps: Pick<ApiDeps, 'db'>, bytes: Uint8Array): Promise<ImportFileReport> {
  return (await checkFile(deps, bytes)).report;
}

export async function applyFile(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, bytes: Uint8Array, chunkSize = FILE_APPLY_CHUNK): Promise<ImportFileReport> {
  const { report, items, rows } = await checkFile(deps, bytes);
  if (report.fileProblems.length || report.counts.error > 0) {
    const fields = Object.fromEntries([
      ...report.fileProblems.map((p) => [`file.${p.column}`, p.key]),
      ...report.rows.flatMap((r) => r.problems.map((p) => [`rows.${r.row}.${p.column}`, p.key])),
    ].slice(0, 200));
    throw new ApiError(400, 'import_file_invalid', fields);
  }
  for (const { start, end } of chunkRanges(items.length, chunkSize)) {
    try {
      await applyImportBatch(deps, staff, items.slice(start, end));
    } catch (error) {
      throw partialApply(error, rows, start, items.length);
    }
    await yieldToOthers();
  }
  return { ...report, applied: true };
}

/**
 * A chunk refused after the dry run passed (the catalogue changed meanwhile: a SKU taken, a
 * category gone) or failing in the database: 409 import_file_partial, the products written before
 * it (`params.import.written` of `products`; they stay written), and the failed chunk's problems as
 * `rows.<line>.<column>` keys. The same file applied again compares with the database and writes
 * only what is still missing.
 */
function partialApply(error: unknown, rows: readonly ItemRows[], start: number, products: number): ApiError {
  const fields = error instanceof ApiError && error.fields ? chunkProblemFields(error.fields, rows, start) : {};
  if (!(error instanceof ApiError)) console.error('catalogue file apply: a chunk failed', error);
  return new ApiError(409, 'import_file_partial', Object.keys(fields).length ? fields : undefined, undefined, { import: { written: start, products } });
}
