/**
 * The little XML the Winbank (Piraeus Bank paycenter) ticketing service needs, without an XML
 * dependency: a SOAP 1.1 envelope of flat elements out, and the flat leaf elements of one known
 * container element in. Pure; used by the adapter and by its sandbox.
 *
 * Reading is deliberately strict rather than general: a document with a DTD or entity declaration
 * is refused (no entity expansion, no XXE), a leaf must hold text only (or CDATA), and a field that
 * occurs twice in the container is refused as ambiguous.
 */
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute (every value we put into XML goes through this). */
export function xmlEscape(value: string): string {
  // Characters XML 1.0 cannot carry at all are dropped rather than sent broken.
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Element text back to a string: the five named entities and numeric references; anything else is refused. */
export function xmlUnescape(text: string): string | undefined {
  let invalid = false;
  const value = text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) {
      invalid = true;
      return match;
    }
    if (ref.startsWith('#')) {
      const code = ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (code > 0x10ffff || code === 0) {
        invalid = true;
        return match;
      }
      return String.fromCodePoint(code);
    }
    if (!Object.hasOwn(NAMED, ref)) invalid = true;
    return NAMED[ref] ?? match;
  });
  return invalid ? undefined : value;
}

/** A SOAP 1.1 envelope whose body is `<{operation} xmlns="{namespace}">` holding `inner` (already XML). */
export function soapEnvelope(operation: string, namespace: string, inner: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="${SOAP_ENVELOPE_NS}">` +
    `<soap:Body><${operation} xmlns="${xmlEscape(namespace)}">${inner}</${operation}></soap:Body></soap:Envelope>`
  );
}

/** Flat elements `<name>value</name>`, in the given order (values escaped). */
export function xmlElements(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`).join('');
}

/** A SOAP 1.1 fault (`soap:Client` for bad input, `soap:Server` for our own failures). */
export function soapFault(code: 'soap:Client' | 'soap:Server', message: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}"><soap:Body><soap:Fault>` +
    `<faultcode>${code}</faultcode><faultstring>${xmlEscape(message)}</faultstring>` +
    '</soap:Fault></soap:Body></soap:Envelope>'
  );
}

const NAME = '[A-Za-z_][\\w.-]*';
const PREFIX = `(?:${NAME}:)?`;

/** Refuses what this reader does not handle: DTDs, entity declarations, processing instructions past the declaration. */
function acceptable(xml: string): boolean {
  if (xml.length > 256 * 1024) return false;
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return false;
  return !/<\?(?!xml\s)/.test(xml.replace(/^\uFEFF?\s*<\?xml\s[^?]*\?>/, ''));
}

/** The content of the one element named `localName` (any prefix), or undefined when absent or repeated. */
export function elementContent(xml: string, localName: string): string | undefined {
  if (!acceptable(xml)) return undefined;
  const pattern = new RegExp(`<(${PREFIX}${localName})(?:\\s[^>]*)?>([\\s\\S]*?)</\\1\\s*>`, 'g');
  const matches = [...xml.matchAll(pattern)];
  if (matches.length !== 1) return undefined;
  return matches[0]![2];
}

/**
 * The leaf elements named in `names` directly inside `content` (an element's content), as text.
 * Absent fields are missing from the result; a repeated field, or one holding markup, makes the
 * whole read undefined. Self-closing `<Name/>` reads as ''.
 */
export function leafFields<N extends string>(content: string, names: readonly N[]): Partial<Record<N, string>> | undefined {
  const result: Partial<Record<N, string>> = {};
  for (const name of names) {
    const open = new RegExp(`<${PREFIX}${name}(?:\\s[^>]*?)?(/?)>`, 'g');
    const found = [...content.matchAll(open)];
    if (found.length === 0) continue;
    if (found.length > 1) return undefined;
    const match = found[0]!;
    if (match[1] === '/') {
      result[name] = '';
      continue;
    }
    const start = match.index! + match[0].length;
    const close = new RegExp(`</${PREFIX}${name}\\s*>`, 'g');
    close.lastIndex = start;
    const end = close.exec(content);
    if (!end) return undefined;
    const raw = content.slice(start, end.index);
    const cdata = /^<!\[CDATA\[([\s\S]*?)\]\]>$/.exec(raw);
    if (cdata) {
      result[name] = cdata[1]!;
      continue;
    }
    if (raw.includes('<')) return undefined;
    const text = xmlUnescape(raw);
    if (text === undefined) return undefined;
    result[name] = text;
  }
  return result;
}

/** The `faultstring` of a SOAP fault, or undefined when the document is not one. */
export function soapFaultString(xml: string): string | undefined {
  const fault = elementContent(xml, 'Fault');
  if (fault === undefined) return undefined;
  return leafFields(fault, ['faultstring'])?.faultstring ?? '';
}
