import { getUser } from '@golfwallet/core/contracts/user/get-user';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createGolfer,
  DEMO,
  demoVouchersNamed,
  type Golfer,
  handOver,
  logInApi,
  vouchersOf,
} from './support/api';
import { pageCount, pdfTexts } from '../apps/api/test/support/pdf-inspect';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import {
  danishDate,
  dialogNamed,
  expectListed,
  facts,
  listedNames,
  listSettled,
  openVouchers,
  reloadingList,
  voucherCard,
  voucherPanel,
} from './support/vouchers';

/**
 * The /vouchers page (spec §2 "Vouchers page", §4 "Voucher tabs", "Sort", "Print notice and print
 * flow", "Newsletter popup") in Chromium. Read-only journeys use the demo golfer; journeys that
 * change data use fresh golfers who receive vouchers from the demo golfer by transfer. Vouchers
 * taken from the demo golfer here: 'Frokost -75 kr.', 'Gæstegreenfee weekend' and
 * 'Klippekort 10 greenfee' (transfer.e2e.ts takes 'Greenfee 18 hål'); the read-only journeys do
 * not depend on them.
 */

useBrowser();
useTrackedPages();

let demoToken: string;

beforeAll(async () => {
  demoToken = await logInApi(DEMO.email, DEMO.password);
});

/** A page signed in with a session id, in a fresh context that is closed after the test. */
function signedInPage(token: string, options: { width?: number } = {}) {
  return openPage({ token, ...options });
}

/** Whether an element lies wholly inside the viewport and is not clipped by a scrolling ancestor. */
function fullyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return false;
    }
    return true;
  });
}

async function selectTab(page: Page, name: string) {
  await reloadingList(page, () => page.getByRole('tab', { name, exact: true }).click());
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

describe('voucher list (demo golfer, Danish)', () => {
  it('opens on the not-printed tab with club, price badge and count, without driving-range e-cards', async () => {
    const { page } = await signedInPage(demoToken);
    await openVouchers(page);

    await page.getByRole('heading', { level: 1, name: 'Mine værdibeviser' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Ikke udskrevet');

    const expectations: [name: string, club: string, badge: string][] = [
      ['Golf Circle Nordsjælland', 'Helsingør Golf Club', '-25%'],
      ['Gratis greenfee med medlem', 'Aarhus Golf Club', 'Gratis'],
      ['Introkort', 'Kokkedal Golfklub', 'Intro'],
      ['Introkort 200 kr.', 'Helsingør Golf Club', '-200,- kr.'],
      ['Greenfee 18 huller', 'Simons Golf Club', '650,- kr.'],
      ['Proshop -20 %', 'Rungsted Golf Klub', '-20%'],
    ];
    for (const [name, club, badge] of expectations) {
      const card = voucherCard(page, name);
      expect(await card.count(), name).toBe(1);
      expect(await card.getByText(club, { exact: true }).count(), `${name}: ${club}`).toBe(1);
      expect(await card.getByText(badge, { exact: true }).count(), `${name}: ${badge}`).toBe(1);
    }
    // Three identical unprinted green fees of one order are one entry counted x3.
    expect(await voucherCard(page, 'Greenfee 18 huller').getByText('x3', { exact: true }).count()).toBe(1);

    const names = await listedNames(page);
    // Driving-range e-cards, the printed voucher, the used-up card and the expired one are left out.
    for (const hidden of [
      'Boldkort 10 kurve',
      'Ballkort 5 kurver',
      'Klippekort 5 greenfee',
      'Efterårsgreenfee',
    ]) {
      expect(names).not.toContain(hidden);
    }
    expect(await voucherCard(page, 'Introkort').getByRole('button', { name: 'Udskriv' }).count()).toBe(1);
    expect(
      await voucherCard(page, 'Introkort')
        .getByText('Udskrevne værdibeviser vises ikke i mobilappen')
        .count(),
    ).toBe(1);

    await expectNoAxeViolations(page);
  });

  it('shows two columns on a desktop and one below 1000 px', async () => {
    const { page } = await signedInPage(demoToken, { width: 1000 });
    await openVouchers(page);
    const cards = voucherPanel(page).getByRole('listitem');
    const firstTwo = async () => {
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      if (!a || !b) throw new Error('two vouchers expected');
      return { sameRow: Math.abs(a.y - b.y) < 1, secondBelow: b.y >= a.y + a.height };
    };
    expect(await firstTwo()).toEqual({ sameRow: true, secondBelow: false });

    await page.setViewportSize({ width: 999, height: 900 });
    await expect.poll(firstTwo).toEqual({ sameRow: false, secondBelow: true });

    // On a small phone all three tabs are in full view, none cut off at the edge.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const query of ['', '?lang=no']) {
      await openVouchers(page, query);
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(3);
      for (const tab of await tabs.all()) {
        await expect.poll(() => fullyInView(tab), { message: (await tab.textContent()) ?? '' }).toBe(true);
      }
    }
  });

  it('searches voucher and club names without regard to case', async () => {
    const { page } = await signedInPage(demoToken);
    await openVouchers(page);
    const search = page.getByRole('searchbox', { name: 'Søg' });

    await search.fill('HELSINGØR');
    await expect.poll(() => listedNames(page)).toEqual(['Golf Circle Nordsjælland', 'Introkort 200 kr.']);
    expect(await voucherPanel(page).getByRole('status').textContent()).toBe('2 af 2 vist');

    await search.fill('introkort');
    await expect.poll(() => listedNames(page)).toEqual(['Introkort 200 kr.', 'Introkort']);

    await search.fill('ingen klub hedder sådan');
    await voucherPanel(page).getByText('Ingen værdibeviser fundet').waitFor();

    await search.fill('');
    await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(5);
  });

  it('sorts by club A-Z by default and by valid until on request', async () => {
    const { page } = await signedInPage(demoToken);
    await openVouchers(page);
    const sort = page.getByRole('combobox', { name: 'Sortér efter' });
    expect(await sort.locator('option:checked').textContent()).toBe('Klub A-Å');

    const clubs = () =>
      voucherPanel(page)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
    const shownClubs = await clubs();
    expect(shownClubs.length).toBeGreaterThan(5);
    expect(shownClubs).toEqual([...shownClubs].sort((a, b) => a.localeCompare(b, 'en')));

    await reloadingList(page, async () => {
      await sort.selectOption({ label: 'Gyldig til' });
    });
    const validTo = async () => {
      const texts = await voucherPanel(page)
        .getByText(/^Gyldig \d/)
        .allTextContents();
      return texts.map((text) => {
        const [, day, month, year] = /– (\d{2})\.(\d{2})\.(\d{4})$/.exec(text) ?? [];
        return `${year}-${month}-${day}`;
      });
    };
    await expect.poll(async () => (await listedNames(page))[0]).toBe('Proshop -20 %');
    const dates = await validTo();
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).not.toBe(dates.at(-1));
  });

  it('switching tab resets search and sort, shows printed vouchers one by one, and is remembered', async () => {
    const { page } = await signedInPage(demoToken);
    await openVouchers(page);
    const search = page.getByRole('searchbox', { name: 'Søg' });
    const sort = page.getByRole('combobox', { name: 'Sortér efter' });
    await search.fill('greenfee');
    await sort.selectOption({ label: 'Gyldig til' });
    await expect.poll(() => listedNames(page)).not.toContain('Introkort');

    await selectTab(page, 'Alle');
    expect(await search.inputValue()).toBe('');
    expect(await sort.locator('option:checked').textContent()).toBe('Klub A-Å');
    // One entry per voucher, 12 at a time; the printed voucher is there, marked with a reprint control.
    expect(await listedNames(page)).toHaveLength(12);
    await voucherPanel(page).getByRole('button', { name: 'Vis flere' }).click();
    await expect.poll(async () => (await listedNames(page)).length).toBeGreaterThan(12);
    const names = await listedNames(page);
    expect(names).toContain('Introkort');
    expect(names.filter((name) => name === 'Greenfee 18 huller')).toHaveLength(4);
    for (const hidden of [
      'Boldkort 10 kurve',
      'Ballkort 5 kurver',
      'Klippekort 5 greenfee',
      'Efterårsgreenfee',
    ]) {
      expect(names).not.toContain(hidden);
    }
    expect(await page.getByRole('button', { name: 'Vis flere' }).count()).toBe(0);
    const printed = voucherPanel(page)
      .getByRole('listitem')
      .filter({ hasText: 'Aarhus Golf Club' })
      .filter({ hasText: 'Udskrevet' });
    expect(await printed.getByRole('button', { name: 'Udskriv igen' }).count()).toBe(1);

    await page.reload();
    await listSettled(page);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Alle');

    await expectNoAxeViolations(page);
    await selectTab(page, 'Favoritter');
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await expect.poll(() => listedNames(page)).toEqual(['Golf Circle Nordsjælland']);

    // Back on the not-printed tab the identical green fees are one entry again.
    await selectTab(page, 'Ikke udskrevet');
    await expect
      .poll(async () => (await listedNames(page)).filter((name) => name === 'Greenfee 18 huller'))
      .toHaveLength(1);
    expect(await voucherCard(page, 'Greenfee 18 huller').getByText('x3', { exact: true }).count()).toBe(1);
  });
});

describe('voucher list in English', () => {
  it('writes Free and year.month.day, and sorts by the nearest club once the position is known', async () => {
    const { page } = await signedInPage(demoToken);
    await openVouchers(page, '?lang=en');
    expect(
      await voucherCard(page, 'Gratis greenfee med medlem').getByText('Free', { exact: true }).count(),
    ).toBe(1);
    const validity = /^Valid \d{4}\.\d{2}\.\d{2} – \d{4}\.\d{2}\.\d{2}$/;
    expect(await voucherCard(page, 'Introkort').getByText(validity).count()).toBe(1);
    const sort = page.getByRole('combobox', { name: 'Sort by' });

    // No position (the browser refuses it): the sort stays and says why.
    await sort.selectOption({ label: 'Nearest' });
    await page.getByText('Geolocation is not available yet').waitFor();
    expect(await sort.locator('option:checked').textContent()).toBe('Club A-Z');

    // Near Rungsted: a Rungsted voucher comes first, Aarhus (club A-Z's first) no longer does.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 55.885, longitude: 12.535 });
    await sort.selectOption({ label: 'Nearest' });
    await expect.poll(() => sort.locator('option:checked').textContent()).toBe('Nearest');
    expect(await page.getByText('Geolocation is not available yet').count()).toBe(0);
    await expect
      .poll(() =>
        voucherPanel(page)
          .getByRole('listitem')
          .first()
          .getByText('Rungsted Golf Klub', { exact: true })
          .count(),
      )
      .toBe(1);
  });
});

describe('voucher details popup', () => {
  it('shows owner, product, price, count, uses, dates and restrictions, with no axe violations', async () => {
    const [greenfee] = await vouchersOf(demoToken, {
      active: true,
      only_unused: true,
      with_pdf: false,
      group: 'order',
      search: 'Simons',
    }).then((items) => items.filter((item) => item.voucher_name === 'Greenfee 18 huller'));
    if (!greenfee) throw new Error('the demo golfer holds the Simons green fees');

    const { page } = await signedInPage(demoToken);
    await openVouchers(page);
    await voucherCard(page, 'Greenfee 18 huller').getByRole('button', { name: 'Greenfee 18 huller' }).click();
    const dialog = dialogNamed(page, 'Greenfee 18 huller');
    await dialog.waitFor();

    expect(await dialog.getByText('Simons Golf Club', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Favorit' }).getAttribute('aria-pressed')).toBe('false');
    expect(await facts(dialog)).toEqual({
      Produkt: 'Greenfee 18 huller',
      Pris: '650,- kr.',
      Antal: 'x3',
      'Antal klip': '1 af 1 tilbage',
      'Gyldig fra': danishDate(greenfee.valid_from),
      'Gyldig til': danishDate(greenfee.valid_to),
    });
    expect(danishDate(greenfee.valid_from)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const restrictions = dialog.getByRole('region', { name: 'Begrænsninger' });
    expect(await restrictions.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await restrictions.getByRole('listitem').filter({ hasText: '07:00' }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Udskriv' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Overfør' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Escape closes it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // An intro card has no number of uses.
    await voucherCard(page, 'Introkort').getByRole('button', { name: 'Introkort' }).click();
    const intro = dialogNamed(page, 'Introkort');
    await intro.waitFor();
    const introFacts = await facts(intro);
    expect(introFacts.Pris).toBe('Intro');
    expect(introFacts.Antal).toBe('x1');
    expect(introFacts).not.toHaveProperty('Antal klip');
    // The close button closes it.
    await intro.getByRole('button', { name: 'Luk' }).click();
    await intro.waitFor({ state: 'detached' });

    // A click outside closes it.
    await voucherCard(page, 'Introkort').getByRole('button', { name: 'Introkort' }).click();
    await intro.waitFor();
    await page.mouse.click(5, 450);
    await intro.waitFor({ state: 'detached' });
  });
});

describe('favourites (fresh golfer)', () => {
  let golfer: Golfer;
  beforeAll(async () => {
    golfer = await createGolfer({ prefix: 'favourite', newsletterAsked: true });
    const vouchers = await demoVouchersNamed(demoToken, ['Frokost -75 kr.']);
    await handOver(
      demoToken,
      vouchers.map((voucher) => voucher.voucher_id),
      golfer,
    );
  });

  it('the star in the popup adds the voucher to the favourites tab and takes it off again', async () => {
    const { page } = await signedInPage(golfer.token);
    await openVouchers(page);
    await voucherCard(page, 'Frokost -75 kr.').getByRole('button', { name: 'Frokost -75 kr.' }).click();
    const dialog = dialogNamed(page, 'Frokost -75 kr.');
    const star = dialog.getByRole('button', { name: 'Favorit' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Luk' }).click();
    await expect
      .poll(() =>
        voucherCard(page, 'Frokost -75 kr.')
          .getByRole('button', { name: 'Favorit' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await selectTab(page, 'Favoritter');
    await expectListed(page, 'Frokost -75 kr.');
    await expect.poll(async () => (await vouchersOf(golfer.token, { favourites: true })).length).toBe(1);

    await voucherCard(page, 'Frokost -75 kr.').getByRole('button', { name: 'Frokost -75 kr.' }).click();
    await dialog.getByRole('button', { name: 'Favorit', pressed: true }).click();
    await dialog.getByRole('button', { name: 'Favorit', pressed: false }).waitFor();
    await page.keyboard.press('Escape');
    await expectListed(page, 'Frokost -75 kr.', false);
    await voucherPanel(page).getByText('Ingen værdibeviser fundet').waitFor();

    await page.reload();
    await listSettled(page);
    expect(await listedNames(page)).toEqual([]);
    expect(await vouchersOf(golfer.token, { favourites: true })).toEqual([]);
  });
});

describe('printing (fresh golfer)', () => {
  let golfer: Golfer;
  beforeAll(async () => {
    golfer = await createGolfer({ prefix: 'print', newsletterAsked: true });
    const vouchers = await demoVouchersNamed(demoToken, ['Gæstegreenfee weekend', 'Klippekort 10 greenfee']);
    await handOver(
      demoToken,
      vouchers.map((voucher) => voucher.voucher_id),
      golfer,
    );
  });

  /** Clicks Print on a card (or a confirming button) and answers the PDF the new tab was sent to. */
  async function printAndFetch(page: Page, click: () => Promise<void>) {
    const context = page.context();
    const printed = page.waitForResponse(
      (response: Response) =>
        /\/api\/v1\/voucher\/pdf\/\d+$/.test(response.url()) && response.request().method() === 'PATCH',
    );
    const tab = context.waitForEvent('page');
    await click();
    const response = await printed;
    expect(response.status()).toBe(200);
    const { pdf } = (await response.json()) as { pdf: string };
    const opened = await tab;
    await expect.poll(() => opened.url()).toBe(new URL(pdf, page.url()).toString());
    const download = await context.request.get(new URL(pdf, page.url()).toString());
    expect(download.headers()['content-type']).toBe('application/pdf');
    const bytes = await download.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Seen: the PDF opened in its own tab. Closing it spares the machine Chromium's PDF viewer.
    await opened.close();
    return { bytes, pdf };
  }

  it('asks to accept the print rules first, opens the PDF in a new tab and leaves the not-printed tab', async () => {
    const { page } = await signedInPage(golfer.token);
    await openVouchers(page);
    const notice = dialogNamed(page, 'Før du udskriver');

    // Cancel only closes the notice: nothing is printed.
    await voucherCard(page, 'Gæstegreenfee weekend').getByRole('button', { name: 'Udskriv' }).click();
    await notice.waitFor();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Annuller' }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await vouchersOf(golfer.token, { with_pdf: true })).length).toBe(0);
    expect((await apiAs(golfer.token)(getUser, {})).print_rules_accepted).toBe(false);

    // Got it saves the agreement and prints.
    await voucherCard(page, 'Gæstegreenfee weekend').getByRole('button', { name: 'Udskriv' }).click();
    await notice.waitFor();
    const first = await printAndFetch(page, () => notice.getByRole('button', { name: 'Forstået' }).click());
    expect(pageCount(first.bytes)).toBe(1);
    expect(pdfTexts(first.bytes).join(' ')).toContain('Gæstegreenfee weekend');
    expect((await apiAs(golfer.token)(getUser, {})).print_rules_accepted).toBe(true);

    // The list reloads after the print: the voucher has left the not-printed tab.
    await expectListed(page, 'Gæstegreenfee weekend', false);
    await expectListed(page, 'Klippekort 10 greenfee');

    // Accepted once: the next print starts at once, without the notice.
    const second = await printAndFetch(page, () =>
      voucherCard(page, 'Klippekort 10 greenfee').getByRole('button', { name: 'Udskriv' }).click(),
    );
    expect(await notice.count()).toBe(0);
    expect(pageCount(second.bytes)).toBe(1);
    expect(pdfTexts(second.bytes).join(' ')).toContain('Klippekort 10 greenfee');
    await expectListed(page, 'Klippekort 10 greenfee', false);
    await voucherPanel(page).getByText('Ingen værdibeviser fundet').waitFor();

    // Both are on the all tab, printed, with a reprint control.
    await selectTab(page, 'Alle');
    for (const name of ['Gæstegreenfee weekend', 'Klippekort 10 greenfee']) {
      await voucherCard(page, name).getByRole('button', { name: 'Udskriv igen' }).waitFor();
    }

    // When the PDF cannot be made, the tab opened for it closes and the PDF error popup says so.
    await page.route('**/api/v1/voucher/pdf/*', (route) => route.abort('failed'));
    const tab = page.context().waitForEvent('page');
    await voucherCard(page, 'Klippekort 10 greenfee').getByRole('button', { name: 'Udskriv igen' }).click();
    const blank = await tab;
    const failure = dialogNamed(page, 'PDF-fejl');
    await failure.waitFor();
    await expect.poll(() => blank.isClosed()).toBe(true);
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: 'Forstået' }).click();
    await failure.waitFor({ state: 'detached' });
  });
});

describe('newsletter popup (fresh golfer)', () => {
  it('asks 1 s after opening the vouchers, in two steps, and never again once answered', async () => {
    const golfer = await createGolfer({ prefix: 'newsletter' });
    expect((await apiAs(golfer.token)(getUser, {})).newsletter_asked).toBe(false);

    const { page } = await signedInPage(golfer.token);
    const profileLoaded = page
      .waitForResponse(
        (response) => response.url().endsWith('/api/v1/user') && response.request().method() === 'GET',
      )
      .then(() => Date.now());
    await openVouchers(page);
    const popup = dialogNamed(page, 'Hold dig opdateret');
    await popup.waitFor();
    // About a second after the golfer's profile arrived (a little less as this process sees it).
    const delay = Date.now() - (await profileLoaded);
    expect(delay).toBeGreaterThanOrEqual(800);
    expect(delay).toBeLessThan(5000);
    expect(await popup.getByText('Trin 1 af 2').count()).toBe(1);
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Ja tak' }).click();
    await popup.getByText('Trin 2 af 2').waitFor();
    expect(await popup.getByText('Vil du modtage tilbud fra golfklubber?').count()).toBe(1);
    await popup.getByRole('button', { name: 'Nej tak' }).click();
    await popup.waitFor({ state: 'detached' });

    const user = await apiAs(golfer.token)(getUser, {});
    expect({
      newsletter_asked: user.newsletter_asked,
      accept_newsletter: user.accept_newsletter,
      accept_offers: user.accept_offers,
    }).toEqual({ newsletter_asked: true, accept_newsletter: 1, accept_offers: 0 });

    // A new browser session: the golfer has been asked, so the popup stays away after the delay.
    const again = await signedInPage(golfer.token);
    await again.page.clock.install();
    const userLoaded = again.page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/user') && response.request().method() === 'GET',
    );
    await openVouchers(again.page);
    await userLoaded;
    await again.page.clock.runFor(3000);
    expect(await dialogNamed(again.page, 'Hold dig opdateret').count()).toBe(0);
  });
});
