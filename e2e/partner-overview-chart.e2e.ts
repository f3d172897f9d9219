import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { builtFile } from './support/build';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The overview's chart (issues 12 and 35) in Chromium: Chart.js is fetched only when the overview
 * shows it (not with the desk), draws sales and redemptions per day of the period on a canvas that
 * is one named image described by the table with the same numbers, and axe finds nothing.
 */
useBrowser();
useTrackedPages();

const OWNER = { email: 'owner@rungsted.golfwallet.dk', password: 'golfwallet' };

/** The chart's chunk, as the build named it. */
const CHART_FILE = builtFile('src/features/partner/components/figures-chart.tsx');

const chartScripts = (page: Page) =>
  page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(`/${file}`)),
    CHART_FILE,
  );

describe('overview chart', () => {
  it('loads Chart.js only on the overview and draws accessible charts', async () => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/partner/login`);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Adgangskode').fill(OWNER.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('navigation', { name: 'Klubportal' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Overblik' }).waitFor();
    // Away from the overview first, in a fresh page: the desk does not fetch the chart.
    await page.goto(`${baseUrl()}/partner/desk`);
    await page.getByRole('heading', { level: 1, name: 'Skranke' }).waitFor();
    expect(await chartScripts(page)).toEqual([]);

    await page.getByRole('link', { name: 'Overblik' }).click();
    const table = page.getByRole('table', { name: 'Salg og indløsninger pr. dag' });
    await table.waitFor();
    const charts = [{ chart: page.getByRole('img', { name: 'Salg og indløsninger pr. dag' }), table }];
    for (const { chart, table: described } of charts) {
      await chart.waitFor();
      expect(await chart.getAttribute('aria-describedby')).toBe(await described.getAttribute('id'));
      // Chart.js has drawn something: the canvas is not blank.
      await expect
        .poll(() =>
          chart.evaluate((canvas: HTMLCanvasElement) => {
            const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            let inked = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked += 1;
            return inked;
          }),
        )
        .toBeGreaterThan(100);
    }
    expect(await chartScripts(page)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });
});
