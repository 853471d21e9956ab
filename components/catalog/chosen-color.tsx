'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

type ChosenColor = readonly [string | undefined, (color: string | undefined) => void];

const ChosenColorContext = createContext<ChosenColor | null>(null);

/**
 * The product page's chosen colour, shared by the variant picker (which sets it) and the gallery
 * (which shows its pictures). Scoped to one product page; the server renders it with the URL's
 * colour, so the first paint already shows that colour's pictures.
 */
export function ChosenColorProvider({ initial, children }: { initial: string | undefined; children: ReactNode }) {
  const state = useState(initial);
  return <ChosenColorContext value={state}>{children}</ChosenColorContext>;
}

/** The page's chosen colour, or a colour of this component's own outside a provider. */
export function useChosenColor(initial: string | undefined): ChosenColor {
  const own = useState(initial);
  return useContext(ChosenColorContext) ?? own;
}
