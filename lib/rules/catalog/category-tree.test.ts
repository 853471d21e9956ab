import { treeOrder, wouldCycle } from './category-tree';

const node = (id: number, parentId: number | null, code: string, position = 0) => ({ id, parentId, code, position });

describe('treeOrder', () => {
  it('puts a parent before its children, each level by position then code, with depths', () => {
    const order = treeOrder([node(3, 1, 'sneakers', 1), node(1, null, 'shoes', 1), node(2, 1, 'boots', 0), node(4, null, 'bags', 1), node(5, null, 'tops', 0), node(6, 3, 'running')]);
    expect(order.map((n) => [n.code, n.depth])).toEqual([['tops', 0], ['bags', 0], ['shoes', 0], ['boots', 1], ['sneakers', 1], ['running', 2]]);
  });
  it('shows a node whose parent is gone at the top', () => {
    expect(treeOrder([node(2, 99, 'orphan')]).map((n) => n.depth)).toEqual([0]);
  });
});

describe('wouldCycle', () => {
  const parentOf = new Map<number, number | null>([[1, null], [2, 1], [3, 2]]);
  it('refuses itself or a descendant as parent', () => {
    expect(wouldCycle(1, 1, parentOf)).toBe(true);
    expect(wouldCycle(1, 3, parentOf)).toBe(true);
  });
  it('allows the top, a sibling branch or an ancestor', () => {
    expect(wouldCycle(3, null, parentOf)).toBe(false);
    expect(wouldCycle(3, 1, parentOf)).toBe(false);
    expect(wouldCycle(2, 1, parentOf)).toBe(false);
  });
});
