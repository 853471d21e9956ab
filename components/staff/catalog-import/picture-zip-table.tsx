import type { PictureZipReport } from '@/lib/contract/picture-zip';
import { problemText, ReportTable, type PictureReportTexts } from './report-parts';

export type PictureZipTableTexts = PictureReportTexts & { entry: string; order: string };

/** A pictures ZIP's dry run or apply as a table (issue #45 item 3): each entry's product, colour, order, outcome and problem, translated. */
export function PictureZipTable({ report, texts }: { report: PictureZipReport; texts: PictureZipTableTexts }) {
  const problem = problemText(texts);
  const colour = (c: string | null, code: string | null) => (c ? `${texts.colorNames[c] ?? c} (${c})` : code ? texts.everyColour : '');
  const heads = [texts.entry, texts.product, texts.colour, texts.order, texts.outcome, texts.problem];
  return (
    <ReportTable fileProblems={report.fileProblems} texts={texts} name="zip" testId="zip-entries" heads={heads} hasRows={report.entries.length > 0}>
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
    </ReportTable>
  );
}
