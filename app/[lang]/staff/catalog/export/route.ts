import { forwardExport } from '@/lib/staff/catalog-import-forward';

/** The catalogue as CSV or XLSX (?format=, category, brand, status), downloaded from the console (issue #45 item 3). */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return forwardExport(request, (await params).lang);
}
