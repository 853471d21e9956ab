import type { ImportFileReport } from '@/lib/contract/catalog-import';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import { TableScroll } from '@/components/staff/table-scroll';

export type ReportTexts = {
  /** The section's heading: the name of its table's scrolling region. */
  heading: string;
  row: string;
  code: string;
  sku: string;
  outcome: string;
  problems: string;
  fileProblems: string;
  outcomes: Record<string, string>;
  problemKeys: Record<string, string>;
  unknownProblem: string;
  /** With {shown} and {total}. */
  shown: string;
};

/** A message's {name} placeholders filled (the texts come translated from the server page). */
export { fill };

/** At most this many rows are shown, those with an error first (a 20 000-row file stays usable). */
const SHOWN = 500;

/** A file's dry run or apply as a table: each row's line, product, SKU, outcome and problems (column: message). */
export function ImportReportTable({ report, texts }: { report: ImportFileReport; texts: ReportTexts }) {
  const problem = (p: { column: string; key: string }) => `${p.column ? `${p.column}: ` : ''}${texts.problemKeys[p.key] ?? texts.unknownProblem}`;
  const rows = [...report.rows.filter((r) => r.outcome === 'error'), ...report.rows.filter((r) => r.outcome !== 'error')].slice(0, SHOWN);
  return (
    <>
      {report.fileProblems.length > 0 && (
        <div role="alert" className="form-alert form-alert-error" data-testid="import-file-problems">
          <p>{texts.fileProblems}</p>
          <ul>
            {report.fileProblems.map((p) => (
              <li key={`${p.column}-${p.key}`}>{problem(p)}</li>
            ))}
          </ul>
        </div>
      )}
      {rows.length > 0 && (
        <TableScroll label={texts.heading}>
          <table className="staff-table" data-testid="import-rows">
            <thead>
              <tr>
                <th scope="col">{texts.row}</th>
                <th scope="col">{texts.code}</th>
                <th scope="col">{texts.sku}</th>
                <th scope="col">{texts.outcome}</th>
                <th scope="col">{texts.problems}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.row} data-row={r.row} data-outcome={r.outcome}>
                  <td>{r.row}</td>
                  <td>{r.code}</td>
                  <td>{r.sku}</td>
                  <td>{texts.outcomes[r.outcome]}</td>
                  <td>{r.problems.map(problem).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {report.rows.length > rows.length && <p>{fill(texts.shown, { shown: rows.length, total: report.rows.length })}</p>}
    </>
  );
}
