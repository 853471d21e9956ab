import { groupBy, iso, keysetBatches, keysetRows } from './export-batches';

/** The keyset reading of a data export (decision 0095): batches by id, never the whole list at once. */
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: (i + 1) * 3, name: `row ${i + 1}` }));

function reader(all: { id: number; name: string }[]) {
  const calls: { after: number; limit: number }[] = [];
  const read = async (after: number, limit: number) => {
    calls.push({ after, limit });
    return all.filter((r) => r.id > after).slice(0, limit);
  };
  return { read, calls };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('keysetBatches', () => {
  it('reads batches after the last id seen until a short batch', async () => {
    const { read, calls } = reader(rows(7));
    const batches = await collect(keysetBatches(read, 3));
    expect(batches.map((b) => b.map((r) => r.id))).toEqual([[3, 6, 9], [12, 15, 18], [21]]);
    expect(calls).toEqual([{ after: 0, limit: 3 }, { after: 9, limit: 3 }, { after: 18, limit: 3 }]);
  });

  it('asks once more after a full last batch and yields no empty batch', async () => {
    const { read, calls } = reader(rows(6));
    expect((await collect(keysetBatches(read, 3))).length).toBe(2);
    expect(calls.map((c) => c.after)).toEqual([0, 9, 18]);
    expect(await collect(keysetBatches(reader([]).read, 3))).toEqual([]);
  });

  it('stops reading when the consumer stops', async () => {
    const { read, calls } = reader(rows(30));
    for await (const batch of keysetBatches(read, 3)) if (batch[0]!.id > 3) break;
    expect(calls.length).toBe(2);
  });
});

describe('keysetRows', () => {
  it('yields every row once, mapped, in id order', async () => {
    const { read } = reader(rows(5));
    expect(await collect(keysetRows(read, (r) => r.name, 2))).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
  });
});

describe('groupBy and iso', () => {
  it('groups rows by key keeping their order', () => {
    const grouped = groupBy([{ k: 1, v: 'a' }, { k: 2, v: 'b' }, { k: 1, v: 'c' }], (r) => r.k);
    expect([...grouped.entries()].map(([k, v]) => [k, v.map((r) => r.v)])).toEqual([[1, ['a', 'c']], [2, ['b']]]);
  });

  it('writes a time as ISO, null as null', () => {
    expect(iso(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22T10:00:00.000Z');
    expect(iso(null)).toBeNull();
  });
});
