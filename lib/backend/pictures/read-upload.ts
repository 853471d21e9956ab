import { PICTURE_BODY_MAX_BYTES } from '@/lib/rules/picture-limits';
import { PictureRefusedError } from './process-picture';

/**
 * The fields of a picture upload: `file`, and optionally `color`, `alt_el`, `alt_en`; sent as
 * multipart/form-data (the console) or as JSON with `file` in base64 (an ERP).
 */
export type UploadForm = { file: Uint8Array | undefined; fields: Record<string, string> };

/**
 * Reads a multipart upload without ever holding more than `limit` bytes: a Content-Length above it
 * is refused before reading, and a body sent without one (chunked) is counted as it arrives and
 * refused as soon as it passes the limit, so a 200 MB upload costs at most `limit` bytes of memory.
 * A body that is not a well-formed form (or JSON object) has no file (the route answers picture_required).
 */
export async function readUploadForm(request: Request, limit = PICTURE_BODY_MAX_BYTES): Promise<UploadForm> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new PictureRefusedError('picture_too_large');
  }
  const type = request.headers.get('content-type') ?? '';
  const json = /^application\/json\s*(;|$)/i.test(type);
  if (!json && !/^multipart\/form-data\s*;/i.test(type)) return { file: undefined, fields: {} };
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
  if (json) return jsonUpload(Buffer.concat(chunks));
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

function jsonUpload(body: Buffer): UploadForm {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { file: undefined, fields: {} };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { file: undefined, fields: {} };
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) if (typeof field === 'string' && name !== 'file') fields[name] = field;
  const file = (value as { file?: unknown }).file;
  return { file: typeof file === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(file) ? new Uint8Array(Buffer.from(file, 'base64')) : undefined, fields };
}
