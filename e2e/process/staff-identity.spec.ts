import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../support/data';
import { LANGUAGES, messages, type Lang } from '../support/i18n';
import { freePort, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';
import { STAFF } from '../support/staff';

/**
 * Staff identity (issue #44 item 3) on a server of its own (its staff accounts get two-factor
 * sign-in, which the shared e2e server's must not), started as `npm start` starts it (the preload
 * resolves client addresses): the console's logout ends the token at once; two-factor enrolment,
 * then a login that asks for the code, a wrong code shown with the email kept; and the console's
 * login throttled by the real client address however the client rotates X-Forwarded-For.
 */
const PAIR_LIMIT = 3;
let dataDir = '';
let server: ServerProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = tempDir();
  seedDataDir(dataDir, 5);
  const port = await freePort();
  server = await startServer({ port, dataDir, env: { DEMO_MODE: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_ACCOUNT: String(PAIR_LIMIT), AUTH_RATE_LIMIT_CLIENT: '1000' } });
  await waitForAnswer(server, '/api/health/ready');
});
test.afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: nowSeconds() + offsetSeconds });
/** A well-formed code that is none of the window's (so surely wrong). */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-60, -30, 0, 30, 60].map((o) => codeAt(secret, o)));
  return ['111111', '222222', '333333', '444444', '555555', '666666'].find((c) => !near.includes(c))!;
}

async function consolePage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: lang });
  return context.newPage();
}

async function logIn(page: Page, lang: Lang, prefix: string, email: string, code?: string) {
  const s = messages(lang).staff;
  if (!page.url().includes('/staff/login')) await page.goto(`${prefix}/staff/login`);
  await page.getByLabel(s.login.email, { exact: true }).fill(email);
  await page.getByLabel(s.login.password, { exact: true }).fill(DEMO_PASSWORD);
  if (code !== undefined) await page.getByLabel(s.login.code).fill(code);
  await page.getByRole('button', { name: s.login.submit }).click();
}

const staffToken = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'staff_at')?.value;
const meStatus = async (token: string) => (await fetch(`${server.url}/api/staff/me`, { headers: { Authorization: `Bearer ${token}` } })).status;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;
  // Each language its own account, so the two runs never share a TOTP secret.
  const totpEmail = lang === 'el' ? STAFF.employee : STAFF.inspector;

  test(`(${lang}) logging out of the console ends the token at once: the operations API refuses it`, async ({ browser }) => {
    const page = await consolePage(browser, lang);
    await logIn(page, lang, prefix, STAFF.sales);
    await expect(page.getByRole('heading', { level: 1, name: s.orders.title })).toBeVisible();
    const token = await staffToken(page);
    expect(token).toBeTruthy();
    expect(await meStatus(token!)).toBe(200);
    await page.getByRole('button', { name: s.header.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
    expect(await meStatus(token!)).toBe(401);
    await page.context().close();
  });

  test(`(${lang}) two-factor enrolment, then a login that needs the code; a wrong code is shown with the email kept`, async ({ browser }) => {
    const page = await consolePage(browser, lang);
    await logIn(page, lang, prefix, totpEmail);
    await expect(page.getByRole('heading', { level: 1, name: s.orders.title })).toBeVisible();

    await page.getByRole('link', { name: s.header.twoFactor }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.twoFactor.title })).toBeVisible();
    await expect(page.getByText(s.twoFactor.statusOff, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: s.twoFactor.start }).click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('link', { name: s.twoFactor.openApp })).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
    await expect(page.getByRole('img', { name: s.twoFactor.qrAlt })).toBeVisible();

    // a wrong code: refused, the key still shown
    await page.getByLabel(s.twoFactor.code).fill(await wrongCode(secret));
    await page.getByRole('button', { name: s.twoFactor.confirm }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(m.errors.totp_invalid);
    await expect(page.getByTestId('totp-secret')).toHaveText(new RegExp(secret.slice(0, 4)));
    await page.getByLabel(s.twoFactor.code).fill(await codeAt(secret));
    await page.getByRole('button', { name: s.twoFactor.confirm }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(s.twoFactor.turnedOn);
    await expect(page.getByText(s.twoFactor.statusOn, { exact: true })).toBeVisible();
    await expect(page.getByTestId('totp-secret')).toHaveCount(0);

    await page.getByRole('button', { name: s.header.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();

    // the password alone: the form asks for the code, the email kept
    await logIn(page, lang, prefix, totpEmail);
    await expect(page.locator('main').getByRole('alert')).toHaveText(m.errors.totp_required);
    await expect(page.getByLabel(s.login.email)).toHaveValue(totpEmail);
    await expect(page.getByLabel(s.login.code)).toBeVisible();

    // a wrong code: the error shown, the email kept
    await page.getByLabel(s.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(s.login.code).fill(await wrongCode(secret));
    await page.getByRole('button', { name: s.login.submit }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(m.errors.totp_invalid);
    await expect(page.getByLabel(s.login.email)).toHaveValue(totpEmail);

    // the code of the next step (the confirming code's step is used up): in
    await logIn(page, lang, prefix, totpEmail, await codeAt(secret, 30));
    await expect(page.getByRole('heading', { level: 1, name: s.orders.title })).toBeVisible();
    await page.context().close();
  });
}

test('the console login counts the real client address: rotating X-Forwarded-For still meets 429, even with the right password after', async () => {
  const attempt = async (password: string, i: number) => {
    const forged = `203.0.113.${i + 1}`;
    const res = await fetch(`${server.url}/en/staff/session`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': forged, 'X-Storefront-Client-Ip': forged },
      body: new URLSearchParams({ email: STAFF.sales, password }).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '', server.url).searchParams.get('error');
  };
  const errors: (string | null)[] = [];
  for (let i = 0; i <= PAIR_LIMIT; i++) errors.push(await attempt('wrong-password', i));
  expect(errors).toEqual([...Array<string>(PAIR_LIMIT).fill('invalid_credentials'), 'too_many_requests']);
  // the right password from the "next" address: still throttled
  expect(await attempt(DEMO_PASSWORD, PAIR_LIMIT + 1)).toBe('too_many_requests');
});
