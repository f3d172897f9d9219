import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform, setPlatformForTests } from '../../../lib/platform/platform';
import { type DevicePushSubscription, type Push, PushError } from '../../../lib/platform/types';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

const SUBSCRIPTION: DevicePushSubscription = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The real platform with a stand-in Push API. */
function withPush(push: Partial<Push>) {
  const device: Push = {
    supported: () => true,
    current: async () => null,
    subscribe: async () => SUBSCRIPTION,
    unsubscribe: async () => SUBSCRIPTION.endpoint,
    ...push,
  };
  setPlatformForTests({ ...platform(), push: device });
  return device;
}

function inboxApi() {
  return mockApi({
    'GET /api/v1/user': { body: golferProfile() },
    'GET /api/v1/notifications': { body: { items: [], total: 0, unread: 0 } },
    'GET /api/v1/notification-settings': {
      body: { voucher_received: true, transfer_accepted: true, offer: true, expiring: true },
    },
    'GET /api/v1/push/config': { body: { public_key: 'BKEY', delivery: 'dev' } },
    'PUT /api/v1/push/subscription': { body: { subscribed: true } },
    'POST /api/v1/push/subscription/remove': { body: { removed: true } },
  });
}

afterEach(() => {
  setSessionToken(null);
  setPlatformForTests(null);
});

describe('push on this device', () => {
  it('subscribes with the server’s key and stores the subscription; turning off forgets it on both sides', async () => {
    setSessionToken('token-1');
    const device = withPush({});
    const subscribe = vi.spyOn(device, 'subscribe');
    const api = inboxApi();
    await renderRoute('/app/more/notifications');
    expect(await screen.findByText('Push is off for this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('BKEY');
    expect(api.callsTo('PUT /api/v1/push/subscription')[0]!.body).toEqual(SUBSCRIPTION);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off push' }));
    expect(await screen.findByText('Push is off for this device.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/push/subscription/remove')[0]!.body).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
  });

  it('says where to allow notifications when they are refused, and stores nothing', async () => {
    setSessionToken('token-1');
    withPush({
      subscribe: async () => {
        throw new PushError('denied');
      },
    });
    const api = inboxApi();
    await renderRoute('/app/more/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked. Allow them in your phone settings.',
    );
    await waitFor(() => expect(api.callsTo('PUT /api/v1/push/subscription')).toHaveLength(0));
  });

  it('tells a device without the Push API that it cannot get pushes', async () => {
    setSessionToken('token-1');
    withPush({ supported: () => false });
    inboxApi();
    await renderRoute('/app/more/notifications');
    expect(await screen.findByText(/This device cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push' })).toBeNull();
  });
});
