import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEMO, logInApi, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { dialogNamed, openVouchers, voucherCard } from './support/vouchers';

/** Issue 36: the app's voucher screen hands the voucher to the phone's wallet. */

useBrowser();
useTrackedPages();

describe('the wallet pass', () => {
  it('downloads the Apple Wallet pass of a voucher from the app’s voucher screen', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const [voucher] = (await vouchersOf(token, { active: true, only_unused: true })).filter(
      (item) => !item.in_transfer,
    );
    const { page } = await openPage({ token, width: 390, height: 844 });
    await page.goto(`${baseUrl()}/app/vouchers/${voucher!.voucher_id}?lang=en`);
    const wallets = page.getByRole('region', { name: 'Add the voucher to your phone’s wallet' });
    await wallets.waitFor();
    // Chromium on Linux is neither iOS nor Android: both wallets are offered.
    await wallets.getByRole('button', { name: 'Save to Google Wallet' }).waitFor();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      wallets.getByRole('button', { name: 'Add to Apple Wallet' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'en.lproj/pass.strings']),
    );
    const pass = JSON.parse(strFromU8(files['pass.json']!));
    expect(pass).toMatchObject({ formatVersion: 1, voided: false });
    expect(pass.barcodes[0].message).toBe(voucher!.voucher_number);
  });

  it('offers both wallets in the web’s details popup on a desktop, in Danish, with no axe violations', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const { page } = await openPage({ token });
    await openVouchers(page);
    await voucherCard(page, 'Greenfee 18 huller').getByRole('button', { name: 'Greenfee 18 huller' }).click();
    const dialog = dialogNamed(page, 'Greenfee 18 huller');
    const wallets = dialog.getByRole('region', { name: 'Læg værdibeviset i telefonens wallet' });
    await wallets.getByRole('button', { name: 'Føj til Apple Wallet' }).waitFor();
    await wallets.getByRole('button', { name: 'Gem i Google Wallet' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
