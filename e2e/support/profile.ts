import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { ShopApi } from './checkout';
import { ACME, newPassword, uniqueEmail } from './data';
import type { Lang } from './i18n';
import { createVerifiedCustomer, loginThroughApi, waitForHydration, type SessionRecord } from './session';

/** A fresh verified acme customer of its own (tests change its profile, password and addresses), logged in in the browser. */
export async function profileCustomer(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  lang: Lang,
  tag: string,
): Promise<{ email: string; password: string; firstName: string; lastName: string; session: SessionRecord; shop: ShopApi }> {
  const customer = { email: uniqueEmail(`${tag}-${lang}`), password: newPassword(), firstName: lang === 'el' ? 'Ελένη' : 'Helen', lastName: 'Profile' };
  await createVerifiedCustomer(request, lang, customer);
  const session = await loginThroughApi(request, context, baseURL, customer.email, ACME.code, customer.password);
  return { ...customer, session, shop: new ShopApi(request, session.at, lang) };
}

/** Opens a profile section and waits until its `selector` is live (hydrated). */
export async function openProfile(page: Page, prefix: string, section: 'account' | 'addresses', selector = 'main form, main button'): Promise<void> {
  await page.goto(`${prefix}/${ACME.code}/profile/${section}`);
  await waitForHydration(page, selector);
}
