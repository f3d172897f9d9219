import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { DEMO, logInApi, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * Scanning at the desk (issue 12) in Chromium without BarcodeDetector: the camera is a canvas
 * showing a voucher's QR code (getUserMedia answers its stream), so the desk reads it with the ZXing
 * fallback, which loads only when Scan is pressed, and looks the number up. Read-only: nothing is
 * redeemed (other files share the server).
 */
useBrowser();
useTrackedPages();

const DESK = { email: 'desk@rungsted.golfwallet.dk', password: 'golfwallet' };

describe('desk scanning', () => {
  it('reads a QR code with ZXing when the browser has no BarcodeDetector and looks the voucher up', async () => {
    const demoToken = await logInApi(DEMO.email, DEMO.password);
    const rungsted = (await vouchersOf(demoToken)).find((v) => v.owner_name.startsWith('Rungsted'));
    if (!rungsted) throw new Error('the demo golfer has no voucher of Rungsted');
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: rungsted.voucher_number, scale: 8 });
    const picture = `data:image/png;base64,${png.toString('base64')}`;

    const { page } = await openPage({ width: 768, height: 1024 });
    await page.addInitScript((src: string) => {
      // The fallback path: no native detector, and a camera that films the code.
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d')!;
        const image = new Image();
        image.src = src;
        await image.decode();
        const draw = () => {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          const size = Math.min(400, image.width);
          context.drawImage(image, (canvas.width - size) / 2, (canvas.height - size) / 2, size, size);
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
    }, picture);

    await page.goto(`${baseUrl()}/partner/login`);
    await page.getByLabel('E-mail').fill(DESK.email);
    await page.getByLabel('Adgangskode').fill(DESK.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skranke' }).waitFor();
    await expectNoAxeViolations(page);

    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
    const before = await scripts();
    await page.getByRole('button', { name: 'Scan kode' }).click();
    await page
      .getByRole('heading', { level: 2, name: `${rungsted.voucher_name} · ${rungsted.voucher_number}` })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Værdibevisnummer').inputValue()).toBe(rungsted.voucher_number);
    // The reader was fetched for the scan, not with the desk.
    expect((await scripts()).filter((name) => !before.includes(name)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Scan kode' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
