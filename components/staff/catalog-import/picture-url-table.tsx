import type { PictureUrlReport } from '@/lib/contract/picture-urls';
import { problemText, ReportTable, type PictureReportTexts } from './report-parts';

export type PictureUrlTableTexts = PictureReportTexts & { line: string; url: string };

/** A pictures URL list's dry run or apply as a table (issue #45 item 3, decision 0045): each row's line, product, colour, URL, outcome and problem, translated. */
export function PictureUrlTable({ report, texts }: { report: PictureUrlReport; texts: PictureUrlTableTexts }) {
  const problem = problemText(texts);
  const heads = [texts.line, texts.product, texts.colour, texts.url, texts.outcome, texts.problem];
  return (
    <ReportTable fileProblems={report.fileProblems} texts={texts} name="urls" testId="urls-rows" heads={heads} hasRows={report.rows.length > 0}>
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
    </ReportTable>
  );
}
