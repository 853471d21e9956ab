/**
 * A posted HTML form's fields in the order posted (`application/x-www-form-urlencoded`, as
 * browsers post, or `multipart/form-data`), or undefined when the body is not a form, is larger
 * than `maxBytes`, or carries a file.
 */
export async function readFormEntries(request: Request, maxBytes: number): Promise<[string, string][] | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return undefined;
  const body = await request.arrayBuffer().catch(() => undefined);
  if (!body || body.byteLength > maxBytes) return undefined;
  try {
    const entries: [string, string][] = [];
    for (const [name, value] of await new Response(body, { headers: { 'content-type': type } }).formData()) {
      if (typeof value !== 'string') return undefined;
      entries.push([name, value]);
    }
    return entries;
  } catch {
    return undefined;
  }
}
