import 'server-only';
import type { ApiDeps } from '../context';
import { ApiError, badRequest } from '../http/api-error';
import { findProductByCode, type PictureProduct } from './picture-rows';
import { PictureRefusedError } from './process-picture';
import { readUploadForm } from './read-upload';

/**
 * What the pictures ZIP (decision 0042) and the pictures URL list (decision 0045) share: the file
 * of the request, their products looked up once per code, and the refusal of an apply with errors.
 */

/** The file of an import: multipart field `file` or JSON with `file` in base64, at most `maxBytes` (413 `tooLarge`; none: 400 validation_failed, file: `required`). */
export async function readImportFile(request: Request, maxBytes: number, keys: { tooLarge: string; required: string }): Promise<Uint8Array> {
  try {
    const { file } = await readUploadForm(request, maxBytes);
    if (!file?.byteLength) throw badRequest('validation_failed', { file: keys.required });
    return file;
  } catch (error) {
    if (error instanceof PictureRefusedError) throw new ApiError(413, keys.tooLarge);
    throw error;
  }
}

/** The products of an import by code, each looked up once; null: no such product. */
export function productLookup(deps: Pick<ApiDeps, 'db'>): (code: string) => Promise<PictureProduct | null> {
  const found = new Map<string, Promise<PictureProduct | null>>();
  return (code) => {
    if (!found.has(code)) found.set(code, findProductByCode(deps.db, code));
    return found.get(code)!;
  };
}

/** An apply refused for the file's problems and its items' (400 `error`; `file`: the first file problem, `{prefix}.{item}`: its key; at most 200 fields). */
export function refuseImport(error: string, fileProblems: readonly string[], problems: readonly [string, string | null][], prefix: string): ApiError {
  const fields = Object.fromEntries([
    ...fileProblems.map((key) => ['file', key]),
    ...problems.flatMap(([item, key]) => (key ? [[`${prefix}.${item.slice(0, 200)}`, key]] : [])),
  ].slice(0, 200));
  return new ApiError(400, error, fields);
}
