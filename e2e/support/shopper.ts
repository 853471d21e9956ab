import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { ShopApi } from './checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './data';
import type { Lang } from './i18n';
import { createVerifiedCustomer, loginThroughApi } from './session';

/** A new verified customer of Acme, logged in in the browser's context, with one unit of a sellable variant in the cart. */
export async function shopperWithOneLine(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang, tag: string): Promise<ShopApi> {
  const email = uniqueEmail(`${tag}-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Shopper', lastName: 'E2E' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code);
  const shop = new ShopApi(request, session.at, lang);
  const [variant] = await shop.variants(1);
  await shop.addToCart(variant!.variantId, 1);
  return shop;
}
