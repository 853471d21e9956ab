/**
 * A message path: a namespace (`cart`), a part of one (`cart.quota`) or one message
 * (`cart.title`). The empty path is the whole catalogue.
 */
export type MessagePath = string;

type MessageTree = { [key: string]: unknown };

/** Whether `path` is one of `paths` or inside one of them. */
export function covers(paths: readonly MessagePath[], path: MessagePath): boolean {
  return paths.some((p) => p === '' || p === path || path.startsWith(`${p}.`));
}

/**
 * The part of a catalogue that `paths` name, in the catalogue's shape (what a client provider
 * gets). Paths the catalogue lacks are left out; the catalogue itself is never changed (whole
 * namespaces are shared, not copied).
 */
export function pickMessages<T extends MessageTree>(messages: T, paths: readonly MessagePath[]): Partial<T> {
  // A path inside another one adds nothing, and writing it would change the shared node.
  const unique = [...new Set(paths)];
  const outer = unique.filter((path) => !covers(unique.filter((p) => p !== path), path));
  if (outer.includes('')) return messages;
  const picked: MessageTree = {};
  for (const path of outer) {
    const keys = path.split('.');
    let source: unknown = messages;
    for (const key of keys) source = source && typeof source === 'object' ? (source as MessageTree)[key] : undefined;
    if (source === undefined) continue;
    const last = keys.pop() ?? '';
    let target = picked;
    for (const key of keys) target = (target[key] ??= {}) as MessageTree;
    target[last] = source;
  }
  return picked as Partial<T>;
}
