import type { MydataConfig } from './mydata';
import { mydataUserFor, parseIssuerCredentials } from './mydata-users';

const live: MydataConfig = { mode: 'live', userId: 'shop-user', subscriptionKey: 'shop-key', apiUrl: 'https://mydatapi.aade.gr/myDATA' };
const sandbox: MydataConfig = { ...live, mode: 'sandbox', userId: 'sandbox-mydata' };

describe("myDATA users of the partners' issuing companies (decision 0079)", () => {
  it('reads ΑΦΜ=user:key entries, with or without EL, separated by ;', () => {
    expect(parseIssuerCredentials(' EL094019245=hellas-user:k1 ; 800123456=other:k:2 ')).toEqual(
      new Map([
        ['094019245', { userId: 'hellas-user', subscriptionKey: 'k1' }],
        ['800123456', { userId: 'other', subscriptionKey: 'k:2' }],
      ]),
    );
    expect(parseIssuerCredentials(undefined)).toEqual(new Map());
    expect(parseIssuerCredentials('')).toEqual(new Map());
  });

  it('refuses what is not that: a malformed entry, a missing key, an ΑΦΜ twice', () => {
    expect(parseIssuerCredentials('094019245')).toBeUndefined();
    expect(parseIssuerCredentials('094019245=user')).toBeUndefined();
    expect(parseIssuerCredentials('12345=user:key')).toBeUndefined();
    expect(parseIssuerCredentials('094019245=a:b;EL094019245=c:d')).toBeUndefined();
  });

  it("live: the shop's ΑΦΜ has the shop's user, a partner company its own, an unknown one none", () => {
    const partners = parseIssuerCredentials('094019245=hellas-user:k1')!;
    expect(mydataUserFor(live, 'EL999999999', partners, '999999999')).toMatchObject({ userId: 'shop-user' });
    expect(mydataUserFor(live, 'EL999999999', partners, '094019245')).toEqual({ userId: 'hellas-user', subscriptionKey: 'k1' });
    expect(mydataUserFor(live, 'EL999999999', partners, '800123456')).toBeUndefined();
  });

  it('the sandbox transmits everyone with its own user', () => {
    expect(mydataUserFor(sandbox, 'EL999999999', new Map(), '800123456')).toMatchObject({ userId: 'sandbox-mydata' });
  });
});
