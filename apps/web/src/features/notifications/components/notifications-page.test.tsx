import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';
import { setSessionToken } from '../../../lib/session';

/** More → Notifications (spec §2) and when a transfer shows there (issue 34, item 7). */

afterEach(() => setSessionToken(null));

function inboxApi() {
  return mockApi({
    'GET /api/v1/user': { body: golferProfile() },
    'GET /api/v1/notifications': { body: { items: [], total: 0, unread: 0 } },
    'GET /api/v1/notification-settings': {
      body: { voucher_received: true, transfer_accepted: true, offer: true, expiring: true },
    },
    'GET /api/v1/push/config': { body: { public_key: 'BKEY', delivery: 'dev' } },
  });
}

describe('the notifications screen', () => {
  it('says that a voucher sent to the golfer shows up once the transfer is accepted', async () => {
    setSessionToken('token-1');
    inboxApi();
    await renderRoute('/app/more/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vouchers someone sends you show up here once you have accepted the transfer with the link in the e-mail or text message.',
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('says it in Danish in the Danish app', async () => {
    setSessionToken('token-1');
    inboxApi();
    await renderRoute('/app/more/notifications', { locale: 'da' });
    expect(
      await screen.findByText(
        'Værdibeviser, som nogen sender dig, vises her, når du har taget imod overførslen via linket i e-mailen eller sms’en.',
      ),
    ).toBeInTheDocument();
  }, 20_000);
});
