import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

const GOLFER: UserProfile = golferProfile({ email: 'gina@example.com' });
const TOO_SOON =
  'Under our privacy policy, a data access request is handled only if more than 6 months have passed since the last one. Your last request was made on 2026.03.10; you can ask again from 2026.09.10.';

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signedIn(extra: Parameters<typeof mockApi>[0]) {
  setSessionToken('session-0123456789abcdefghij');
  return mockApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/user': { body: GOLFER }, ...extra });
}

describe('Download my data', () => {
  it('asks the API and says the link comes by e-mail', async () => {
    const api = signedIn({
      'GET /api/v1/user/data-export': {
        body: { last_requested_at: null, status: null, next_allowed_at: null },
      },
      'POST /api/v1/user/data-export': {
        status: 202,
        body: {
          request_id: 7,
          requested_at: '2026-11-25T10:00:00.000Z',
          email: 'gina@example.com',
          link_days: 7,
        },
      },
    });
    await renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'We are preparing your data' });
    expect(
      within(dialog).getByText(
        'You will receive an e-mail with a download link at gina@example.com shortly. The link works once and for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/user/data-export')).toHaveLength(1);
  });

  it('shows the last request and the policy’s refusal with its date', async () => {
    signedIn({
      'GET /api/v1/user/data-export': {
        body: {
          last_requested_at: '2026-03-10T09:00:00.000Z',
          status: 'downloaded',
          next_allowed_at: '2026-09-10T09:00:00.000Z',
        },
      },
      'POST /api/v1/user/data-export': {
        status: 429,
        body: { status: 429, code: 'DATA_REQUEST_TOO_SOON', message: TOO_SOON },
      },
    });
    await renderRoute('/profile');
    expect(await screen.findByText('Your last request: 2026.03.10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SOON);
  });
});
