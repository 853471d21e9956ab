import { dropUntrustedForwarding, FORWARDED_ORIGIN_HEADERS, isTrustProxySetting, parseTrustProxy, peerIsTrustedProxy, resolveClientAddress } from './trust-proxy.cjs';

/** The client address of a request from `socket` with `xff`, under TRUST_PROXY=`setting`. */
const resolve = (setting: string | undefined, socket: string, xff?: string) => resolveClientAddress(socket, xff, parseTrustProxy(setting));

describe('TRUST_PROXY unset or false: the socket address, X-Forwarded-For ignored', () => {
  it.each([undefined, '', 'false', 'FALSE', '0'])('%p', (setting) => {
    expect(resolve(setting, '198.51.100.7')).toBe('198.51.100.7');
    // A client rotating a forged header is still one client.
    expect(resolve(setting, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(resolve(setting, '198.51.100.7', '203.0.113.2, 10.0.0.1')).toBe('198.51.100.7');
  });
});

describe('TRUST_PROXY=true: every hop is trusted, the first X-Forwarded-For entry is the client', () => {
  it('takes the leftmost entry', () => expect(resolve('true', '10.0.0.1', '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9'));
  it('falls back to the socket without the header', () => expect(resolve('true', '10.0.0.1')).toBe('10.0.0.1'));
});

describe('TRUST_PROXY as a hop count', () => {
  it('1: the entry the one trusted proxy appended (anything the client prepended is ignored)', () => {
    expect(resolve('1', '10.0.0.1', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('1', '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });
  it('2: two proxies in a row', () => expect(resolve('2', '10.0.0.1', '203.0.113.66, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7'));
  it('more hops than entries: the leftmost entry', () => expect(resolve('5', '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7'));
  it('without the header: the socket address', () => expect(resolve('1', '10.0.0.1')).toBe('10.0.0.1'));
});

describe('TRUST_PROXY as a list of addresses, CIDR ranges and names', () => {
  it('loopback: a proxy on the same host is trusted', () => {
    expect(resolve('loopback', '127.0.0.1', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('loopback', '::1', '198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('loopback', '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });
  it('a request that did not come through a trusted proxy keeps its socket address', () => {
    expect(resolve('loopback', '198.51.100.7', '203.0.113.66')).toBe('198.51.100.7');
    expect(resolve('10.0.0.0/8', '192.0.2.1', '203.0.113.66')).toBe('192.0.2.1');
  });
  it('CIDR ranges and single addresses, several trusted hops', () => {
    expect(resolve('10.0.0.0/8, 192.0.2.5', '10.1.2.3', '203.0.113.66, 198.51.100.7, 192.0.2.5')).toBe('198.51.100.7');
    expect(resolve('loopback,10.0.0.0/8', '127.0.0.1', '198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
  });
  it('stops at the first untrusted hop even if trusted ones precede it', () =>
    expect(resolve('10.0.0.0/8', '10.0.0.1', '10.0.0.9, 203.0.113.66, 198.51.100.7')).toBe('198.51.100.7'));
  it('IPv6 ranges', () => expect(resolve('fd00::/8', 'fd00::1', '2001:db8::7')).toBe('2001:db8::7'));
});

describe('the setting is validated', () => {
  it.each(['true', 'false', '0', '1', '2', 'loopback', 'loopback, linklocal, uniquelocal', '10.0.0.0/8', '10.0.0.1, 2001:db8::/32', '10.0.0.0/255.0.0.0'])(
    'accepts %p',
    (setting) => expect(isTrustProxySetting(setting)).toBe(true),
  );
  it.each(['yes', 'on', '-1', '1.5', 'banana', '10.0.0.0/99', '10.0.0.256', 'loopback, nope'])('refuses %p', (setting) => {
    expect(isTrustProxySetting(setting)).toBe(false);
    expect(() => parseTrustProxy(setting)).toThrow(/must be false, true, a hop count/);
  });
});

describe('resolveClientAddress', () => {
  it('joins repeated X-Forwarded-For headers', () =>
    expect(resolveClientAddress('10.0.0.1', ['203.0.113.66', '198.51.100.7'], parseTrustProxy('1'))).toBe('198.51.100.7'));
  it('caps a client-chosen string under an over-trusting setting', () =>
    expect(resolveClientAddress('10.0.0.1', 'x'.repeat(500), parseTrustProxy('true'))).toHaveLength(64));
  it('answers "unknown" for a socket without an address', () => expect(resolveClientAddress(undefined, undefined, parseTrustProxy('false'))).toBe('unknown'));
});

describe('the forwarded protocol and host count only from a trusted proxy (issue #44 item 7)', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) => {
    const rawHeaders = Object.entries(headers).flat();
    return { socket: { remoteAddress }, rawHeaders, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
  };
  const sent = { Host: 'shop.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Forwarded: 'proto=https;host=evil.example', 'X-Forwarded-Port': '443', 'X-Forwarded-For': '203.0.113.9' };

  it('peerIsTrustedProxy follows TRUST_PROXY for the socket peer', () => {
    expect(peerIsTrustedProxy('127.0.0.1', parseTrustProxy(undefined))).toBe(false);
    expect(peerIsTrustedProxy('127.0.0.1', parseTrustProxy('loopback'))).toBe(true);
    expect(peerIsTrustedProxy('198.51.100.7', parseTrustProxy('loopback'))).toBe(false);
    expect(peerIsTrustedProxy('198.51.100.7', parseTrustProxy('1'))).toBe(true);
    expect(peerIsTrustedProxy('198.51.100.7', parseTrustProxy('true'))).toBe(true);
    expect(peerIsTrustedProxy(undefined, parseTrustProxy('true'))).toBe(false);
  });

  it('drops them (both header views) from an untrusted peer, and only them', () => {
    for (const [setting, peer] of [[undefined, '127.0.0.1'], ['false', '10.0.0.1'], ['loopback', '198.51.100.7'], ['10.0.0.0/8', '192.0.2.1']] as const) {
      const req = request(peer, sent);
      expect(dropUntrustedForwarding(req, parseTrustProxy(setting)).sort()).toEqual([...FORWARDED_ORIGIN_HEADERS].sort());
      expect(req.rawHeaders).toEqual(['Host', 'shop.example', 'X-Forwarded-For', '203.0.113.9']);
      expect(Object.keys(req.headers).sort()).toEqual(['host', 'x-forwarded-for']);
    }
  });

  it('keeps them from a trusted proxy', () => {
    for (const [setting, peer] of [['loopback', '127.0.0.1'], ['10.0.0.0/8', '10.1.2.3'], ['1', '192.0.2.1'], ['true', '192.0.2.1']] as const) {
      const req = request(peer, sent);
      expect(dropUntrustedForwarding(req, parseTrustProxy(setting))).toEqual([]);
      expect(req.rawHeaders).toHaveLength(12);
      expect(req.headers['x-forwarded-host']).toBe('evil.example');
    }
  });
});
