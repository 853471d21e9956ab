/** Types of trust-proxy.cjs (plain CommonJS, shared with the production server's preload). */
export type Trust = (address: string, hop: number) => boolean;
export declare const CLIENT_ADDRESS_HEADER: string;
export declare const PRELOAD_MARKER: unique symbol;
export declare const TRUST_PROXY_RULE: string;
export declare function parseTrustProxy(value: string | undefined): Trust;
export declare function isTrustProxySetting(value: string | undefined): boolean;
export declare function resolveClientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: Trust): string;
export declare function trustsSomeProxy(value: string | undefined): boolean;
