/**
 * The colour chosen on the product page (issue #16 item 4): the picker and the gallery share it.
 * Pure; the state lives in components/catalog/chosen-color.tsx.
 */

/** The colour chosen when the page opens: the URL's (`?color=`) if the product has it, the only one if it has one, else none. */
export function initialChosenColor<C extends string>(colors: readonly C[], requested: string | undefined): C | undefined {
  const found = colors.find((c) => c === requested);
  return found ?? (colors.length === 1 ? colors[0] : undefined);
}

/** The colour the gallery shows: the chosen one, or the product's first while none is chosen. */
export function shownColor<C extends string>(colors: readonly C[], chosen: string | undefined): C | undefined {
  return colors.find((c) => c === chosen) ?? colors[0];
}
