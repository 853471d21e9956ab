import 'server-only';
import { HTTPError } from 'ky';
import { NextResponse } from 'next/server';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { catalogImportPaths } from '@/lib/contract/catalog-import-routes';
import { isSameSite, langOf, refusedCrossSite } from './form-handler';

/**
 * The console's catalogue import and export (issue #45 item 3) forwarded to the operations API with
 * the member's staff token: the file's (or a pictures ZIP's, `path`) dry run or apply answers the API's JSON (report or error
 * keys) to the page's script; the export answers the file as a download. No token: 401.
 */
const LONG = 10 * 60_000;

export async function forwardImportFile(request: Request, rawLang: string, path: string = catalogImportPaths.catalogImportFile): Promise<Response> {
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(langOf(rawLang));
  if (!api) return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  const mode = new URL(request.url).searchParams.get('mode') === 'apply' ? 'apply' : 'dry-run';
  try {
    const form = await request.formData();
    const res = await api.post(routePath(path), { searchParams: { mode }, body: form, timeout: LONG });
    return NextResponse.json(await res.json());
  } catch (error) {
    if (error instanceof HTTPError) return NextResponse.json(await error.response.json().catch(() => ({ error: 'unknown' })), { status: error.response.status });
    if (error instanceof TypeError) return NextResponse.json({ error: 'import_file_required' }, { status: 400 });
    throw error;
  }
}

export async function forwardExport(request: Request, rawLang: string): Promise<Response> {
  const api = await staffApi(langOf(rawLang));
  if (!api) return new NextResponse(null, { status: 401 });
  const query = new URL(request.url).searchParams;
  const searchParams = Object.fromEntries(['format', 'category', 'brand', 'status'].flatMap((k) => (query.get(k) ? [[k, query.get(k)!.slice(0, 64)]] : [])));
  try {
    const res = await api.get(routePath(catalogImportPaths.catalogExport), { searchParams, timeout: LONG });
    const headers = new Headers();
    for (const name of ['content-type', 'content-disposition']) headers.set(name, res.headers.get(name) ?? '');
    headers.set('cache-control', 'no-store');
    return new NextResponse(res.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof HTTPError) return new NextResponse(null, { status: error.response.status });
    throw error;
  }
}
