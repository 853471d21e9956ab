import type { ReactNode } from 'react';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * The parts a pictures import's report tables share (issue #45 item 3: the ZIP, decision 0042, and
 * the URL list, decision 0045): the file's problems as an alert, and a table's column headings.
 */

/** The texts both tables have: the shared columns, the file problems' title and every key translated. */
export type PictureReportTexts = {
  /** The section's heading: the name of its table's scrolling region. */
  heading: string;
  product: string;
  colour: string;
  outcome: string;
  problem: string;
  everyColour: string;
  fileProblems: string;
  unknownProblem: string;
  outcomes: Record<string, string>;
  problems: Record<string, string>;
  colorNames: Record<string, string>;
};

/** A problem key translated (none: empty). */
export const problemText = (texts: Pick<PictureReportTexts, 'problems' | 'unknownProblem'>) => (key: string | null) => (key ? (texts.problems[key] ?? texts.unknownProblem) : '');

/** A report's file problems, then its table (`testId`) with these column heads and the rows given as children, when it has any. */
export function ReportTable(props: { fileProblems: readonly string[]; texts: PictureReportTexts; name: string; testId: string; heads: readonly string[]; hasRows: boolean; children: ReactNode }) {
  return (
    <>
      <FileProblems keys={props.fileProblems} title={props.texts.fileProblems} problem={problemText(props.texts)} testId={`${props.name}-file-problems`} />
      {props.hasRows && (
        <TableScroll label={props.texts.heading}>
          <table className="staff-table" data-testid={props.testId}>
            <ColumnHeads labels={props.heads} />
            <tbody>{props.children}</tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function FileProblems({ keys, title, problem, testId }: { keys: readonly string[]; title: string; problem: (key: string) => string; testId: string }) {
  if (keys.length === 0) return null;
  return (
    <div role="alert" className="form-alert form-alert-error" data-testid={testId}>
      <p>{title}</p>
      <ul>
        {keys.map((key) => (
          <li key={key}>{problem(key)}</li>
        ))}
      </ul>
    </div>
  );
}

function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
