/**
 * The file name a download's `Content-Disposition` header gives (RFC 6266): `filename*` (RFC 5987,
 * UTF-8, percent-encoded) first, else the quoted or plain `filename`. Only a bare name is taken:
 * anything with a path separator or a control character is refused (undefined), so the browser
 * saves under the caller's fallback instead.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined;
  }
  if (!name) return undefined;
  return /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..' ? undefined : name;
}
