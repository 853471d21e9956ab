import { expect, test, type Page } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { expiredCopy } from './support/jwt';
import { expectLanding, loginThroughUi } from './support/session';

/**
 * Issue #3: token expiry mid-session (DESIGN §4). An expired access token is refreshed silently
 * (refresh once, replay); an expired refresh token ends on login with the "expired" message.
 */

const readTokens = (page: Page) => page.evaluate(() => ({ at: localStorage.getItem('usr_fe_at'), rt: localStorage.getItem('usr_fe_rt') }));

/** Replaces the stored tokens as if time had passed: localStorage and the cookie mirror. */
async function replaceTokens(page: Page, tokens: { at: string; rt?: string }) {
  await page.evaluate(({ at, rt }) => {
    localStorage.setItem('usr_fe_at', at);
    if (rt !== undefined) localStorage.setItem('usr_fe_rt', rt);
    document.cookie = `usr_fe_at=${at}; Path=/; SameSite=Lax`;
  }, tokens);
}

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const landing = `${prefix}/${ACME.code}`;

  test.describe(`token expiry (${lang})`, () => {
    test('an expired access token mid-session is refreshed silently', async ({ page, context }) => {
      await loginThroughUi(page, lc, ACME.demo.email, DEMO_PASSWORD, ACME.demo.firstName);
      const before = await readTokens(page);
      expect(before.at).toBeTruthy();
      const expired = await expiredCopy(before.at!);
      await replaceTokens(page, { at: expired });

      // The server sees the expired token and answers the API with 401 (the forgery is valid).
      const probe = await context.request.get('/api/Customers/Profile', {
        headers: { Authorization: `Bearer ${expired}`, 'X-Partner-Code': ACME.code },
      });
      expect(probe.status()).toBe(401);
      expect(((await probe.json()) as { error: string }).error).toBe('token_expired');

      const refreshed = page.waitForResponse((res) => /\/api\/account\/refreshtoken$/i.test(new URL(res.url()).pathname));
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await expectLanding(page, lc, ACME.demo.firstName);

      const after = await readTokens(page);
      expect(after.at).not.toBe(expired);
      expect(after.rt).not.toBe(before.rt); // rotated
      const cookie = (await context.cookies()).find((c) => c.name === 'usr_fe_at');
      expect(cookie?.value).toBe(after.at);
      // The new access token works.
      const profile = await context.request.get('/api/Customers/Profile', {
        headers: { Authorization: `Bearer ${after.at}`, 'X-Partner-Code': ACME.code },
      });
      expect(profile.status()).toBe(200);
    });

    test('an expired refresh token ends on login with the "session has expired" message', async ({ page }) => {
      await loginThroughUi(page, lc, ACME.demo.email, DEMO_PASSWORD, ACME.demo.firstName);
      const { at } = await readTokens(page);
      await replaceTokens(page, { at: await expiredCopy(at!), rt: 'garbage-refresh-token-that-was-never-issued' });

      await page.reload();
      await expect(page).toHaveURL(`${prefix}/${ACME.code}/login?reason=expired`);
      await expect(page.locator('.form-alert')).toHaveText(m.auth.login.expired);
      await expect(page.getByRole('heading', { level: 1, name: m.auth.login.title })).toBeVisible();
      // The session is gone: the landing page asks for login again.
      expect(await page.evaluate(() => localStorage.getItem('usr_fe_id'))).toBeNull();
      await page.goto(landing);
      await expect(page).toHaveURL(`${prefix}/${ACME.code}/login?returnTo=${encodeURIComponent(landing)}`);
    });
  });
}
