import { pictureUrlPaths } from '@/lib/contract/picture-url-routes';
import { forwardImportFile } from '@/lib/staff/catalog-import-forward';

/** A pictures URL list's dry run or apply (?mode=apply) from the console's import page (issue #45 item 3, decision 0045). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return forwardImportFile(request, (await params).lang, pictureUrlPaths.catalogImportPictureUrls);
}
