import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../lib/i18n';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { golferProfile } from '../../../../test/user-fixture';

const GOLFER: UserProfile = golferProfile({
  phone: null,
  birth_date: null,
  sex: null,
  hcp: null,
  newsletter_asked: false,
});

/** Imported after fetch is stubbed: the app's API client keeps the fetch it sees first. */
async function setup(user: UserProfile) {
  setSessionToken('session-0123456789abcdefghij');
  const api = mockApi({
    'GET /api/v1/user': { body: user },
    'PATCH /api/v1/user': (call) => ({ body: { ...user, ...(call.body as object) } }),
  });
  const { NewsletterPrompt } = await import('./newsletter-prompt');
  render(
    <AppProviders queryClient={createQueryClient()}>
      <NewsletterPrompt />
    </AppProviders>,
  );
  return api;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  setSessionToken(null);
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('newsletter popup', () => {
  it('opens after a second, asks two questions and saves both answers once', async () => {
    const api = await setup(GOLFER);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const popup = await screen.findByRole('dialog', { name: 'Stay in the loop' }, { timeout: 2500 });
    expect(window.sessionStorage.getItem('newsletterShown')).toBe('1');
    expect(within(popup).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(
      within(popup).getByText(
        'Would you like to receive the GolfWallet newsletter with news and information from us?',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(popup).getByRole('button', { name: 'Yes, please' }));
    expect(within(popup).getByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(popup).getByText('Would you like to receive offers from golf clubs?')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);

    await userEvent.click(within(popup).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/v1/user').map((call) => call.body)).toEqual([
      { accept_newsletter: 1, accept_offers: 0, newsletter_asked: true },
    ]);
  });

  it('is shown once per session', async () => {
    window.sessionStorage.setItem('newsletterShown', '1');
    const api = await setup(GOLFER);
    await waitFor(() => expect(api.callsTo('GET /api/v1/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['already asked', { newsletter_asked: true }],
    ['with an unconfirmed e-mail', { email_confirmed: false }],
  ])('is not shown to a golfer %s', async (_case, patch) => {
    const api = await setup({ ...GOLFER, ...patch });
    await waitFor(() => expect(api.callsTo('GET /api/v1/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('newsletterShown')).toBeNull();
  });
});
