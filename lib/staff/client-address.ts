import { clientIpFromHeaders } from '@/lib/backend/http/request-info';
import { CLIENT_ADDRESS_HEADER } from '@/lib/config/trust-proxy.cjs';

/**
 * The client address a console form handler hands the operations API (issue #44 item 3), so the
 * staff login throttle counts the real client. It is the address the API itself would derive for
 * this request (clientIpFromHeaders: what the server's preload resolved from the socket and
 * X-Forwarded-For per TRUST_PROXY, replacing anything the client sent), never the client's own
 * X-Forwarded-For list. The embedded API reads CLIENT_ADDRESS_HEADER first; a remote API (behind
 * NEXT_PUBLIC_API_URL, which must trust this server as its proxy) reads the single-entry
 * X-Forwarded-For, its preload replacing the other header.
 */
export function clientAddressHeaders(incoming: Headers): Record<string, string> {
  const address = clientIpFromHeaders(incoming);
  return { [CLIENT_ADDRESS_HEADER]: address, 'X-Forwarded-For': address };
}
