import { createBatchLoader, type BatchId } from './batch-loader';

type Item = { id: BatchId; name?: string };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A by-ids loader that returns an item for each requested id except those in `missing`. */
function fakeLoad(missing: BatchId[] = []) {
  return jest.fn(async (type: string, ids: BatchId[]): Promise<Item[]> =>
    ids.filter((id) => !missing.map(String).includes(String(id))).map((id) => ({ id, name: `${type}-${id}` })),
  );
}

describe('createBatchLoader', () => {
  it('makes one by-ids call 80 ms after the first load, for the distinct ids', async () => {
    const loadByIds = fakeLoad();
    const loader = createBatchLoader({ loadByIds });
    const a = loader.load('Products', 1);
    await jest.advanceTimersByTimeAsync(30);
    const b = loader.load('Products', 2);
    await jest.advanceTimersByTimeAsync(49);
    expect(loadByIds).not.toHaveBeenCalled(); // 79 ms
    await jest.advanceTimersByTimeAsync(1); // 80 ms
    expect(loadByIds).toHaveBeenCalledTimes(1);
    expect(loadByIds).toHaveBeenCalledWith('Products', [1, 2]);
    await expect(a).resolves.toEqual({ id: 1, name: 'Products-1' });
    await expect(b).resolves.toEqual({ id: 2, name: 'Products-2' });
  });

  it('keeps a separate batch per entity type', async () => {
    const loadByIds = fakeLoad();
    const loader = createBatchLoader({ loadByIds });
    const p = loader.load('Products', 1);
    const o = loader.load('Orders', 1);
    const c = loader.load('ContentPages', 'about');
    await jest.advanceTimersByTimeAsync(80);
    expect(loadByIds.mock.calls).toEqual([
      ['Products', [1]],
      ['Orders', [1]],
      ['ContentPages', ['about']],
    ]);
    await expect(p).resolves.toMatchObject({ name: 'Products-1' });
    await expect(o).resolves.toMatchObject({ name: 'Orders-1' });
    await expect(c).resolves.toMatchObject({ name: 'ContentPages-about' });
  });

  it('starts a new window after a batch went out', async () => {
    const loadByIds = fakeLoad();
    const loader = createBatchLoader({ loadByIds });
    void loader.load('Products', 1);
    await jest.advanceTimersByTimeAsync(80);
    const second = loader.load('Products', 2);
    await jest.advanceTimersByTimeAsync(79);
    expect(loadByIds).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(loadByIds).toHaveBeenLastCalledWith('Products', [2]);
    await expect(second).resolves.toMatchObject({ id: 2 });
  });

  it('compares ids as strings', async () => {
    const loader = createBatchLoader<Item>({ loadByIds: async () => [{ id: '7' }, { id: 8 }] });
    const a = loader.load('Products', 7);
    const b = loader.load('Products', '8');
    await jest.advanceTimersByTimeAsync(80);
    await expect(a).resolves.toEqual({ id: '7' });
    await expect(b).resolves.toEqual({ id: 8 });
  });

  it('rejects an absent id with SPEC §8 text; the others resolve', async () => {
    const loader = createBatchLoader({ loadByIds: fakeLoad([2]) });
    const found = loader.load('Products', 1);
    const missing = loader.load('Products', 2);
    const settled = Promise.allSettled([found, missing]);
    await jest.advanceTimersByTimeAsync(80);
    const [first, second] = await settled;
    expect(first).toEqual({ status: 'fulfilled', value: { id: 1, name: 'Products-1' } });
    expect(second).toEqual({ status: 'rejected', reason: new Error('Products not found: id -> 2') });
    expect((second as PromiseRejectedResult).reason.message).toBe('Products not found: id -> 2');
  });

  it('a failed batch rejects every pending id of that batch with its error', async () => {
    const failure = new Error('api_err_500');
    const loadByIds = jest.fn(async (type: string): Promise<Item[]> => {
      if (type === 'Orders') throw failure;
      return [{ id: 1 }];
    });
    const loader = createBatchLoader({ loadByIds });
    const settled = Promise.allSettled([loader.load('Orders', 1), loader.load('Orders', 2), loader.load('Products', 1)]);
    await jest.advanceTimersByTimeAsync(80);
    const [o1, o2, p1] = await settled;
    expect(o1).toEqual({ status: 'rejected', reason: failure });
    expect((o2 as PromiseRejectedResult).reason).toBe(failure);
    expect(p1).toEqual({ status: 'fulfilled', value: { id: 1 } });
  });

  it('duplicate loads in one window share one id and one result', async () => {
    const loadByIds = fakeLoad();
    const loader = createBatchLoader({ loadByIds });
    const a = loader.load('Products', 5);
    const b = loader.load('Products', 5);
    const c = loader.load('Products', '5');
    expect(b).toBe(a);
    expect(c).toBe(a);
    await jest.advanceTimersByTimeAsync(80);
    expect(loadByIds).toHaveBeenCalledWith('Products', [5]);
    const [ra, rb] = await Promise.all([a, b]);
    expect(rb).toBe(ra);
  });

  it('honours another delay', async () => {
    const loadByIds = fakeLoad();
    const loader = createBatchLoader({ loadByIds, delayMs: 10 });
    void loader.load('Products', 1);
    await jest.advanceTimersByTimeAsync(9);
    expect(loadByIds).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(loadByIds).toHaveBeenCalledTimes(1);
  });
});
