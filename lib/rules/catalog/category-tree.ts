/**
 * The category tree (issue #45 item 1): its order for a list (a parent before its children, each
 * level by position then code, with its depth) and whether a new parent would make a loop.
 */
export type TreeNode = { id: number; parentId: number | null; code: string; position: number };

export function treeOrder<T extends TreeNode>(nodes: readonly T[]): (T & { depth: number })[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<number | null, T[]>();
  // A parent that no longer exists: the node is shown at the top rather than lost.
  for (const n of nodes) {
    const parent = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
  const out: (T & { depth: number })[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const n of children.get(parent) ?? []) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push({ ...n, depth });
      visit(n.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** Whether making `parentId` the parent of `id` would put `id` under itself. */
export function wouldCycle(id: number, parentId: number | null, parentOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  for (let at = parentId; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === id || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
