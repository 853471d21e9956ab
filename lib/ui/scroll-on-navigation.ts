/**
 * SPEC §1: the page scrolls to top on every path change. Not on the first render of a page load:
 * the browser places that page itself (an anchor, Back and Forward restoration), and a visitor
 * who scrolled before the page became interactive keeps the place they scrolled to.
 */
export function scrollsToTop(previousPath: string | undefined, path: string): boolean {
  return previousPath !== undefined && previousPath !== path;
}
