import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import { normalizeKey } from './parse-lines';

/**
 * How a quick-order line may name a colour: its code (`red`) or its name in either shop language
 * (`Κόκκινο`, `Red`), in any case and with or without accents. `names` are the message
 * catalogues' `catalog.colorNames` of each language.
 */
export function colorReader(names: readonly Partial<Record<NamedColor, string>>[]): (typed: string) => NamedColor | undefined {
  const byKey = new Map<string, NamedColor>();
  for (const color of NamedColors) {
    byKey.set(normalizeKey(color), color);
    for (const catalogue of names) if (catalogue[color]) byKey.set(normalizeKey(catalogue[color]), color);
  }
  return (typed) => byKey.get(normalizeKey(typed));
}
