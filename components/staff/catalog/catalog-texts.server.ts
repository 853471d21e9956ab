import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import en from '@/messages/en.json';
import type { CatalogTexts } from './catalog-texts';

/**
 * A template's placeholders kept as `{name}` (the client fills them: a colour and a size, a
 * maximum); counts as 0 (the plural messages are formatted on the server where they are shown).
 */
const KEEP = { max: '{max}', color: '{color}', size: '{size}', code: '{code}', n: '{n}', name: '{name}', sku: '{sku}', quantity: '{quantity}', stock: '{stock}', made: '{made}', version: '{version}', price: '{price}', date: '{date}', source: '{source}', count: 0, changed: 0 };

/** A message: a string, or (imported from messages/*.json in a build that precompiles them) an array. */
export type Node = string | unknown[] | { [key: string]: Node };

/** Translates every message of a tree (shaped like messages/en.json's, at `path`) to a plain string, placeholders kept. */
export async function textWalker(lang: Language): Promise<(node: Node, path: string) => Node> {
  const t = (await getTranslations({ locale: lang })) as unknown as (key: string, values: typeof KEEP) => string;
  const walk = (node: Node, path: string): Node => (typeof node === 'string' || Array.isArray(node) ? t(path, KEEP) : Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child, `${path}.${key}`)])));
  return walk;
}

/**
 * The catalogue pages' texts in `lang` as plain strings, shaped like the catalogue (`staffCatalog`,
 * and the storefront's colour and availability names). Each is translated one by one: a production
 * build hands `getMessages` precompiled messages, which are not strings.
 */
export async function catalogTexts(lang: Language): Promise<CatalogTexts> {
  const walk = await textWalker(lang);
  const own = Object.fromEntries(Object.entries(en.staffCatalog).filter(([key]) => key !== 'errors'));
  return { ...(walk(own as Node, 'staffCatalog') as object), colorNames: walk(en.catalog.colorNames, 'catalog.colorNames'), availability: walk(en.catalog.availability, 'catalog.availability') } as CatalogTexts;
}
