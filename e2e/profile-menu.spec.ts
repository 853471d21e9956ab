import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ACME } from './support/data';
import { hop } from './support/http';
import { LANGUAGES, messages } from './support/i18n';
import { profileCustomer } from './support/profile';
import { waitForHydration } from './support/session';

/** Issue #7, the profile menu (SPEC §2): profile, addresses, orders, return order, company (issue #50), logout; the current section; keyboard; narrow screens. */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const menu = m.profile.menu;
  const base = `${prefix}/${ACME.code}`;

  test.describe(`profile menu (${lang})`, () => {
    test('profile opens the account; the menu marks the current section and works by keyboard', async ({ page, request, context, baseURL }) => {
      await profileCustomer(request, context, baseURL!, lang, 'menu');
      await page.goto(`${base}/profile`);
      await expect(page).toHaveURL(new RegExp(`${base}/profile/account$`));
      const nav = page.getByRole('navigation', { name: menu.label });
      const links = nav.getByRole('link');
      await expect(links).toHaveText([menu.account, menu.addresses, menu.orders, menu.orderLists, menu.loyalty, menu.quotes, menu.returnOrder, menu.privacy, menu.company, menu.logout]);
      await expect(links.nth(0)).toHaveAttribute('href', `${base}/profile/account`);
      await expect(links.nth(1)).toHaveAttribute('href', `${base}/profile/addresses`);
      await expect(links.nth(2)).toHaveAttribute('href', `${base}/profile/orders`);
      await expect(links.nth(3)).toHaveAttribute('href', `${base}/profile/order-lists`);
      await expect(links.nth(4)).toHaveAttribute('href', `${base}/profile/loyalty`);
      await expect(links.nth(5)).toHaveAttribute('href', `${base}/profile/quotes`);
      await expect(links.nth(6)).toHaveAttribute('href', `${base}/profile/return-order`);
      await expect(links.nth(7)).toHaveAttribute('href', `${base}/profile/privacy`);
      // Company for every customer (issue #50): a member's company, or where to ask for one.
      await expect(links.nth(8)).toHaveAttribute('href', `${base}/profile/company`);
      await expect(links.nth(9)).toHaveAttribute('href', `${base}/logout`);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(menu.account);
      await waitForHydration(page, 'nav a');

      // Keyboard: focus the account link, Tab to Addresses, Enter.
      await links.nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${base}/profile/addresses$`));
      await expect(page.getByRole('heading', { level: 1, name: m.addresses.title })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(menu.addresses);
      await expectNoAxeViolations(page);
    });

    test('on a narrow screen the menu is a row above the section that scrolls sideways, the page does not', async ({ page, request, context, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await profileCustomer(request, context, baseURL!, lang, 'menu-narrow');
      await page.goto(`${base}/profile/addresses`);
      const nav = page.getByRole('navigation', { name: menu.label });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(menu.addresses);
      const heading = page.getByRole('heading', { level: 1, name: m.addresses.title });
      const [navBox, headingBox] = [await nav.boundingBox(), await heading.boundingBox()];
      expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(headingBox!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Every link can be scrolled into view and used.
      const logout = nav.getByRole('link', { name: menu.logout, exact: true });
      await logout.scrollIntoViewIfNeeded();
      await expect(logout).toBeInViewport();
      await nav.getByRole('link', { name: menu.account, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/profile/account$`));
      await expectNoAxeViolations(page);
    });

    test('without a session the profile pages go to login, remembering where', async ({ request, baseURL }) => {
      for (const section of ['profile', 'profile/account', 'profile/addresses']) {
        const path = `${base}/${section}`;
        expect(await hop(request, baseURL!, path)).toMatchObject({ status: 307, location: `${base}/login?returnTo=${encodeURIComponent(path)}` });
      }
    });
  });
}
