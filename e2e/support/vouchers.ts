import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Helpers for the /vouchers page as a person sees it (roles and names), shared by the voucher journeys. */

/** The panel of the selected voucher tab. */
export function voucherPanel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/** The list entry of the voucher whose name is `name` (exactly). */
export function voucherCard(page: Page, name: string): Locator {
  return voucherPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** The names of the vouchers listed, top to bottom. */
export function listedNames(page: Page): Promise<string[]> {
  return voucherPanel(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** Opens /vouchers and waits until the list (or its empty message) is shown. */
export async function openVouchers(page: Page, query = ''): Promise<void> {
  await page.goto(`${baseUrl()}/vouchers${query}`);
  await listSettled(page);
}

/** Waits for the list of the selected tab to show: the "n of m shown" line or the empty message. */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('.spinner-overlay').waitFor({ state: 'detached' });
  await voucherPanel(page).getByRole('status').first().waitFor();
}

/**
 * Runs an action that reloads the list (a tab, a sort) and waits until the new list is shown: the
 * answer of GET /vouchers has arrived and the loading overlay, which covers the previous list
 * meanwhile, is gone.
 */
export async function reloadingList(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/vouchers' && response.request().method() === 'GET',
  );
  await action();
  await answered;
  await listSettled(page);
}

/** Waits until a voucher is listed (`present`) or no longer listed. */
export async function expectListed(page: Page, name: string, present = true): Promise<void> {
  await expect
    .poll(() => voucherCard(page, name).count(), { timeout: 15_000, message: `${name} listed: ${present}` })
    .toBe(present ? 1 : 0);
}

/** The open popup named `name`. */
export function dialogNamed(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name, exact: typeof name === 'string' ? true : undefined });
}

/** The texts of a definition list as term → definition. */
export async function facts(dialog: Locator): Promise<Record<string, string>> {
  const terms = await dialog.getByRole('term').allTextContents();
  const definitions = await dialog.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), (definitions[index] ?? '').trim()]));
}

/** A date as the Danish (and most other) pages write it: dd.mm.yyyy, in this machine's zone (the browser's). */
export function danishDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
