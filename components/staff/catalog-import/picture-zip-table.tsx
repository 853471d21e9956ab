import type { PictureZipReport } from '@/lib/contract/picture-zip';

export type PictureZipTableTexts = {
  entry: string;
  product: string;
  colour: string;
  order: string;
  outcome: string;
  problem: string;
  everyColour: string;
  fileProblems: string;
  unknownProblem: string;
  outcomes: Record<string, string>;
  problems: Record<string, string>;
  colorNames: Record<string, string>;
};

/** A pictures ZIP's dry run or apply as a table (issue #45 item 3): each entry's product, colour, order, outcome and problem, translated. */
export function PictureZipTable({ report, texts }: { report: PictureZipReport; texts: PictureZipTableTexts }) {
  const problem = (key: string | null) => (key ? (texts.problems[key] ?? texts.unknownProblem) : '');
  const colour = (c: string | null, code: string | null) => (c ? `${texts.colorNames[c] ?? c} (${c})` : code ? texts.everyColour : '');
  return (
    <>
      {report.fileProblems.length > 0 && (
        <div role="alert" className="form-alert form-alert-error" data-testid="zip-file-problems">
          <p>{texts.fileProblems}</p>
          <ul>
            {report.fileProblems.map((key) => (
              <li key={key}>{problem(key)}</li>
            ))}
          </ul>
        </div>
      )}
      {report.entries.length > 0 && (
        <div className="table-scroll">
          <table className="staff-table" data-testid="zip-entries">
            <thead>
              <tr>
                <th scope="col">{texts.entry}</th>
                <th scope="col">{texts.product}</th>
                <th scope="col">{texts.colour}</th>
                <th scope="col">{texts.order}</th>
                <th scope="col">{texts.outcome}</th>
                <th scope="col">{texts.problem}</th>
              </tr>
            </thead>
            <tbody>
              {report.entries.map((e, i) => (
                <tr key={`${i}-${e.entry}`} data-entry={e.entry} data-outcome={e.outcome}>
                  <td>
                    <code>{e.entry}</code>
                  </td>
                  <td>{e.code}</td>
                  <td>{colour(e.color, e.code)}</td>
                  <td>{e.order}</td>
                  <td>{texts.outcomes[e.outcome]}</td>
                  <td>{problem(e.problem)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
