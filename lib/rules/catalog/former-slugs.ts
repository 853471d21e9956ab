/**
 * A product's former URL slugs (issue #45, decision 0041). Pure. When staff change a product's
 * `eurl`, the one it had becomes a former slug of that product, and a link to it is answered with
 * a permanent redirect to the current one; a slug taken as a current `eurl` (by this product or
 * another) is no former slug any more, so a current slug always wins.
 */
export type SlugChange = { keep: string | null; release: string };

/** What a change of `eurl` from `before` to `after` does to the former slugs (null: nothing changed). */
export function slugChange(before: string, after: string): SlugChange | null {
  return before === after ? null : { keep: before, release: after };
}

/** The storefront path to redirect a product page asked by `requested` to, or undefined when it is the current slug. */
export function movedProductPath(requested: string, current: string, pathOf: (eurl: string) => string, selection: { color?: string; size?: string } = {}): string | undefined {
  let asked = requested;
  try {
    asked = decodeURIComponent(requested);
  } catch {
    // a malformed escape is no slug of ours: compared as it came
  }
  if (asked === current) return undefined;
  const query = new URLSearchParams();
  if (selection.color) query.set('color', selection.color);
  if (selection.size) query.set('size', selection.size);
  return query.size ? `${pathOf(current)}?${query}` : pathOf(current);
}
