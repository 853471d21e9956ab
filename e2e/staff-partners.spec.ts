import { expect, test } from '@playwright/test';
import { fill, LANGUAGES, messages } from './support/i18n';
import { STAFF, staffPage } from './support/staff';

/**
 * Partner settings in the staff console (issue #17 item 3): an Employee changes the quota, the
 * free-delivery threshold and the landing content (sanitised when saved); a wrong value is refused with the field's message
 * and everything typed kept; an Inspector only looks. On the disabled demo partner `retired`,
 * whose settings no storefront test reads; the two languages run one after the other (both save
 * the same partner, and each save changes its version).
 */
test.describe.configure({ mode: 'serial' });

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const p = m.staff.partner;
  const contentLabel = (language: string) => p.content.replace('{language}', language);

  test(`an Employee changes a partner's quota and landing content; a wrong value keeps what was typed (${lang})`, async ({ browser, baseURL }) => {
    const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/partners`);
    await page.getByRole('link', { name: m.staff.partners.edit.replace('{name}', 'Retired Partner') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(retired)');
    // A quota the partner does not have yet, so the change (and its audit entry) always names it:
    // each language draws from its own range (the two run at once on the same partner), and never
    // the value already stored (a retry, or a draw equal to the last one).
    const stored = await page.getByLabel(p.quotaLimit).inputValue();
    const draw = () => String((lang === 'el' ? 30 : 55) + Math.floor(Math.random() * 25));
    let quota = draw();
    while (quota === stored) quota = draw();
    const text = `${lang === 'el' ? 'Καλώς ήρθατε' : 'Welcome'} ${quota}`;
    await page.getByLabel(p.quotaLimit).fill(quota);
    await page.getByLabel(p.freeDeliveryThreshold).fill(`${quota}00`);
    // The loyalty rates (issue #18 item 5).
    await page.getByLabel(p.loyaltyPointsPerEuro).fill(String(Number(quota) % 5 + 2));
    await page.getByLabel(p.loyaltyBirthdayPoints).fill(quota);
    await page.getByLabel(contentLabel('English')).fill(`<p>${text}</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
    // Saved as sanitised: the script is gone from the stored content.
    await expect(page.getByLabel(contentLabel('English'))).toHaveValue(`<p>${text}</p>`);
    await expect(page.getByLabel(p.quotaLimit)).toHaveValue(quota);
    await expect(page.getByLabel(p.freeDeliveryThreshold)).toHaveValue(`${quota}00`);
    await expect(page.getByLabel(p.loyaltyPointsPerEuro)).toHaveValue(String(Number(quota) % 5 + 2));
    await expect(page.getByLabel(p.loyaltyBirthdayPoints)).toHaveValue(quota);

    // A registration code the rules refuse: the field says why, nothing typed is lost.
    await page.getByLabel(p.registrationCode).fill('ab');
    await page.getByLabel(p.freeDeliveryThreshold).fill('50 €');
    await page.getByLabel(p.loyaltyCentsPerPoint).fill('');
    await page.getByLabel(contentLabel('Ελληνικά')).fill('<p>Νέο κείμενο που δεν πρέπει να χαθεί</p>');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: p.fix })).toBeVisible();
    await expect(page.getByLabel(p.registrationCode)).toHaveAccessibleDescription(new RegExp(m.validation.registration_code_format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByLabel(contentLabel('Ελληνικά'))).toHaveValue('<p>Νέο κείμενο που δεν πρέπει να χαθεί</p>');
    await expect(page.getByLabel(p.registrationCode)).toHaveValue('ab');
    await expect(page.getByLabel(p.freeDeliveryThreshold)).toHaveValue('50 €');
    await expect(page.getByLabel(p.freeDeliveryThreshold)).toHaveAccessibleDescription(new RegExp(m.validation.integer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByLabel(p.loyaltyCentsPerPoint)).toHaveValue('');
    await expect(page.getByLabel(p.loyaltyCentsPerPoint)).toHaveAccessibleDescription(new RegExp(m.validation.integer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // The audit log has the change.
    await page.goto(`${prefix}/staff/audit?kind=partner`);
    await expect(page.getByRole('row').filter({ hasText: m.staff.audit.actions.partner_settings }).first()).toContainText(`quotaLimit:`);
    await page.context().close();
  });

  test(`an Employee gives a partner its own issuer; a wrong ΑΦΜ keeps what was typed; emptied, the shop's again (${lang})`, async ({ browser, baseURL }) => {
    const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/partners/retired`);
    const i = p.issuer;
    const issuerField = (key: keyof typeof i, language?: string) => page.getByRole('group', { name: i.legend }).getByLabel(language ? i[key].replace('{language}', language) : i[key], { exact: true });
    await issuerField('name', 'Ελληνικά').fill('Αποσυρμένη Εμπορική Α.Ε.');
    await issuerField('address', 'Ελληνικά').fill('Ερμού 1, 105 63 Αθήνα');
    await issuerField('vatNumber').fill('094019246');
    await issuerField('taxOffice').fill('Α΄ Αθηνών');
    await issuerField('registryNumber').fill('000123401000');
    await issuerField('phone').fill('+30 210 123 4567');
    await issuerField('email').fill('tax@retired.example');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: p.fix })).toBeVisible();
    await expect(issuerField('vatNumber')).toHaveValue('094019246');
    await expect(issuerField('vatNumber')).toHaveAccessibleDescription(new RegExp(m.validation.vat_number_check_digit));
    await expect(issuerField('name', 'Ελληνικά')).toHaveValue('Αποσυρμένη Εμπορική Α.Ε.');

    await issuerField('vatNumber').fill('094019245');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
    await expect(issuerField('vatNumber')).toHaveValue('094019245');
    // English left empty: the Greek name is the English one too.
    await expect(issuerField('name', 'English')).toHaveValue('Αποσυρμένη Εμπορική Α.Ε.');

    for (const key of ['name', 'address'] as const) for (const language of ['Ελληνικά', 'English']) await issuerField(key, language).fill('');
    for (const key of ['vatNumber', 'taxOffice', 'registryNumber', 'phone', 'email'] as const) await issuerField(key).fill('');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
    await expect(issuerField('vatNumber')).toHaveValue('');
    await page.context().close();
  });

  test(`an Inspector sees a partner's settings and landing content without a form (${lang})`, async ({ browser, baseURL }) => {
    const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/partners/acme`);
    await expect(page.getByText(p.readOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: p.save })).toHaveCount(0);
    // acme keeps the shop's free-delivery threshold.
    await expect(page.getByRole('definition').filter({ hasText: p.freeDeliveryDefault.replace('{amount}', '100') })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: fill(p.loyaltySummary, { perEuro: 1, register: 100, birthday: 50, cents: 1 }) })).toBeVisible();
    await expect(page.getByRole('region', { name: p.preview.replace('{language}', 'English') })).toBeVisible();
    await page.context().close();
  });
}
