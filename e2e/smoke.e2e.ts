import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser } from './support/browser';

useBrowser();

describe('smoke', () => {
  it('serves the landing page in Danish by default, with no axe violations', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('da');
    // The page has rendered (the shell's main and the landing heading) before axe looks at it.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
