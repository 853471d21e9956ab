import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { pictureUrlProblem, type AllowEntry } from '@/lib/rules/catalog-import/picture-url-address';
import { PICTURE_MAX_BYTES } from '@/lib/rules/picture-limits';
import { collectCapped } from './collect-capped';

/**
 * The fetch of a picture URL (issue #45 item 3, decision 0045), guarded against server-side request
 * forgery: only http and https; the connection goes through request-filtering-agent, which checks
 * the address it actually connects to — an IP in the URL, or each address DNS gave for a name (so a
 * name that resolves, or re-resolves, to an inner address is refused) — and refuses every address
 * that is not public unicast unless `allow` names it (PICTURE_URL_ALLOW_ADDRESSES). Each redirect
 * (at most PICTURE_FETCH_MAX_REDIRECTS) is judged again the same way. The whole fetch, redirects and
 * body included, has PICTURE_FETCH_TIMEOUT_MS; the body is counted as it arrives and dropped past
 * `maxBytes` (an upload's limit), whatever Content-Length says; no content encoding is asked for
 * (nothing inflates). What comes back is bytes: the caller runs them through processPicture as
 * an upload's.
 */
export type PictureFetchRefusal =
  | 'picture_url_invalid'
  | 'picture_url_address_refused'
  | 'picture_url_unreachable'
  | 'picture_url_timeout'
  | 'picture_url_status'
  | 'picture_url_redirects'
  | 'picture_too_large';

export class PictureFetchError extends Error {
  constructor(public readonly key: PictureFetchRefusal) {
    super(`picture URL refused: ${key}`);
    this.name = 'PictureFetchError';
  }
}

export const PICTURE_FETCH_TIMEOUT_MS = 10_000;
export const PICTURE_FETCH_MAX_REDIRECTS = 3;

export type FetchPictureOptions = {
  allow: readonly AllowEntry[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS as the connection does it (tests: a name that resolves to an inner address). */
  lookup?: LookupFunction;
};

/** request-filtering-agent's refusal (its only errors that say so). */
const isAddressRefusal = (error: unknown) => error instanceof Error && / is not allowed\. Because/.test(error.message);

const HEADERS = { accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1', 'accept-encoding': 'identity', 'user-agent': 'storefront-picture-import/1' };

function get(url: URL, options: FetchPictureOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowIPAddressList = options.allow.map((entry) => entry.text);
  const secure = url.protocol === 'https:';
  const agent = secure ? new RequestFilteringHttpsAgent({ allowIPAddressList }) : new RequestFilteringHttpAgent({ allowIPAddressList });
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).get(url, { agent, signal, headers: HEADERS, ...(options.lookup ? { lookup: options.lookup } : {}) }, resolve);
    request.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new PictureFetchError('picture_too_large');
  }
  const bytes = await collectCapped(response, maxBytes);
  if (!bytes) throw new PictureFetchError('picture_too_large');
  return bytes;
}

async function follow(url: string, options: FetchPictureOptions, signal: AbortSignal): Promise<Uint8Array> {
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const problem = pictureUrlProblem(current, options.allow);
    if (problem) throw new PictureFetchError(problem);
    const response = await get(new URL(current), options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= (options.maxRedirects ?? PICTURE_FETCH_MAX_REDIRECTS)) throw new PictureFetchError('picture_url_redirects');
      current = URL.canParse(location, current) ? new URL(location, current).href : '';
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new PictureFetchError('picture_url_status');
    }
    return readCapped(response, options.maxBytes ?? PICTURE_MAX_BYTES);
  }
}

/** The bytes at a picture URL, or a PictureFetchError naming why not. */
export async function fetchPictureUrl(url: string, options: FetchPictureOptions): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? PICTURE_FETCH_TIMEOUT_MS);
  try {
    return await follow(url, options, controller.signal);
  } catch (error) {
    if (error instanceof PictureFetchError) throw error;
    if (controller.signal.aborted) throw new PictureFetchError('picture_url_timeout');
    if (isAddressRefusal(error)) throw new PictureFetchError('picture_url_address_refused');
    throw new PictureFetchError('picture_url_unreachable');
  } finally {
    clearTimeout(timer);
  }
}
