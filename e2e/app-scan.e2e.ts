import { describe, expect, it } from 'vitest';
import { code128Video } from './support/fake-camera';
import { createGolfer, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * Upload by camera scan in the app (issue 13): Chromium's fake camera plays a video of a printed
 * Code 128 barcode of the seeded paper voucher PAPER-2026-0002 (drawn by bwip-js in this test),
 * the Upload screen reads it (ZXing; Chromium on Linux has no BarcodeDetector) and claims it.
 */
const CODE = 'PAPER-2026-0002';

useBrowser({
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${code128Video(CODE)}`,
  ],
});
useTrackedPages();

describe('upload by camera scan', () => {
  it('scans the paper voucher’s barcode with the camera and uploads it', async () => {
    const golfer = await createGolfer({ prefix: 'app-scan', language: 'en', newsletterAsked: true });
    const { context, page } = await openPage({ token: golfer.token, width: 390, height: 844 });
    await context.grantPermissions(['camera'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/app/upload?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Upload voucher' }).waitFor();
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    await page.getByText(`Code scanned: ${CODE}`).waitFor({ timeout: 20_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'is now in your vouchers.' })
      .waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const mine = await vouchersOf(golfer.token, { active: true });
    expect(mine.some((voucher) => voucher.voucher_name === 'Gavekort 500 kr.')).toBe(true);
  });
});
