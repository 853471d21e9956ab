import ipaddr from 'ipaddr.js';

/**
 * Which addresses a picture URL may reach (issue #45 item 3, decision 0045). Only public unicast
 * addresses, as ipaddr.js classes them: loopback (127/8, ::1), private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16 with the cloud metadata address, fe80::/10), CGNAT
 * (100.64/10), multicast, broadcast, unspecified (0.0.0.0, ::), reserved ranges, unique-local IPv6
 * (fc00::/7) and IPv6 forms that carry an IPv4 address (::ffff:127.0.0.1, 6to4, NAT64, Teredo)
 * are refused, unless the operator's allow list (`PICTURE_URL_ALLOW_ADDRESSES`: IPs and CIDRs,
 * comma-separated) names them (an internal media server). The fetch applies the same rule to the
 * address it connects to (request-filtering-agent, fetch-picture-url.ts); this module is what the
 * dry run and the environment's check use, without the network.
 */
export type AllowEntry = { text: string; range: [ipaddr.IPv4 | ipaddr.IPv6, number] };

const entries = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function parseEntry(text: string): AllowEntry | null {
  try {
    if (text.includes('/')) return { text, range: ipaddr.parseCIDR(text) };
    const address = ipaddr.parse(text);
    if (!ipaddr.isValid(text) || (address.kind() === 'ipv4' && !ipaddr.IPv4.isValidFourPartDecimal(text))) return null;
    return { text: address.toString(), range: [address, address.kind() === 'ipv4' ? 32 : 128] };
  } catch {
    return null;
  }
}

/** Why a `PICTURE_URL_ALLOW_ADDRESSES` value is unusable (naming the bad entry), or undefined. */
export function allowListProblem(value: string): string | undefined {
  const bad = entries(value).find((entry) => parseEntry(entry) === null);
  return bad === undefined ? undefined : `"${bad}" is not an IP address or CIDR range (e.g. 10.0.5.20 or 10.0.5.0/24)`;
}

/** The allow list an environment value stands for (unset or empty: none). Bad entries are left out (the environment's check refuses them at start). */
export function parseAllowList(value: string | undefined): AllowEntry[] {
  return entries(value).flatMap((entry) => parseEntry(entry) ?? []);
}

/** An IP address as ipaddr.js reads it, or null (a host name, or nothing valid). Brackets of an IPv6 URL host are removed. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  if (bare.includes('.') && !bare.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null;
  return ipaddr.parse(bare);
}

const inList = (address: ipaddr.IPv4 | ipaddr.IPv6, allow: readonly AllowEntry[]) =>
  allow.some(({ range: [base, bits] }) => base.kind() === address.kind() && address.match(base, bits));

/** Whether a picture may be fetched from this address (a public unicast address, or one the allow list names). */
export function isAddressAllowed(address: string, allow: readonly AllowEntry[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return inList(parsed, allow) || parsed.range() === 'unicast';
}

export const PICTURE_URL_MAX_LENGTH = 2000;
export type PictureUrlProblem = 'picture_url_invalid' | 'picture_url_address_refused';

/**
 * A picture URL's problem as far as it can be told without the network: not a URL, longer than
 * PICTURE_URL_MAX_LENGTH, not http(s), with a user name or password (picture_url_invalid); its
 * host an address the rule refuses, or `localhost` (…`.localhost`) when 127.0.0.1 is not allowed
 * (picture_url_address_refused). A host name is judged by the fetch, after DNS, on the address it
 * connects to.
 */
export function pictureUrlProblem(text: string, allow: readonly AllowEntry[]): PictureUrlProblem | null {
  if (text.length > PICTURE_URL_MAX_LENGTH || !URL.canParse(text)) return 'picture_url_invalid';
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return 'picture_url_invalid';
  const host = url.hostname.toLowerCase();
  const address = host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : parseAddress(host) ? host : null;
  if (address !== null && !isAddressAllowed(address, allow)) return 'picture_url_address_refused';
  return null;
}
