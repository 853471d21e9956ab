import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { CatalogTexts } from './catalog-texts';

/** The catalogue pages' texts in `lang` (plain strings; ICU messages are formatted on the server). */
export async function catalogTexts(lang: Language): Promise<CatalogTexts> {
  const messages = await getMessages({ locale: lang });
  return { ...messages.staffCatalog, colorNames: messages.catalog.colorNames, availability: messages.catalog.availability };
}
