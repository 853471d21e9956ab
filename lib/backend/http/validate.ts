import type { Context } from 'hono';
import { z } from 'zod';
import { zodFieldErrors, zodFieldParams } from '@/lib/contract/validation-messages';
import { PATH_PARAM_MAX, queryTextProblems, textProblem } from '@/lib/contract/safe-text';
import { ApiError } from './api-error';
import { exceedsJsonDepth, findUnstorableText } from './json-input';

/**
 * Reads and validates a JSON body: malformed JSON, a body over the limit, unknown or missing
 * fields and wrong types all become 400 `{ error, fields }`, never a 500.
 */
/** The JSON a request's body held before validation (its keys in the sender's order), for a caller that must check a signature over it. */
const parsedBodies = new WeakMap<Request, unknown>();
export const parsedJsonBody = (c: Context): unknown => parsedBodies.get(c.req.raw);

export async function readJsonBody<S extends z.core.$ZodType>(c: Context, schema: S, limitBytes: number): Promise<z.output<S>> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > limitBytes) throw new ApiError(400, 'body_too_large');
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) throw new ApiError(400, 'unsupported_media_type');
  const raw = await readLimitedText(c.req.raw, limitBytes);
  if (exceedsJsonDepth(raw)) throw new ApiError(400, 'json_too_deep');
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'malformed_json');
  }
  // NUL and lone surrogates cannot be stored (PostgreSQL text, JSON columns): refused up front.
  const badPath = findUnstorableText(input);
  if (badPath !== undefined) throw new ApiError(400, 'validation_failed', { [badPath || '_root']: 'invalid_format' });
  parsedBodies.set(c.req.raw, input);
  return parseOrThrow(schema, input);
}

export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', zodFieldErrors(result.error, { input }), undefined, zodFieldParams(result.error, { input }));
}

/**
 * Every path parameter and query name and value of a request (issue #44 item 4): a NUL, another
 * control, a lone surrogate or a noncharacter, or a value longer than any route takes, is 400
 * `validation_failed` with a field key per parameter (lib/contract/safe-text.ts), before any
 * lookup, on every route: nothing a client puts in a URL reaches the database as such.
 */
export function assertSafeRequestText(params: Readonly<Record<string, string>>, query: Readonly<Record<string, string | string[]>>): void {
  const found = queryTextProblems(query) ?? { fields: {}, params: {} };
  for (const [name, value] of Object.entries(params)) {
    const problem = textProblem(value, PATH_PARAM_MAX);
    if (!problem) continue;
    found.fields[name] = problem.key;
    if ('params' in problem) found.params[name] = problem.params;
  }
  if (Object.keys(found.fields).length) throw new ApiError(400, 'validation_failed', found.fields, undefined, found.params);
}

/** Query strings as a plain object; repeated keys become arrays. */
export function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) out[key] = values.length === 1 ? values[0]! : values;
  return out;
}

async function readLimitedText(request: Request, limitBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(400, 'body_too_large');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, 'malformed_json');
  }
}
