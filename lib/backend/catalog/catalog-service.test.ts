import type { Database } from '../db/client';
import type { CatalogRows } from './catalog-index';
import { createCatalogService } from './catalog-service';

/** The index lifecycle with fake database reads: single-flight builds, throttled probes, background rebuilds. */
function setup() {
  let now = 0;
  let version = '1';
  const loads: { version: string; resolve: () => void }[] = [];
  const probes: string[] = [];
  const logged: string[] = [];
  let failNext = false;
  const empty = (v: string): CatalogRows => ({ version: v, categories: [], brands: [], partners: [], products: [], variants: [], sold: [] });
  const service = createCatalogService({} as Database, () => new Date(now), {
    readVersion: async () => {
      probes.push(version);
      return version;
    },
    loadRows: () =>
      new Promise<CatalogRows>((resolve, reject) => {
        const v = version;
        loads.push({ version: v, resolve: () => (failNext ? ((failNext = false), reject(new Error('db down'))) : resolve(empty(v))) });
      }),
    log: (message) => logged.push(message),
  });
  const flush = () => new Promise((r) => setImmediate(r));
  return {
    service, loads, probes, logged, flush,
    advance: (ms: number) => (now += ms),
    setVersion: (v: string) => (version = v),
    failNextLoad: () => (failNext = true),
  };
}

describe('catalog service', () => {
  it('builds once for concurrent first requests', async () => {
    const s = setup();
    const requests = [s.service.current(), s.service.current(), s.service.current()];
    await s.flush();
    expect(s.loads).toHaveLength(1);
    s.loads[0]!.resolve();
    const indexes = await Promise.all(requests);
    expect(new Set(indexes).size).toBe(1);
    expect(indexes[0]!.version).toBe('1');
  });
  it('probes at most once per second, rebuilds in the background, never twice at once', async () => {
    const s = setup();
    const first = s.service.current();
    await s.flush();
    s.loads[0]!.resolve();
    const v1 = await first;
    expect(await s.service.current()).toBe(v1);
    expect(s.probes).toHaveLength(0); // within the second
    s.setVersion('2');
    s.advance(1000);
    expect(await s.service.current()).toBe(v1); // served while the rebuild runs
    await s.flush();
    expect(s.probes).toEqual(['2']);
    expect(s.loads).toHaveLength(2);
    s.advance(1000);
    expect(await s.service.current()).toBe(v1);
    await s.flush();
    expect(s.loads).toHaveLength(2); // the running rebuild is not duplicated
    s.loads[1]!.resolve();
    await s.service.idle();
    expect((await s.service.current()).version).toBe('2');
  });
  it('an unchanged version does not rebuild', async () => {
    const s = setup();
    const first = s.service.current();
    await s.flush();
    s.loads[0]!.resolve();
    await first;
    s.advance(5000);
    await s.service.current();
    await s.service.idle();
    expect([s.probes.length, s.loads.length]).toEqual([1, 1]);
  });
  it('a failed background rebuild keeps the previous index and is retried at the next probe', async () => {
    const s = setup();
    const first = s.service.current();
    await s.flush();
    s.loads[0]!.resolve();
    const v1 = await first;
    s.setVersion('2');
    s.failNextLoad();
    s.advance(1000);
    await s.service.current();
    await s.flush();
    s.loads[1]!.resolve();
    await s.service.idle();
    expect(s.logged).toEqual(['background rebuild failed; serving the previous index']);
    expect(await s.service.current()).toBe(v1);
    s.advance(1000);
    await s.service.current();
    await s.flush();
    s.loads[2]!.resolve();
    await s.service.idle();
    expect((await s.service.current()).version).toBe('2');
  });
  it('sync waits for a running probe, then probes again', async () => {
    const s = setup();
    const first = s.service.current();
    await s.flush();
    s.loads[0]!.resolve();
    await first;
    s.setVersion('3');
    const synced = s.service.sync();
    await s.flush();
    s.loads[1]!.resolve();
    expect((await synced).version).toBe('3');
  });

  it("expires the `catalog` cache tag when a rebuild brings a new version, not on the first build", async () => {
    const expired: string[][] = [];
    const key = Symbol.for('partner-storefront.expire-cache-tags');
    (globalThis as Record<symbol, unknown>)[key] = async (tags: string[]) => void expired.push(tags);
    try {
      const s = setup();
      const first = s.service.current();
      await s.flush();
      s.loads[0]!.resolve();
      await first;
      expect(expired).toEqual([]);
      s.setVersion('2');
      const synced = s.service.sync();
      await s.flush();
      s.loads[1]!.resolve();
      await synced;
      expect(expired).toEqual([['catalog']]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  });
});
