import { parseServerEnv } from '@/lib/config/server-env';
import staticHeadersFile from './static-headers.json';
import {
  FORM_POSTING_PROVIDER_URLS,
  HSTS,
  PERMISSIONS_POLICY,
  pageContentSecurityPolicy,
  pagePolicyInputFromEnv,
  securityHeaders,
  servedOverHttps,
  staticSecurityHeaders,
  type PagePolicyInput,
} from './headers';

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const input = (overrides: Partial<PagePolicyInput> = {}): PagePolicyInput => ({ formActions: [], frames: [], connections: [], https: false, development: false, ...overrides });

describe('pageContentSecurityPolicy', () => {
  it('locks down plugins, base, framing and foreign scripts without a nonce', () => {
    const policy = directives(pageContentSecurityPolicy(input()));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(pageContentSecurityPolicy(input())).not.toMatch(/nonce|unsafe-eval/);
  });

  it('lists the banks for forms, the embed hosts for frames and an external API for connections', () => {
    const policy = directives(
      pageContentSecurityPolicy(input({ formActions: ['https://bank.example', 'https://bank.example'], frames: ['https://www.youtube.com', 'https://www.google.com/maps/'], connections: ['https://api.example'] })),
    );
    expect(policy.get('form-action')).toEqual(["'self'", 'https://bank.example']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube.com', 'https://www.google.com/maps/']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example']);
    expect(policy.get('img-src')).toContain('https://api.example');
  });

  it('upgrades insecure requests over https, and allows eval only in development', () => {
    expect(directives(pageContentSecurityPolicy(input({ https: true }))).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(pageContentSecurityPolicy(input({ development: true }))).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('gives every header, HSTS only over https', () => {
    const plain = securityHeaders('default-src x', false);
    expect(plain).toEqual({
      'content-security-policy': 'default-src x',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(securityHeaders('default-src x', true)['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('switches off the powerful features but not what video embeds need', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    for (const feature of ['fullscreen', 'picture-in-picture', 'autoplay', 'encrypted-media']) expect(PERMISSIONS_POLICY).not.toContain(feature);
  });

  it('knows https from the proxy or from the public URL', () => {
    expect(servedOverHttps('https', undefined)).toBe(true);
    expect(servedOverHttps('https, http', 'http://localhost:3000')).toBe(true);
    expect(servedOverHttps('http', 'https://shop.example')).toBe(true);
    expect(servedOverHttps('http', 'http://localhost:3000')).toBe(false);
    expect(servedOverHttps(null, undefined)).toBe(false);
  });
});

describe('pagePolicyInputFromEnv', () => {
  it('reads the public URL, the banks (configured or default), the iframe hosts and an external API', () => {
    const from = pagePolicyInputFromEnv(
      { PUBLIC_URL: 'https://shop.example/', WINBANK_PAY_URL: 'https://test.paycenter.example/redirection/pay.aspx', RICH_TEXT_IFRAME_HOSTS: 'video.example.org', NEXT_PUBLIC_API_URL: 'https://api.example/api/v1', NODE_ENV: 'production' },
      true,
    );
    expect(from).toEqual({
      formActions: ['https://shop.example', 'https://www.alphaecommerce.gr', 'https://vpos.eurocommerce.gr', 'https://test.paycenter.example'],
      frames: ['https://video.example.org'],
      connections: ['https://api.example'],
      https: true,
      development: false,
    });
  });

  it('uses the same default bank URLs as the environment schema', () => {
    const env = parseServerEnv({});
    for (const [name, url] of Object.entries(FORM_POSTING_PROVIDER_URLS)) expect(env[name as keyof typeof env]).toBe(url);
  });

  it('has the default iframe hosts as frame sources and ignores unusable URLs', () => {
    const from = pagePolicyInputFromEnv({ PUBLIC_URL: 'not a url', RICH_TEXT_IFRAME_HOSTS: '' }, false);
    expect(from.formActions).toEqual(['https://www.alphaecommerce.gr', 'https://vpos.eurocommerce.gr', 'https://paycenter.piraeusbank.gr']);
    expect(from.frames).toContain('https://www.youtube-nocookie.com');
    expect(from.frames).toContain('https://www.google.com/maps/');
    expect(pagePolicyInputFromEnv({ RICH_TEXT_IFRAME_HOSTS: 'none' }, false).frames).toEqual([]);
  });
});

describe('static-headers.json (read by next.config.mjs)', () => {
  it('equals the default page headers and HSTS', () => {
    expect(staticHeadersFile).toEqual(staticSecurityHeaders());
    expect(staticSecurityHeaders().https).toEqual([{ key: 'strict-transport-security', value: HSTS }]);
  });
});
