import { PICTURE_BODY_MAX_BYTES } from './picture-limits';
import { PictureRefusedError } from './process-picture';

/** The fields of a picture upload (multipart/form-data): `file`, and optionally `color`, `alt_el`, `alt_en`. */
export type UploadForm = { file: Uint8Array | undefined; fields: Record<string, string> };

/**
 * Reads a multipart upload without ever holding more than `limit` bytes: a Content-Length above it
 * is refused before reading, and a body sent without one (chunked) is counted as it arrives and
 * refused as soon as it passes the limit, so a 200 MB upload costs at most `limit` bytes of memory.
 * A body that is not a well-formed form is `picture_required` (no file in it).
 */
export async function readUploadForm(request: Request, limit = PICTURE_BODY_MAX_BYTES): Promise<UploadForm> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new PictureRefusedError('picture_too_large');
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return { file: undefined, fields: {} };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PictureRefusedError('picture_too_large');
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    return { file: undefined, fields: {} };
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file' && file === undefined) file = new Uint8Array(await value.arrayBuffer());
  }
  return { file, fields };
}
