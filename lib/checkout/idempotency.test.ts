import { attemptFor, fingerprintOf } from './idempotency';

describe('idempotency key per checkout attempt', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('is made once and reused while the same body is sent (double click, retry after a network drop)', () => {
    const next = keys();
    const body = { email: 'a@b.gr', shipTo: { kind: 'billing' }, expectedTotal: 1000 };
    const first = attemptFor(undefined, body, next);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, body, next)).toBe(first);
    // The same body with its keys in another order is the same attempt.
    expect(attemptFor(first, { expectedTotal: 1000, shipTo: { kind: 'billing' }, email: 'a@b.gr' }, next).key).toBe('key-1');
  });

  it('changes when the body changes (another choice, or a new total after price_changed)', () => {
    const next = keys();
    const first = attemptFor(undefined, { expectedTotal: 1000 }, next);
    const second = attemptFor(first, { expectedTotal: 1100 }, next);
    expect(second.key).toBe('key-2');
    expect(attemptFor(second, { expectedTotal: 1000 }, next).key).toBe('key-3');
  });

  it('uses random UUIDs by default (8–100 characters of [A-Za-z0-9_-], as the API asks)', () => {
    const a = attemptFor(undefined, {});
    const b = attemptFor(undefined, {});
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(a.key).not.toBe(b.key);
  });

  it('fingerprints nested objects with sorted keys and keeps arrays in order', () => {
    expect(fingerprintOf({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
});
