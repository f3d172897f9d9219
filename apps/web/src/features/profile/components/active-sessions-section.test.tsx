import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const THIS = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  device_platform: 'web',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-25T09:00:00.000Z',
  expires_at: '2026-12-25T09:00:00.000Z',
  current: true,
} as const;
const PHONE = { ...THIS, id: 'bbbbbbbbbbbbbbbbbbbbbb', device_platform: 'ios', current: false } as const;

function signedIn(extra: Parameters<typeof mockApi>[0]) {
  setSessionToken('session-0123456789abcdefghij');
  return mockApi({ ...REFERENCE_ANSWERS, 'GET /api/v1/user': { body: golferProfile() }, ...extra });
}

function section() {
  return screen.findByRole('region', { name: 'Signed-in devices' });
}

describe('Signed-in devices on the profile', () => {
  it('lists the devices, marks this one, and signs another out with the current password', async () => {
    let listed = [THIS, PHONE];
    const api = signedIn({
      'GET /api/v1/sessions': () => ({ body: { sessions: listed } }),
      'POST /api/v1/sessions/end': () => {
        listed = [THIS];
        return { body: { ended: 1 } };
      },
    });
    await renderRoute('/profile');
    const devices = await section();
    expect(await within(devices).findByText('Browser')).toBeInTheDocument();
    expect(within(devices).getByText(/This device/)).toBeInTheDocument();
    expect(within(devices).getByText('iPhone app')).toBeInTheDocument();
    await userEvent.type(within(devices).getByLabelText('Current password'), 'my-secret-1');
    await userEvent.click(within(devices).getByRole('button', { name: /^Sign out: iPhone app/ }));
    expect(await within(devices).findByText('The device has been signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/sessions/end').map((call) => call.body)).toEqual([
      { id: PHONE.id, current_password: 'my-secret-1' },
    ]);
    expect(await within(devices).findByText('No other devices are signed in.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong password under the field and signs nothing out", async () => {
    signedIn({
      'GET /api/v1/sessions': { body: { sessions: [THIS, PHONE] } },
      'POST /api/v1/sessions/end': {
        status: 422,
        body: [{ field: 'current_password', message: 'The current password is not correct' }],
      },
    });
    await renderRoute('/profile');
    const devices = await section();
    await userEvent.type(await within(devices).findByLabelText('Current password'), 'wrong-one-1');
    await userEvent.click(within(devices).getByRole('button', { name: 'Sign out all other devices' }));
    const field = within(devices).getByLabelText('Current password');
    expect(await within(devices).findByText('The current password is not correct')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(devices).getByText('iPhone app')).toBeInTheDocument();
  });
});
