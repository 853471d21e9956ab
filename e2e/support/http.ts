import { expect, type APIRequestContext } from '@playwright/test';

export type Hop = { url: string; status: number; location?: string };

/**
 * One request without following redirects. `location` is the redirect target as a path + query on
 * this server (a redirect to another origin fails the test).
 */
export async function hop(request: APIRequestContext, baseURL: string, path: string): Promise<Hop> {
  // Absolute, so that paths starting with `//` are not read as protocol-relative URLs.
  const url = `${baseURL}${path}`;
  const res = await request.get(url, { maxRedirects: 0 });
  const raw = res.headers()['location'];
  if (raw === undefined) return { url: path, status: res.status() };
  const target = new URL(raw, url);
  expect(target.origin, `redirect of ${path} stays on the site`).toBe(new URL(baseURL).origin);
  return { url: path, status: res.status(), location: target.pathname + target.search };
}

/** Follows redirects by hand (at most `limit`) and returns every hop, the final answer last. */
export async function follow(request: APIRequestContext, baseURL: string, path: string, limit = 5): Promise<Hop[]> {
  const hops: Hop[] = [];
  let current = path;
  for (let i = 0; i <= limit; i++) {
    const answer = await hop(request, baseURL, current);
    hops.push(answer);
    if (answer.location === undefined) return hops;
    current = answer.location;
  }
  throw new Error(`more than ${limit} redirects from ${path}: ${JSON.stringify(hops)}`);
}

/** The request was answered by a page (or not-found page), not sent elsewhere. */
export function expectNoRedirect(answer: Hop): void {
  expect(answer.location, `${answer.url} is not redirected`).toBeUndefined();
  expect(answer.status >= 300 && answer.status < 400, `${answer.url} answers ${answer.status}, not a redirect`).toBe(false);
  expect(answer.status, `${answer.url} is not a server error`).toBeLessThan(500);
}
