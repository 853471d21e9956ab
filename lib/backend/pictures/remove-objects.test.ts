import { memoryObjectStore } from '../object-store/memory-store';
import { removePictureObjects } from './remove-objects';

/** A deleted product's picture objects go after its rows, best effort (decision 0041). */
describe('removePictureObjects', () => {
  const filled = async (keys: string[]) => {
    const store = memoryObjectStore();
    for (const key of keys) await store.put(key, new Uint8Array([1]), 'image/webp');
    return store;
  };

  it('deletes every object named and leaves the others; logs nothing', async () => {
    const store = await filled(['pictures/p1/a.webp', 'pictures/p1/b.webp', 'pictures/p2/c.webp']);
    const log = jest.fn();
    expect(await removePictureObjects(store, ['pictures/p1/a.webp', 'pictures/p1/b.webp'], 'product P1', log)).toBe(2);
    expect(store.keys()).toEqual(['pictures/p2/c.webp']);
    expect(log).not.toHaveBeenCalled();
  });

  it('never throws when the store is down: one log line naming what was left', async () => {
    const store = await filled(['pictures/p1/a.webp', 'pictures/p1/b.webp']);
    store.down(true);
    const log = jest.fn();
    await expect(removePictureObjects(store, ['pictures/p1/a.webp', 'pictures/p1/b.webp'], 'product P1', log)).resolves.toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('[pictures] 2 of 2 object(s) of product P1 left in the object store (their rows are gone)');
    store.down(false);
    expect(store.keys()).toHaveLength(2);
  });

  it('does nothing for no keys, and says so without a store', async () => {
    const log = jest.fn();
    expect(await removePictureObjects(undefined, [], 'product P1', log)).toBe(0);
    expect(log).not.toHaveBeenCalled();
    expect(await removePictureObjects(undefined, ['pictures/p1/a.webp'], 'product P1', log)).toBe(0);
    expect(log).toHaveBeenCalledWith('[pictures] 1 object(s) of product P1 left: no object store configured');
  });
});
