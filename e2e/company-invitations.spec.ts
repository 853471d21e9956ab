import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { companyWithAdmin, newPerson, PHONE, tokenOf, type Person } from './support/company';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { latestMail, mailLink } from './support/outbox';
import { createVerifiedCustomer, submitLogin, waitForHydration } from './support/session';

/**
 * Issue #50 item 2, company members and invitations, in both languages: the company's admin
 * invites a buyer and an approver from the members page; each opens the mailed link (in the
 * admin's language), registers there without a registration code and lands on the company page
 * with their role; the link works once. The admin then sees them as members and gives the buyer a
 * quarterly limit. An e-mail that already has an account signs in and joins; a revoked link says so.
 */
async function registerThroughLink(page: Page, lang: Lang, link: URL, person: Person, company: string, role: 'buyer' | 'approver' | 'viewer' | 'admin') {
  const m = messages(lang);
  const c = m.company;
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: fill(c.join.titleOf, { company }) })).toBeVisible();
  await expect(page.getByText(fill(c.join.offer, { company, role: c.roles[role], email: person.email }))).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(m.auth.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(m.auth.lastName, { exact: true }).fill(person.lastName);
  await page.getByLabel(m.auth.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: fill(c.join.registerSubmit, { company }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${ACME.code}/profile/company$`));
  await expect(page.getByText(fill(c.me.role, { role: c.roles[role] }))).toBeVisible();
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.company;

  test(`an admin invites a buyer and an approver, who join through the mailed links (${lang})`, async ({ page, request, context, baseURL, browser }) => {
    test.setTimeout(180_000);
    const { admin, company, api } = await companyWithAdmin(request, lang, 'invite', { thresholdCents: 50_000 }, { context, baseURL: baseURL! });

    await page.goto(`${prefix}/${ACME.code}/profile/company/members`);
    await expect(page.getByRole('heading', { level: 1, name: c.pages.members.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: m.profile.menu.label }).getByRole('link', { name: m.profile.menu.company })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: c.nav.label }).getByRole('link', { name: c.nav.members })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: c.invitations.form.title });
    await waitForHydration(page, 'form.company-invite');
    await expectNoAxeViolations(page);

    const buyer = newPerson(lang, 'buyer');
    const approver = newPerson(lang, 'approver');
    const invited = [
      { person: buyer, role: 'buyer' as const },
      { person: approver, role: 'approver' as const },
    ];
    for (const { person, role } of invited) {
      await form.getByLabel(c.invitations.form.email, { exact: true }).fill(person.email);
      await form.getByLabel(c.invitations.form.role, { exact: true }).selectOption(role);
      await form.getByRole('button', { name: c.invitations.form.submit }).click();
      await expect(form.getByText(fill(c.invitations.form.sent, { email: person.email }))).toBeVisible();
      await expect(form.getByLabel(c.invitations.form.email, { exact: true })).toHaveValue('');
    }
    const rows = page.getByTestId('invitation-row');
    for (const { person, role } of invited) {
      const row = rows.filter({ hasText: person.email });
      await expect(row).toContainText(c.roles[role]);
      await expect(row).toContainText(c.invitations.states.pending);
    }

    // Each opens the mailed link in a browser of their own and registers there: no code, no verification.
    for (const { person, role } of invited) {
      const mail = await latestMail(request, person.email, 'companyInvitation');
      expect(mail.language).toBe(lang);
      const link = await mailLink(request, person.email, 'companyInvitation');
      expect(link.pathname).toBe(`${prefix}/${ACME.code}/join/${tokenOf(link)}`);
      const own = await browser.newContext({ baseURL, locale: lang });
      const joinPage = await own.newPage();
      await registerThroughLink(joinPage, lang, link, person, company.name, role);
      await expect(joinPage.getByRole('navigation', { name: m.profile.menu.label }).getByRole('link', { name: m.profile.menu.company })).toBeVisible();
      // The link works once.
      await joinPage.goto(link.pathname);
      await expect(joinPage.getByText(c.join.invalid)).toBeVisible();
      await own.close();
    }

    // The admin sees the invitations accepted and the two as members, and gives the buyer a quarterly limit.
    await page.reload();
    for (const { person } of invited) await expect(rows.filter({ hasText: person.email })).toContainText(c.invitations.states.accepted);
    const card = page.getByRole('listitem').filter({ hasText: buyer.email });
    await expect(card.getByLabel(c.members.role, { exact: true })).toHaveValue('buyer');
    await expect(page.getByRole('listitem').filter({ hasText: approver.email }).getByLabel(c.members.role, { exact: true })).toHaveValue('approver');
    await card.getByLabel(c.members.limit, { exact: true }).fill(lang === 'el' ? '2.500,50' : '2,500.50');
    await card.getByLabel(c.members.period, { exact: true }).selectOption('quarter');
    await card.getByRole('button', { name: new RegExp(`^${c.members.save}`) }).click();
    await expect(page.getByText(fill(c.members.saved, { name: `${buyer.firstName} ${buyer.lastName}` }))).toBeVisible();
    const saved = (await api.members()).find((member) => member.email === buyer.email)!;
    expect([saved.role, saved.spendingLimitCents, saved.limitPeriod]).toEqual(['buyer', 250_050, 'quarter']);

    // The last admin cannot be made a buyer: said on the card, nothing changed.
    const adminCard = page.getByRole('listitem').filter({ hasText: admin.email });
    await adminCard.getByLabel(c.members.role, { exact: true }).selectOption('buyer');
    await adminCard.getByRole('button', { name: new RegExp(`^${c.members.save}`) }).click();
    await expect(adminCard.getByRole('alert')).toHaveText(c.members.lastAdmin);
    expect((await api.members()).find((member) => member.email === admin.email)!.role).toBe('admin');
  });
}

test('an existing account signs in and joins; a removed member and a revoked link (en)', async ({ page, request, context, baseURL, browser }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const m = messages(lang);
  const c = m.company;
  const { company, api } = await companyWithAdmin(request, lang, 'signin', {}, { context, baseURL: baseURL! });
  const existing = newPerson(lang, 'existing');
  await createVerifiedCustomer(request, lang, existing);

  // An e-mail with an account here signs in (the login brings them back) and joins.
  const link = await api.invite(existing.email, 'viewer');
  const own = await browser.newContext({ baseURL, locale: lang });
  const joinPage = await own.newPage();
  await joinPage.goto(link.pathname);
  await expect(joinPage.getByText(fill(c.join.accountExists, { email: existing.email }))).toBeVisible();
  await joinPage.getByRole('link', { name: c.join.signInToJoin }).click();
  await waitForHydration(joinPage);
  await submitLogin(joinPage, { lang, prefix: '/en' }, existing.email, existing.password);
  await expect(joinPage).toHaveURL(new RegExp(`/join/${tokenOf(link)}$`));
  await joinPage.getByRole('button', { name: fill(c.join.join, { company: company.name }) }).click();
  await expect(joinPage).toHaveURL(/\/profile\/company$/);
  await expect(joinPage.getByText(fill(c.me.role, { role: c.roles.viewer }))).toBeVisible();
  await own.close();

  // The admin removes them after the confirmation; a revoked invitation's link stops working.
  await page.goto(`/en/${ACME.code}/profile/company/members`);
  const card = page.getByRole('listitem').filter({ hasText: existing.email });
  await card.getByRole('button', { name: new RegExp(`^${c.members.remove}`) }).click();
  const dialog = page.getByRole('dialog', { name: c.members.confirmRemove.title });
  await dialog.getByRole('button', { name: c.members.confirmRemove.confirm }).click();
  await expect(page.getByText(fill(c.members.confirmRemove.done, { name: `${existing.firstName} ${existing.lastName}` }))).toBeVisible();
  await expect(card).toHaveCount(0);

  const later = newPerson(lang, 'revoked');
  const revokedLink = await api.invite(later.email, 'buyer');
  await page.reload();
  await page.getByRole('button', { name: fill(c.invitations.revokeOf, { email: later.email }) }).click();
  await expect(page.getByTestId('invitation-row').filter({ hasText: later.email })).toContainText(c.invitations.states.revoked);
  await page.goto(revokedLink.pathname);
  await expect(page.getByText(c.join.invalid)).toBeVisible();
  await expect(page.getByText(c.join.invalidHint)).toBeVisible();
});

test('390 px: the members page fits the phone, each member’s form under their name (el)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const c = messages('el').company;
  const { admin, api } = await companyWithAdmin(context.request, 'el', 'phone', {}, { context, baseURL: baseURL! });
  await api.invite(newPerson('el', 'phone-buyer').email, 'buyer');
  await page.goto(`/${ACME.code}/profile/company/members`);
  const card = page.getByRole('listitem').filter({ hasText: admin.email });
  const [name, role] = await Promise.all([card.getByRole('heading', { level: 3 }).boundingBox(), card.getByLabel(c.members.role, { exact: true }).boundingBox()]);
  expect(role!.y).toBeGreaterThan(name!.y + name!.height - 1);
  await expect(page.getByTestId('invitation-row')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});
