import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logInApi, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { keptCode } from './support/kept-code';

/**
 * Issue 33, "code first": once the app has kept the wallet, a voucher page shows its code from the
 * device before (here: without) any answer of the API, and never for another session.
 */
useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 };

/**
 * Opens the wallet and waits until the app has kept `voucherId`'s code on the device. (Polled with
 * page.evaluate, which waits for the promise: waitForFunction took the promise itself as truthy and
 * went on before anything was kept, which is why the paint was never seen here.)
 */
async function keepWallet(page: Page, voucherId: number): Promise<void> {
  await page.goto(`${baseUrl()}/app/vouchers`);
  await expect.poll(() => page.evaluate(keptCode, `code:${voucherId}`)).toBe(true);
}

describe('the voucher code first (issue 33)', () => {
  it('shows the code with every API request cut, painted before the app, then the app’s own page', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const voucher = (await vouchersOf(token, { active: true, only_unused: true })).find(
      (v) => !v.in_transfer,
    )!;
    const { context, page } = await openPage({ token, ...PHONE, serviceWorker: true });
    await keepWallet(page, voucher.voucher_id);

    await context.route('**/api/**', (route) => route.abort());
    // Whether the early paint was in the page at some moment (the app removes it once it shows).
    await context.addInitScript({
      content:
        "new MutationObserver(() => { if (document.getElementById('code-first')) window.__painted = true; })" +
        '.observe(document, { childList: true, subtree: true });',
    });
    await page.goto(`${baseUrl()}/app/vouchers/${voucher.voucher_id}`);
    await expect
      .poll(() => page.evaluate(() => (window as { __painted?: boolean }).__painted === true))
      .toBe(true);
    const code = page.locator('.voucher-code__text');
    await expect.poll(() => code.first().textContent()).toBe(voucher.voucher_number);
    await expect
      .poll(() => page.getByRole('img', { name: new RegExp(voucher.voucher_number) }).count())
      .toBe(2);
    // The app took over: one page, one heading, no early paint left, and axe finds nothing.
    await expect.poll(() => page.locator('#code-first').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('paints no code for another session of the device (signed out, someone else signed in)', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const voucher = (await vouchersOf(token, { active: true, only_unused: true })).find(
      (v) => !v.in_transfer,
    )!;
    const { context, page } = await openPage({ token, ...PHONE, serviceWorker: true });
    await keepWallet(page, voucher.voucher_id);

    // Another session in the same browser storage, the device copy left as it was.
    const other = await logInApi(DEMO.email, DEMO.password);
    await context.route('**/api/**', (route) => route.abort());
    await page.evaluate((value) => localStorage.setItem('userToken', value), other);
    await context.addInitScript((value) => localStorage.setItem('userToken', value), other);
    await page.goto(`${baseUrl()}/app/vouchers/${voucher.voucher_id}`);
    await page.waitForTimeout(1_500);
    expect(await page.locator('#code-first').count()).toBe(0);
  });
});
