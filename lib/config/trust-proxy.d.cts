/** Types of trust-proxy.cjs (plain CommonJS, shared with the production server's preload). */
export type Trust = (address: string, hop: number) => boolean;
export declare const CLIENT_ADDRESS_HEADER: string;
export declare const PRELOAD_MARKER: unique symbol;
export declare const TRUST_PROXY_RULE: string;
export declare function parseTrustProxy(value: string | undefined): Trust;
export declare function isTrustProxySetting(value: string | undefined): boolean;
export declare function resolveClientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: Trust): string;
export declare function trustsSomeProxy(value: string | undefined): boolean;
export declare const FORWARDED_ORIGIN_HEADERS: readonly string[];
export declare function peerIsTrustedProxy(remoteAddress: string | undefined, trust: Trust): boolean;
export declare function dropUntrustedForwarding(
  req: { socket?: { remoteAddress?: string }; rawHeaders: string[]; headers: Record<string, string | string[] | undefined> },
  trust: Trust,
): string[];
