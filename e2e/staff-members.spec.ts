import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACME, DEMO_PASSWORD, newPassword, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { mailLink } from './support/outbox';
import { createVerifiedCustomer } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * Staff accounts (issue #44 item 3), both languages: an Employee invites a member in the console
 * (an address that has an account is refused in the form, keeping what was typed), the invitee
 * sets a password from the mailed link (the login then says it is set) and logs in; an Employee disables a sales person who is
 * shopping as a customer, and the impersonated storefront goes to the login at once.
 */

/** Logs a staff member in through the console's form in a browser context of their own. */
async function consoleLogin(browser: Browser, baseURL: string, lang: Lang, prefix: string, email: string, password: string): Promise<Page> {
  const s = messages(lang).staff;
  const page = await (await browser.newContext({ baseURL, locale: lang })).newPage();
  await page.goto(`${prefix}/staff/login`);
  await page.getByLabel(s.login.email).fill(email);
  await page.getByLabel(s.login.password).fill(password);
  await page.getByRole('button', { name: s.login.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(s.login.title);
  return page;
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;
  const t = s.members;

  test.describe(`staff accounts (${lang})`, () => {
    test('an Employee invites a member, who sets a password from the mail and logs in; an existing address is refused in the form', async ({ browser, request, baseURL }) => {
      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/members`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('link', { name: s.header.members, exact: true })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: t.invite }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.new.title })).toBeVisible();

      // An address that has an account: the error in the form, everything typed kept.
      const name = lang === 'el' ? 'Άννα Πωλήτρια' : 'Anna Seller';
      await page.getByLabel(t.new.email).fill(STAFF.sales);
      await page.getByLabel(t.new.name).fill(name);
      await page.getByLabel(t.new.role).selectOption('SalesPerson');
      await page.getByRole('checkbox', { name: `(${ACME.code})` }).check();
      await page.getByRole('button', { name: t.new.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: m.errors.staff_email_taken })).toBeVisible();
      await expect(page.getByLabel(t.new.email)).toHaveValue(STAFF.sales);
      await expect(page.getByLabel(t.new.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(t.new.name)).toHaveValue(name);
      await expect(page.getByLabel(t.new.role)).toHaveValue('SalesPerson');
      await expect(page.getByRole('checkbox', { name: `(${ACME.code})` })).toBeChecked();

      // A new address: invited, listed, mailed.
      const email = uniqueEmail(`staff-${lang}`);
      await page.getByLabel(t.new.email).fill(email);
      await page.getByRole('button', { name: t.new.submit }).click();
      await expect(page.getByRole('status')).toContainText(fill(t.notices.invited, { email }));
      const row = page.locator(`tr[data-member="${email}"]`);
      await expect(row).toContainText(t.statuses.invited);
      await expect(row).toContainText(ACME.code);

      // The invitee's own browser: the link, a password, the login.
      const link = await mailLink(request, email, 'staffInvite');
      const invitee = await (await browser.newContext({ baseURL, locale: lang })).newPage();
      await invitee.goto(link.pathname);
      await expect(invitee.getByRole('heading', { level: 1, name: t.password.title })).toBeVisible();
      await expect(invitee.getByText(fill(t.password.account, { email }))).toBeVisible();
      const password = newPassword();
      await invitee.getByLabel(t.password.password).fill(password);
      await invitee.getByLabel(t.password.confirm).fill(password);
      await invitee.getByRole('button', { name: t.password.submit }).click();
      await expect(invitee.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
      await expect(invitee.getByLabel(s.login.email)).toHaveValue(email);
      await expect(invitee.getByRole('status')).toHaveText(s.login.passwordSet);
      await invitee.getByLabel(s.login.password).fill(password);
      await invitee.getByRole('button', { name: s.login.submit }).click();
      await expect(invitee.getByText(fill(s.header.signedInAs, { name, role: s.roles.SalesPerson }))).toBeVisible();
      // A sales person has no staff accounts page in the navigation.
      await expect(invitee.getByRole('link', { name: s.header.members, exact: true })).toHaveCount(0);

      // The spent link is refused.
      await invitee.goto(link.pathname);
      await expect(invitee.getByRole('alert').filter({ hasText: t.password.invalid })).toBeVisible();
      await page.reload();
      await expect(page.locator(`tr[data-member="${email}"]`)).toContainText(t.statuses.active);
      await page.context().close();
      await invitee.context().close();
    });

    test('an Employee disables a sales person who is impersonating: the impersonated storefront ends at once', async ({ browser, request, baseURL }) => {
      // A sales person of acme, invited and set up through the operations API.
      const auth = await employeeAuth(request);
      const salesEmail = uniqueEmail(`sales-${lang}`);
      const salesName = lang === 'el' ? 'Γιώργος Πωλητής' : 'George Seller';
      const invited = await request.post('/api/staff/members', { headers: auth, data: { email: salesEmail, name: salesName, role: 'SalesPerson', partners: [ACME.code], lang } });
      expect(invited.status(), await invited.text()).toBe(201);
      const memberId = ((await invited.json()) as { id: number }).id;
      const salesPassword = newPassword();
      const token = (await mailLink(request, salesEmail, 'staffInvite')).pathname.split('/').pop();
      expect((await request.post('/api/staff/password', { data: { token, password: salesPassword } })).status()).toBe(204);

      // A customer of acme, and the sales person shopping as them.
      const email = uniqueEmail(`imp-end-${lang}`);
      const [firstName, lastName] = lang === 'el' ? ['Σοφία', 'Δήμου'] : ['Sophie', 'Dimou'];
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName, lastName });
      const sales = await consoleLogin(browser, baseURL!, lang, prefix, salesEmail, salesPassword);
      await sales.goto(`${prefix}/staff/customers`);
      await sales.getByLabel(s.customers.search).fill(email);
      await sales.getByRole('button', { name: s.customers.apply }).click();
      await sales.getByRole('button', { name: fill(s.customers.shopAsLabel, { name: `${firstName} ${lastName}` }) }).click();
      await expect(sales).toHaveURL(new RegExp(`${prefix}/${ACME.code}/?$`));
      await expect(sales.locator('.impersonation')).toBeVisible();

      // The Employee disables the account in the console.
      const employee = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/members/${memberId}`);
      await expect(employee.getByRole('heading', { level: 1, name: salesName })).toBeVisible();
      await employee.getByRole('button', { name: t.detail.disable }).click();
      await expect(employee.getByRole('status')).toContainText(fill(t.notices.disabled, { email: salesEmail }));
      await expect(employee.getByTestId('member-status')).toHaveText(t.statuses.disabled);

      // The impersonated storefront goes to the login on its next page (the session has ended), and so does the console.
      await sales.goto(`${prefix}/${ACME.code}/cart`);
      await expect(sales).toHaveURL(new RegExp(`${prefix}/${ACME.code}/login\\?reason=expired$`));
      await expect(sales.getByText(m.auth.login.expired)).toBeVisible();
      await sales.goto(`${prefix}/staff/orders`);
      await expect(sales.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
      await sales.context().close();
      await employee.context().close();
    });
  });
}
