import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { newPassword, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { mailLink } from './support/outbox';
import { employeeAuth, STAFF, staffPage } from './support/staff';

/**
 * An Employee resets a member's two-factor sign-in (a lost phone; decision 0026), both languages:
 * a new member with two-factor sign-in on (set up through the operations API, on the shared
 * server: the seeded accounts never get it here) needs a code to log in; the Employee resets it on
 * the member's account page; the member's token is refused and they log in to the console with
 * the password alone.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;
  const t = s.members;

  test(`(${lang}) an Employee resets a member's two-factor sign-in; the member logs in with the password alone`, async ({ browser, request, baseURL }) => {
    // A new Inspector with a password and two-factor sign-in on.
    const auth = await employeeAuth(request);
    const email = uniqueEmail(`totp-reset-${lang}`);
    const name = lang === 'el' ? 'Μαρία Ελέγκτρια' : 'Maria Checker';
    const invited = await request.post('/api/staff/members', { headers: auth, data: { email, name, role: 'Inspector', partners: [], lang } });
    expect(invited.status(), await invited.text()).toBe(201);
    const memberId = ((await invited.json()) as { id: number }).id;
    const password = newPassword();
    const linkToken = (await mailLink(request, email, 'staffInvite')).pathname.split('/').pop();
    expect((await request.post('/api/staff/password', { data: { token: linkToken, password } })).status()).toBe(204);
    const login = await request.post('/api/staff/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    const memberAuth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const enrolment = await request.post('/api/staff/two-factor/enrolment', { headers: memberAuth });
    const { secret } = (await enrolment.json()) as { secret: string };
    const confirmed = await request.post('/api/staff/two-factor/confirmation', { headers: memberAuth, data: { code: await generate({ secret }) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const withoutCode = await request.post('/api/staff/login', { data: { email, password } });
    expect(withoutCode.status()).toBe(401);
    expect(await withoutCode.json()).toMatchObject({ error: 'totp_required' });

    // The Employee resets it on the member's account page.
    const employee = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/members/${memberId}`);
    await expect(employee.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(employee.getByTestId('member-two-factor')).toHaveText(t.on);
    await employee.getByRole('button', { name: t.detail.twoFactorReset }).click();
    await expect(employee.getByRole('status')).toHaveText(fill(t.notices.twoFactorReset, { email }));
    await expect(employee.getByTestId('member-two-factor')).toHaveText(t.off);
    await expect(employee.getByRole('button', { name: t.detail.twoFactorReset })).toHaveCount(0);
    await employee.context().close();

    // The member's session has ended; the console's login takes the password alone.
    expect((await request.get('/api/staff/me', { headers: memberAuth })).status()).toBe(401);
    const member = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await member.goto(`${prefix}/staff/login`);
    await member.getByLabel(s.login.email).fill(email);
    await member.getByLabel(s.login.password).fill(password);
    await member.getByRole('button', { name: s.login.submit }).click();
    await expect(member.getByText(fill(s.header.signedInAs, { name, role: s.roles.Inspector }))).toBeVisible();
    await expect(member.getByLabel(s.login.code)).toHaveCount(0);
    await member.context().close();
  });
}
