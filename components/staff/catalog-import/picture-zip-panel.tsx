'use client';

import type { PictureZipReport } from '@/lib/contract/picture-zip';
import { FileReportPanel, type FileReportTexts } from './file-report-panel';
import { PictureZipTable, type PictureZipTableTexts } from './picture-zip-table';

export type PictureZipTexts = PictureZipTableTexts & FileReportTexts;

/**
 * The pictures ZIP in the console's import page (issue #45 item 3, decision 0042): choose a ZIP,
 * check it (every file's product, colour, order and outcome; nothing written), then add the
 * pictures, offered only when no file has an error and one is new (file-report-panel.tsx).
 */
export function PictureZipPanel({ url, texts }: { url: string; texts: PictureZipTexts }) {
  return (
    <FileReportPanel<PictureZipReport>
      name="zip"
      id="picture-zip-file"
      accept=".zip,application/zip"
      url={url}
      texts={texts}
      isReport={(body) => 'entries' in body}
      ready={(report) => report.counts.add > 0}
      table={(report) => <PictureZipTable report={report} texts={texts} />}
    />
  );
}
