import { expect, test, type Page } from '@playwright/test';
import { ACME, newPassword, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { mailLink } from './support/outbox';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { openProfile, profileCustomer } from './support/profile';
import { createVerifiedCustomer, waitForHydration } from './support/session';

/**
 * Issue #14 item 6, the password policy (ASVS 5): the rule is written under every new-password
 * field (reset, change; register has its own spec) in the page's language, and a common password
 * is refused by the server with a translated message at the field.
 */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const rule = fill(m.auth.passwordRule, { min: '8' });

  test.describe(`password policy (${lang})`, () => {
    // At phone width: the rule and the refusal are the longest texts under a field.
    test('reset: the rule under the new password; a common one is refused, then an uncommon one is taken (390 px)', async ({ page, request }) => {
      await page.setViewportSize(PHONE);
      const customer = { email: uniqueEmail(`policy-${lang}`), password: newPassword(), firstName: 'Policy' };
      await createVerifiedCustomer(request, lang, customer);
      const asked = await request.post('/api/Customers/ForgotPassword', { headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang }, data: { email: customer.email } });
      expect(asked.status()).toBe(202);
      const link = await mailLink(request, customer.email, 'reset');

      await page.goto(link.href);
      await waitForHydration(page);
      const password = field(page, m.auth.newPassword);
      await expect(password).toHaveAccessibleDescription(rule);
      await expect(page.getByText(rule, { exact: true })).toBeVisible();

      await field(page, m.auth.email).fill(customer.email);
      await password.fill('qwerty123');
      await field(page, m.auth.confirmPassword).fill('qwerty123');
      await page.getByRole('button', { name: m.auth.reset.submit, exact: true }).click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(`${m.validation.password_too_common} ${rule}`);
      await expectNoSidewaysScroll(page);

      const fresh = newPassword();
      await password.fill(fresh);
      await field(page, m.auth.confirmPassword).fill(fresh);
      await page.getByRole('button', { name: m.auth.reset.submit, exact: true }).click();
      await expect(page.locator('.form-alert')).toHaveText(m.auth.reset.done);
    });

    test('change password: the rule under the new password; a common one is refused at that field', async ({ page, request, context, baseURL }) => {
      const customer = await profileCustomer(request, context, baseURL!, lang, 'policy');
      await openProfile(page, prefix, 'account');
      const p = m.profile.password;
      const next = field(page, p.new);
      await expect(next).toHaveAccessibleDescription(rule);

      await field(page, p.current).fill(customer.password);
      await next.fill('iloveyou1');
      await field(page, p.confirm).fill('iloveyou1');
      await page.getByRole('button', { name: p.submit, exact: true }).click();
      await expect(next).toHaveAttribute('aria-invalid', 'true');
      await expect(next).toHaveAccessibleDescription(`${m.validation.password_too_common} ${rule}`);
      await expect(page.locator('.form-alert-success')).toHaveCount(0);
    });

    test("change password: one with the shop's code or repeated is refused at that field, the other fields kept (issue #44 item 7)", async ({ page, request, context, baseURL }) => {
      const customer = await profileCustomer(request, context, baseURL!, lang, 'context');
      await openProfile(page, prefix, 'account');
      const p = m.profile.password;
      const [current, next, confirm] = [field(page, p.current), field(page, p.new), field(page, p.confirm)];
      for (const [password, key] of [['Acme-2026', 'password_has_context'], ['aaaaaaaa', 'password_repeated']] as const) {
        await current.fill(customer.password);
        await next.fill(password);
        await confirm.fill(password);
        await page.getByRole('button', { name: p.submit, exact: true }).click();
        await expect(next).toHaveAttribute('aria-invalid', 'true');
        await expect(next).toHaveAccessibleDescription(`${m.validation[key]} ${rule}`);
        await expect(current).toHaveValue(customer.password);
        await expect(confirm).toHaveValue(password);
        await expect(page.locator('.form-alert-success')).toHaveCount(0);
      }
    });
  });
}
