import { CacheTags } from '@/lib/cache-tags';
import { CATALOG_TAG, changedTags, createTagSync, partnerTag } from './tag-sync.cjs';

const versions = (catalog: string, partners: Record<string, string>) => ({ catalog, partners });

describe('changedTags', () => {
  it('uses the tag names of lib/cache-tags.ts', () => {
    expect(CATALOG_TAG).toBe(CacheTags.catalog);
    expect(partnerTag('acme')).toBe(CacheTags.partner('acme'));
  });

  it('expires nothing on the first read', () => {
    expect(changedTags(undefined, versions('1', { acme: 'a' }))).toEqual([]);
  });

  it('expires nothing when nothing changed', () => {
    expect(changedTags(versions('1', { acme: 'a' }), versions('1', { acme: 'a' }))).toEqual([]);
  });

  it('expires the catalogue when its version moved', () => {
    expect(changedTags(versions('1', { acme: 'a' }), versions('2', { acme: 'a' }))).toEqual(['catalog']);
  });

  it('expires each partner that changed, appeared or disappeared, and only those', () => {
    const before = versions('1', { acme: 'a', beta: 'b', gone: 'g' });
    const after = versions('1', { acme: 'a2', beta: 'b', fresh: 'f' });
    expect(changedTags(before, after)).toEqual(['partner:acme', 'partner:fresh', 'partner:gone']);
  });
});

describe('createTagSync', () => {
  function setup(read: () => Promise<ReturnType<typeof versions>>) {
    let clock = 0;
    const expired: string[][] = [];
    let reader: (() => Promise<ReturnType<typeof versions>>) | undefined = read;
    const sync = createTagSync({
      read: () => reader,
      expire: async (tags: string[]) => void expired.push(tags),
      intervalMs: 1000,
      now: () => clock,
    });
    return { sync, expired, tick: (ms: number) => (clock += ms), unpublish: () => (reader = undefined) };
  }

  it('reads at most once per interval and expires what changed between reads', async () => {
    let current = versions('1', { acme: 'a' });
    const read = jest.fn(async () => current);
    const { sync, expired, tick } = setup(read);
    await sync.checkIfDue();
    current = versions('2', { acme: 'a' });
    await sync.checkIfDue(); // within the interval: no read
    expect(read).toHaveBeenCalledTimes(1);
    tick(1000);
    await sync.checkIfDue();
    expect(read).toHaveBeenCalledTimes(2);
    expect(expired).toEqual([['catalog']]);
  });

  it('expires changed tags once more at the next check (renders in flight), then no more', async () => {
    let current = versions('1', { acme: 'a' });
    const { sync, expired } = setup(async () => current);
    await sync.checkNow();
    current = versions('1', { acme: 'b' });
    await sync.checkNow();
    await sync.checkNow();
    await sync.checkNow();
    expect(expired).toEqual([['partner:acme'], ['partner:acme']]);
  });

  it('keeps the last versions through a failed read and sees the change afterwards', async () => {
    let current: ReturnType<typeof versions> | Error = versions('1', { acme: 'a' });
    const { sync, expired } = setup(async () => {
      if (current instanceof Error) throw current;
      return current;
    });
    await sync.checkNow();
    current = new Error('database unreachable');
    await sync.checkNow();
    current = versions('1', { acme: 'b' });
    await sync.checkNow();
    expect(expired).toEqual([['partner:acme']]);
  });

  it('does nothing while no reader is published (database not open)', async () => {
    const read = jest.fn(async () => versions('1', {}));
    const { sync, unpublish } = setup(read);
    unpublish();
    await sync.checkNow();
    expect(read).not.toHaveBeenCalled();
  });

  it('joins a read under way instead of starting a second one', async () => {
    let release: (v: ReturnType<typeof versions>) => void = () => undefined;
    const read = jest.fn(() => new Promise<ReturnType<typeof versions>>((resolve) => (release = resolve)));
    const { sync } = setup(read);
    const first = sync.checkNow();
    const second = sync.checkNow();
    release(versions('1', {}));
    await Promise.all([first, second]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
