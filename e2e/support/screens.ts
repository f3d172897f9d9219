import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WEB_PAGES } from '@golfwallet/core/web/pages';

/** The app's screens before sign-in. */
export const APP_SIGNED_OUT = ['/app', '/app/login', '/app/sign-up', '/app/forgot-password'];

/** The app's pages a golfer reaches before signing in (the sign-up steps, the e-mail check). */
const BEFORE_SIGN_IN = /^\/app(\/(login|sign-up(\/.*)?|verify|forgot-password))?$/;
/** Reached only inside a flow: the payment needs a cart, the range opens with its guide dialog. */
const INSIDE_A_FLOW = ['/app/shop/payment', '/app/range'];

/** Every signed-in app screen, from the web's page list (core's WEB_PAGES), with real ids. */
export function appScreens(ids: { voucherId: number; clubId: number; productId: number }): string[] {
  return WEB_PAGES.filter(
    (page) => page.startsWith('/app/') && !BEFORE_SIGN_IN.test(page) && !INSIDE_A_FLOW.includes(page),
  ).map((page) =>
    page
      .replace(':id', String(ids.voucherId))
      .replace(':clubId', String(ids.clubId))
      .replace(':productId', String(ids.productId)),
  );
}

/** Waits until the screen has its heading and nothing is loading any more. */
export async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.spinner').count()).toBe(0);
}

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element whose target is under 44×44 CSS px. The target of a checkbox or
 * radio button is its label when the label holds it, and a stretched link's (a ::after laid over
 * its card) is the card. Exempt, as WCAG 2.2 SC 2.5.8 exempts them: a
 * link inline in a sentence (display: inline inside running text), and the skip link, which is
 * off-screen until focused.
 */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const found: SmallTarget[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      if (element.classList.contains('skip-link')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label = element.closest('label') ?? element.labels?.[0];
        if (label) box = label.getBoundingClientRect();
      }
      // A stretched link or button (an absolute ::after over its card) is as large as the card.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && element.offsetParent) {
        box = element.offsetParent.getBoundingClientRect();
      } else if (box.width <= 1 || box.height <= 1) {
        continue; // visually hidden (e.g. an input under a styled label): its label is measured
      }
      if (style.display === 'inline' && element.tagName === 'A') {
        const text = element.parentElement?.textContent?.trim() ?? '';
        if (text.length > (element.textContent?.trim().length ?? 0)) continue; // inline in a sentence
      }
      if (box.width + 0.5 < 44 || box.height + 0.5 < 44) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.getAttribute('name') ??
          '';
        found.push({
          what: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return found;
  });
}

/** The screen's targets under 44×44 px, each named with the screen's path. */
export async function smallTargetsOf(page: Page): Promise<string[]> {
  await settled(page);
  const path = new URL(page.url()).pathname;
  return (await smallTargets(page)).map(
    (target) => `${path}: ${target.what} ${target.width}×${target.height}`,
  );
}
