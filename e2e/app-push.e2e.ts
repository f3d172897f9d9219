import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { listClubProducts, listShopClubs } from '@golfwallet/core/contracts/shop/catalogue';
import { setCartItem } from '@golfwallet/core/contracts/shop/cart';
import { describe, expect, it } from 'vitest';
import { apiAs, createGolfer, type Golfer, handOver, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, readMailbox, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * Web Push in the app (issue 13 "Notifications"): the golfer turns push on under More →
 * Notifications, the device's subscription is stored, another golfer transfers a voucher, and the
 * push for it appears in the development mailbox (the embedded default keeps pushes there) and,
 * handed to the service worker, as a system notification. Headless Chromium reaches no push
 * service, so the page's PushManager answers with a subscription made here (a real P-256 key);
 * everything after it is the app's own.
 */
useBrowser();
useTrackedPages();

/** A fresh golfer who has bought one Greenfee at Rungsted with the test acquirer's Visa. */
async function golferWithVoucher(): Promise<{ golfer: Golfer; voucherId: number }> {
  const golfer = await createGolfer({ prefix: 'app-push-sender', language: 'en', newsletterAsked: true });
  const api = apiAs(golfer.token);
  const club = (await api(listShopClubs, { query: { search: 'Rungsted' } })).clubs[0]!;
  const shop = await api(listClubProducts, { params: { id: String(club.club_id) } });
  const greenfee = shop.products.find((product) => product.name === 'Greenfee 18 huller')!;
  await api(setCartItem, { params: { product_id: String(greenfee.product_id) }, body: { quantity: 1 } });
  const token = await fetch(`${baseUrl()}/test-acquirer/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      name: 'Push Sender',
      exp_month: 12,
      exp_year: 30,
      cvc: '123',
    }),
  }).then((res) => res.json() as Promise<{ token: string }>);
  const paid = await fetch(`${baseUrl()}/api/v1/shop/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${golfer.token}:`).toString('base64')}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ card_token: token.token, accept_terms: true }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const [voucher] = (await vouchersOf(golfer.token, { active: true })).filter(
    (v) => v.voucher_name === 'Greenfee 18 huller',
  );
  return { golfer, voucherId: voucher!.voucher_id };
}

describe('push notifications in the app', () => {
  it('turns push on, stores the device, and shows the push for a received voucher', async () => {
    const recipient = await createGolfer({ prefix: 'app-push', language: 'en', newsletterAsked: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = {
      endpoint: `https://push.example.test/e2e/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };

    const { context, page } = await openPage({
      token: recipient.token,
      width: 390,
      height: 844,
      serviceWorker: true,
    });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await context.addInitScript((subscription) => {
      let current: unknown = null;
      const made = {
        endpoint: subscription.endpoint,
        toJSON: () => subscription,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        current = made;
        return made as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, device);

    await page.goto(`${baseUrl()}/app/more/notifications?lang=en`);
    await page.getByText('Push is off for this device.').waitFor();
    await page.getByRole('button', { name: 'Turn on push' }).click();
    await page.getByText('Push is on for this device.').waitFor();
    await expectNoAxeViolations(page);

    const { golfer: sender, voucherId } = await golferWithVoucher();
    await handOver(sender.token, [voucherId], recipient);
    const pushes = async () => (await readMailbox(recipient.email)).filter((row) => row.channel === 'push');
    await expect.poll(async () => (await pushes()).length, { timeout: 10_000 }).toBe(1);
    const [push] = await pushes();
    expect(push).toMatchObject({ subject: 'GolfWallet', text: 'You received Greenfee 18 huller' });

    // The push as the push service hands it to the service worker (public/push-sw.js).
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: await registered,
      data: JSON.stringify({
        title: push!.subject,
        body: push!.text,
        url: '/app/more/notifications',
        tag: 'e2e',
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(
            (n) => `${n.title}: ${n.body}`,
          ),
        ),
      )
      .toEqual(['GolfWallet: You received Greenfee 18 huller']);

    // Off again: the server forgets the device, so the next transfer queues no push.
    await page.getByRole('button', { name: 'Turn off push' }).click();
    await page.getByText('Push is off for this device.').waitFor();
    const again = await golferWithVoucher();
    await handOver(again.golfer.token, [again.voucherId], recipient);
    // The handover's confirmation wrote its notification (and any push) in one transaction. The
    // forgotten device took its undelivered push with it, and the new voucher queued none.
    expect(await pushes()).toHaveLength(0);
  });
});
