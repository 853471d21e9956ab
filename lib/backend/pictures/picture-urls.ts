import 'server-only';
import type { PictureUrlReport, PictureUrlRowReport } from '@/lib/contract/picture-urls';
import { parseAllowList } from '@/lib/rules/catalog-import/picture-url-address';
import { readPictureUrlFile } from '@/lib/rules/catalog-import/picture-url-rows';
import type { ApiDeps } from '../context';
import { ApiError } from '../http/api-error';
import type { StaffPrincipal } from '../staff/staff-principal';
import { fetchPictureUrl, PictureFetchError } from './fetch-picture-url';
import { productLookup, refuseImport } from './import-upload';
import type { PictureProduct } from './picture-rows';
import { PictureRefusedError, processPicture, type PictureMaster } from './process-picture';
import { assertPictureEditor, storePicture } from './staff-pictures';

/**
 * Product pictures from a list of URLs (issue #45 item 3, decision 0045), the ZIP's twin
 * (picture-zip.ts): the dry run reads the list (lib/rules/catalog-import/picture-url-rows.ts),
 * finds each row's product and colour and judges its URL without the network — nothing is fetched.
 * Apply refuses the whole list if any row has an error; else it fetches the rows' URLs, at most
 * FETCHES_AT_ONCE at a time, through the SSRF-guarded fetch (fetch-picture-url.ts), runs each
 * through the upload's processing (processPicture) and stores it as an upload does (storePicture,
 * audited), in the file's order. A row whose fetch or picture is refused is `refused` with the key
 * and stores nothing; the other rows go on. The same picture for the same colour is `unchanged`.
 */
const FETCHES_AT_ONCE = 4;

type Planned = { product: PictureProduct; at: number };
type Checked = { report: PictureUrlReport; planned: Planned[] };

const countsOf = (rows: readonly PictureUrlRowReport[]) => {
  const counts = { fetch: 0, added: 0, unchanged: 0, refused: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
};

async function checkList(deps: Pick<ApiDeps, 'db' | 'env'>, bytes: Uint8Array): Promise<Checked> {
  const list = readPictureUrlFile(bytes, parseAllowList(deps.env.PICTURE_URL_ALLOW_ADDRESSES));
  const find = productLookup(deps);
  const rows: PictureUrlRowReport[] = [];
  const planned: Planned[] = [];
  for (const row of list.rows) {
    const product = row.problem ? null : await find(row.code);
    let problem = row.problem;
    if (!problem && !product) problem = 'product_not_found';
    else if (!problem && row.color && !product!.colors.includes(row.color)) problem = 'picture_color_invalid';
    if (!problem) planned.push({ product: product!, at: rows.length });
    rows.push({ row: row.row, code: product?.code ?? row.code, color: row.color, url: row.url, outcome: problem ? 'error' : 'fetch', problem });
  }
  return { report: { fileProblems: list.fileProblems, rows, counts: countsOf(rows), applied: false }, planned };
}

export async function dryRunPictureUrls(deps: Pick<ApiDeps, 'db' | 'env'>, staff: StaffPrincipal, bytes: Uint8Array): Promise<PictureUrlReport> {
  assertPictureEditor(staff);
  return (await checkList(deps, bytes)).report;
}

type Fetched = { master: PictureMaster } | { refused: string } | { failure: unknown };

async function fetchAndProcess(url: string, deps: Pick<ApiDeps, 'env' | 'pictureFetchTimeoutMs'>): Promise<Fetched> {
  try {
    const options = { allow: parseAllowList(deps.env.PICTURE_URL_ALLOW_ADDRESSES), timeoutMs: deps.pictureFetchTimeoutMs };
    return { master: await processPicture(await fetchPictureUrl(url, options)) };
  } catch (error) {
    if (error instanceof PictureFetchError || error instanceof PictureRefusedError) return { refused: error.key };
    return { failure: error };
  }
}

/** `work` of each item, at most `limit` at once, answered in the items' order. `work` must not throw. */
async function* inOrder<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  let next = 0;
  const start = () => {
    if (next < items.length) running.push(work(items[next++]!));
  };
  for (let i = 0; i < limit; i += 1) start();
  while (running.length) {
    const result = await running.shift()!;
    start();
    yield result;
  }
}

export async function applyPictureUrls(deps: ApiDeps, staff: StaffPrincipal, bytes: Uint8Array): Promise<PictureUrlReport> {
  assertPictureEditor(staff);
  const { report, planned } = await checkList(deps, bytes);
  if (report.fileProblems.length || report.counts.error > 0) {
    throw refuseImport('picture_urls_invalid', report.fileProblems, report.rows.map((r) => [String(r.row), r.problem]), 'rows');
  }
  const rows = [...report.rows];
  const fetched = inOrder(planned, FETCHES_AT_ONCE, (item) => fetchAndProcess(rows[item.at]!.url, deps));
  for (const item of planned) {
    const result = (await fetched.next()).value as Fetched;
    const row = rows[item.at]!;
    if ('failure' in result) throw result.failure;
    if ('refused' in result) {
      rows[item.at] = { ...row, outcome: 'refused', problem: result.refused };
      continue;
    }
    const { bytes: picture, width, height, sha256 } = result.master;
    try {
      const stored = await storePicture(deps, staff, item.product, { bytes: picture, width, height, sha256, color: row.color, alt: { el: '', en: '' } }, { unlessSame: true });
      rows[item.at] = { ...row, outcome: stored ? 'added' : 'unchanged' };
    } catch (error) {
      if (!(error instanceof ApiError && error.error === 'pictures_limit_reached')) throw error;
      rows[item.at] = { ...row, outcome: 'refused', problem: 'pictures_limit_reached' };
    }
  }
  return { fileProblems: [], rows, counts: countsOf(rows), applied: true };
}
