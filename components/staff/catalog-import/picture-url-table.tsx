import type { PictureUrlReport } from '@/lib/contract/picture-urls';

export type PictureUrlTableTexts = {
  line: string;
  product: string;
  colour: string;
  url: string;
  outcome: string;
  problem: string;
  everyColour: string;
  fileProblems: string;
  unknownProblem: string;
  outcomes: Record<string, string>;
  problems: Record<string, string>;
  colorNames: Record<string, string>;
};

/** A pictures URL list's dry run or apply as a table (issue #45 item 3, decision 0045): each row's line, product, colour, URL, outcome and problem, translated. */
export function PictureUrlTable({ report, texts }: { report: PictureUrlReport; texts: PictureUrlTableTexts }) {
  const problem = (key: string | null) => (key ? (texts.problems[key] ?? texts.unknownProblem) : '');
  return (
    <>
      {report.fileProblems.length > 0 && (
        <div role="alert" className="form-alert form-alert-error" data-testid="urls-file-problems">
          <p>{texts.fileProblems}</p>
          <ul>
            {report.fileProblems.map((key) => (
              <li key={key}>{problem(key)}</li>
            ))}
          </ul>
        </div>
      )}
      {report.rows.length > 0 && (
        <div className="table-scroll">
          <table className="staff-table" data-testid="urls-rows">
            <thead>
              <tr>
                <th scope="col">{texts.line}</th>
                <th scope="col">{texts.product}</th>
                <th scope="col">{texts.colour}</th>
                <th scope="col">{texts.url}</th>
                <th scope="col">{texts.outcome}</th>
                <th scope="col">{texts.problem}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.row} data-row={r.row} data-outcome={r.outcome}>
                  <td>{r.row}</td>
                  <td>{r.code}</td>
                  <td>{r.color ? `${texts.colorNames[r.color] ?? r.color} (${r.color})` : texts.everyColour}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    <code>{r.url}</code>
                  </td>
                  <td>{texts.outcomes[r.outcome]}</td>
                  <td>{problem(r.problem)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
