import { expect, test } from '@playwright/test';
import { SHOP_DEMO } from '../lib/config/shop-config';
import { newShopper } from './support/cart';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';

/**
 * Issue #46, trust furniture: the shop's pages end with the seller's company details (name,
 * address, VAT and registry numbers), its contact, the ways to pay and to deliver as text marks,
 * and the links to the terms (returns included) and to returning an order; so does a content page,
 * open without a login. The sign-in pages keep only the footer's links (their HTML stays small).
 * The e2e server runs the demo company of lib/config/shop-config.ts.
 */
const HELLAS = { code: 'hellas' } as const;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const t = m.trust;

  test(`the shop's pages end with the seller, contact, ways to pay and deliver, and the terms (${lang})`, async ({ page, request, context, baseURL }) => {
    await newShopper(request, context, baseURL!, lang);
    await page.goto(`${prefix}/${ACME.code}/products`);
    const trust = page.getByRole('region', { name: t.label, exact: true });
    await trust.scrollIntoViewIfNeeded();
    await expect(trust.getByRole('heading', { level: 2, name: t.seller, exact: true })).toBeVisible();
    await expect(trust).toContainText(SHOP_DEMO.name[lang]);
    await expect(trust).toContainText(SHOP_DEMO.address[lang]);
    await expect(trust).toContainText(`${t.vat} ${SHOP_DEMO.vatNumber} · ${t.taxOffice} ${SHOP_DEMO.taxOffice}`);
    await expect(trust).toContainText(`${t.registry} ${SHOP_DEMO.registryNumber}`);
    await expect(trust.getByRole('link', { name: SHOP_DEMO.phone, exact: true })).toHaveAttribute('href', `tel:${SHOP_DEMO.phone.replace(/[^+\d]/g, '')}`);
    await expect(trust.getByRole('link', { name: SHOP_DEMO.email, exact: true })).toHaveAttribute('href', `mailto:${SHOP_DEMO.email}`);
    await expect(trust.getByRole('link', { name: t.returnOrder, exact: true })).toHaveAttribute('href', `${prefix}/${ACME.code}/profile/return-order`);
    const marks = trust.locator('.trust-mark');
    await expect(marks).toHaveText(['Visa', 'Mastercard', 'PayPal', t.cod, t.courier, 'Box Now', t.storePickup]);

    // The terms, returns included, from the footer's links below it.
    const footer = page.getByRole('navigation', { name: m.layout.footer.label });
    const terms = lang === 'el' ? 'Όροι πώλησης' : 'Terms of sale';
    await footer.getByRole('link', { name: terms, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/${ACME.code}/pages/terms`);
    await expect(page.getByRole('heading', { level: 1, name: terms })).toBeVisible();
    await expect(page.getByRole('region', { name: t.label, exact: true })).toContainText(SHOP_DEMO.vatNumber);

    // Below the cart too, where the shopper decides to check out (rendered for each request there).
    await page.goto(`${prefix}/${ACME.code}/cart`);
    const cartTrust = page.getByRole('region', { name: t.label, exact: true });
    await expect(cartTrust).toContainText(`${t.vat} ${SHOP_DEMO.vatNumber}`);
    await expect(cartTrust.locator('.trust-mark')).toHaveCount(7);
    // On a phone it stacks below the cart without a sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await cartTrust.scrollIntoViewIfNeeded();
    await expect(cartTrust.getByRole('heading', { level: 2, name: t.seller, exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test(`a content page shows the seller without a login; the login page does not (${lang})`, async ({ page, request }) => {
    await page.goto(`${prefix}/${HELLAS.code}/pages/terms`);
    await expect(page.getByRole('region', { name: t.label, exact: true })).toContainText(SHOP_DEMO.name[lang]);
    const login = await (await request.get(`${prefix}/${HELLAS.code}/login`)).text();
    expect(login).not.toContain(SHOP_DEMO.vatNumber);
    expect(login).not.toContain('shop-trust');
  });
}
