'use strict';
// The client address behind (or without) reverse proxies, as Express's `trust proxy` resolves it
// (issue #14 §4), with Express's own library (proxy-addr). Plain CommonJS: the production server's
// preload (scripts/server-preload.cjs, loaded before Next) uses it, and so do the environment
// validation (lib/config/server-env.ts) and the unit tests, so the TRUST_PROXY grammar lives here once.
const proxyaddr = require('proxy-addr');

/**
 * The request header carrying the resolved client address. The preload overwrites it on every
 * request (whatever the client sent is dropped), so the API can trust it.
 */
const CLIENT_ADDRESS_HEADER = 'x-storefront-client-ip';

/** Marker the preload sets on globalThis: the header above is trustworthy in this process. */
const PRELOAD_MARKER = Symbol.for('partner-storefront.client-address');

const TRUST_PROXY_RULE =
  'must be false, true, a hop count (1, 2, …) or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal';

/**
 * TRUST_PROXY → proxy-addr's trust function `(address, hop) => boolean`:
 * unset/false/0 trusts nothing (the socket address is the client), true trusts every hop (the
 * first X-Forwarded-For entry is the client), N trusts the N nearest hops, and a list trusts the
 * proxies with those addresses (`loopback, 10.0.0.0/8, fd00::/8`). Throws on anything else.
 */
function parseTrustProxy(value) {
  const text = String(value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return () => false;
  if (text === 'true') return () => true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(list);
  } catch (error) {
    throw new Error(`${TRUST_PROXY_RULE} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** True when TRUST_PROXY trusts some proxy, so X-Forwarded-Proto/Host may name the public origin. */
function trustsSomeProxy(value) {
  const text = String(value ?? '').trim().toLowerCase();
  return text !== '' && text !== 'false' && text !== '0';
}

/**
 * The headers with which a proxy names the protocol and host the client used (RFC 7239's
 * Forwarded and the X-Forwarded-* forms; X-Forwarded-For is resolveClientAddress's).
 */
const FORWARDED_ORIGIN_HEADERS = ['forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

/** Whether the socket's peer is a trusted proxy (TRUST_PROXY, as for the client address): only then may it name the protocol and host. */
function peerIsTrustedProxy(remoteAddress, trust) {
  return Boolean(remoteAddress) && Boolean(trust(remoteAddress, 0));
}

/**
 * Drops FORWARDED_ORIGIN_HEADERS from a Node request whose peer is not a trusted proxy (both views
 * of its headers), so nothing downstream (Next, middleware, the API) can read a protocol or host a
 * client made up. Returns the names dropped.
 */
function dropUntrustedForwarding(req, trust) {
  if (peerIsTrustedProxy(req.socket && req.socket.remoteAddress, trust)) return [];
  const dropped = [];
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    const name = String(req.rawHeaders[i]).toLowerCase();
    if (FORWARDED_ORIGIN_HEADERS.includes(name)) {
      req.rawHeaders.splice(i, 2);
      if (!dropped.includes(name)) dropped.push(name);
    }
  }
  for (const name of FORWARDED_ORIGIN_HEADERS) {
    if (name in req.headers) {
      delete req.headers[name];
      if (!dropped.includes(name)) dropped.push(name);
    }
  }
  return dropped;
}

function isTrustProxySetting(value) {
  try {
    parseTrustProxy(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client address of a request that came from `remoteAddress` (the socket's peer) with the
 * given X-Forwarded-For header: the nearest address that is not a trusted proxy. Capped in length
 * (an over-trusting setting can hand back a client-chosen string; it is only a throttling key).
 */
function resolveClientAddress(remoteAddress, forwardedFor, trust) {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor };
  const address = proxyaddr({ socket: { remoteAddress: remoteAddress ?? '' }, headers }, trust);
  return (address || 'unknown').slice(0, 64);
}

exports.CLIENT_ADDRESS_HEADER = CLIENT_ADDRESS_HEADER;
exports.PRELOAD_MARKER = PRELOAD_MARKER;
exports.TRUST_PROXY_RULE = TRUST_PROXY_RULE;
exports.parseTrustProxy = parseTrustProxy;
exports.isTrustProxySetting = isTrustProxySetting;
exports.trustsSomeProxy = trustsSomeProxy;
exports.resolveClientAddress = resolveClientAddress;
exports.FORWARDED_ORIGIN_HEADERS = FORWARDED_ORIGIN_HEADERS;
exports.peerIsTrustedProxy = peerIsTrustedProxy;
exports.dropUntrustedForwarding = dropUntrustedForwarding;
