'use client';

import type { PictureUrlReport } from '@/lib/contract/picture-urls';
import { FileReportPanel, type FileReportTexts } from './file-report-panel';
import { PictureUrlTable, type PictureUrlTableTexts } from './picture-url-table';

export type PictureUrlTexts = PictureUrlTableTexts & FileReportTexts;

/**
 * Pictures by URL list in the console's import page (issue #45 item 3, decision 0045): choose the
 * CSV list, check it (every row's product, colour, URL and outcome; nothing fetched or written),
 * then fetch and add the pictures, offered only when no row has an error; the result names each
 * row that was refused and why (file-report-panel.tsx).
 */
export function PictureUrlPanel({ url, texts }: { url: string; texts: PictureUrlTexts }) {
  return (
    <FileReportPanel<PictureUrlReport>
      name="urls"
      id="picture-urls-file"
      accept=".csv,text/csv"
      url={url}
      texts={texts}
      isReport={(body) => 'rows' in body}
      ready={(report) => report.counts.fetch > 0}
      table={(report) => <PictureUrlTable report={report} texts={texts} />}
    />
  );
}
