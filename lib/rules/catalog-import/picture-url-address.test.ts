import { allowListProblem, isAddressAllowed, parseAllowList, pictureUrlProblem } from './picture-url-address';

describe('isAddressAllowed: only public unicast addresses by default', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '169.254.0.1',
    '100.64.0.1', '100.127.255.254', '224.0.0.1', '239.255.255.250', '255.255.255.255', '0.0.0.0', '240.0.0.1',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '64:ff9b::a00:1', '2002:a00:1::1', '2001::1',
  ])('refuses %s', (address) => {
    expect(isAddressAllowed(address, [])).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200e', '2606:4700::6810:85e5'])('allows %s', (address) => {
    expect(isAddressAllowed(address, [])).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['', 'example.com', '127.1', '1.2.3', '999.1.1.1']) expect([text, isAddressAllowed(text, [])]).toEqual([text, false]);
  });

  it('the allow list opens single addresses and ranges, of the same kind only', () => {
    const allow = parseAllowList(' 127.0.0.1, 10.20.0.0/16 ,fd00::/8,::1');
    expect(['127.0.0.1', '10.20.3.4', 'fd00::5', '::1'].map((a) => isAddressAllowed(a, allow))).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '10.21.0.1', 'fc00::1', '::ffff:127.0.0.1', '169.254.169.254'].map((a) => isAddressAllowed(a, allow))).toEqual([false, false, false, false, false]);
    expect(isAddressAllowed('8.8.8.8', allow)).toBe(true);
  });
});

describe('the allow list variable', () => {
  it('unset or empty is no entry; bad entries are named', () => {
    expect([parseAllowList(undefined), parseAllowList(' , ')]).toEqual([[], []]);
    expect(allowListProblem('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8')).toBeUndefined();
    expect(allowListProblem('127.0.0.1, media.local')).toMatch(/"media.local"/);
    expect(allowListProblem('10.0.0.0/33')).toMatch(/"10.0.0.0\/33"/);
    expect(allowListProblem('127.1')).toMatch(/"127.1"/);
  });

  it('single addresses are kept in their compact form (what a connection reports)', () => {
    expect(parseAllowList('0:0:0:0:0:0:0:1, 127.0.0.1, 10.0.0.0/8').map((e) => e.text)).toEqual(['::1', '127.0.0.1', '10.0.0.0/8']);
  });
});

describe('pictureUrlProblem: what the dry run tells without the network', () => {
  it.each([
    ['https://cdn.example.com/p/SH-1.jpg', null],
    ['http://93.184.216.34:8080/a.png', null],
    ['http://[2a00:1450:4001:80b::200e]/a.png', null],
    ['ftp://example.com/a.jpg', 'picture_url_invalid'],
    ['file:///etc/passwd', 'picture_url_invalid'],
    ['javascript:alert(1)', 'picture_url_invalid'],
    ['not a url', 'picture_url_invalid'],
    ['/relative/a.jpg', 'picture_url_invalid'],
    ['https://user:secret@example.com/a.jpg', 'picture_url_invalid'],
    ['http://127.0.0.1/a.jpg', 'picture_url_address_refused'],
    ['http://10.0.0.1/a.jpg', 'picture_url_address_refused'],
    ['http://169.254.169.254/latest/meta-data/', 'picture_url_address_refused'],
    ['http://[::1]:3000/a.jpg', 'picture_url_address_refused'],
    ['http://[::ffff:127.0.0.1]/a.jpg', 'picture_url_address_refused'],
    ['http://[fe80::1]/a.jpg', 'picture_url_address_refused'],
    ['http://localhost:3000/a.jpg', 'picture_url_address_refused'],
    ['http://shop.localhost/a.jpg', 'picture_url_address_refused'],
    ['http://2130706433/a.jpg', 'picture_url_address_refused'],
    ['http://0x7f.0.0.1/a.jpg', 'picture_url_address_refused'],
    ['http://0/a.jpg', 'picture_url_address_refused'],
  ] as const)('%s: %s', (url, problem) => {
    expect(pictureUrlProblem(url, [])).toBe(problem);
  });

  it('a URL over 2 000 characters is invalid', () => {
    expect(pictureUrlProblem(`https://example.com/${'a'.repeat(2000)}.jpg`, [])).toBe('picture_url_invalid');
  });

  it('a host name is left to the fetch (judged on the address it connects to)', () => {
    expect(pictureUrlProblem('http://internal.example/a.jpg', [])).toBeNull();
  });

  it('the allow list lets an internal media server through', () => {
    const allow = parseAllowList('127.0.0.1,10.0.5.0/24');
    expect(['http://127.0.0.1:4000/a.jpg', 'http://localhost:4000/a.jpg', 'http://10.0.5.7/a.jpg', 'http://10.0.6.7/a.jpg'].map((u) => pictureUrlProblem(u, allow))).toEqual([
      null, null, null, 'picture_url_address_refused',
    ]);
  });
});
