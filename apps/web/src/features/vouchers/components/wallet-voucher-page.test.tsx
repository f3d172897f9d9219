import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { GOLFER, voucher } from '../../../../test/voucher-fixture';
import { setSessionToken } from '../../../lib/session';

/** The app's voucher page (spec §2 "Voucher details") for a voucher in a waiting transfer (issue 34, item 6). */

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function walletOf(...items: ReturnType<typeof voucher>[]) {
  setSessionToken('token-1');
  return mockApi({
    'GET /api/v1/user': { body: GOLFER },
    'GET /api/v1/vouchers': { body: { items, total: items.length, total_capped: false } },
    'GET /api/v1/clubs': { body: [] },
    'GET /api/v1/voucher/8/google-wallet-link': { body: { url: 'https://pay.google.com/gp/v/save/a.b.c' } },
  });
}

describe('the app’s voucher page', () => {
  it('hides the code of a voucher being transferred and says why', async () => {
    walletOf(
      voucher({ voucher_id: 7, voucher_number: 'GW-123456789012', in_transfer: true, transfer_id: 3 }),
    );
    await renderRoute('/app/vouchers/7');
    const page = await screen.findByRole('article');
    expect(
      await within(page).findByText(
        'This voucher is being transferred, so its code is not shown. It shows again if the transfer is withdrawn or expires.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(page).queryByText('GW-123456789012')).toBeNull();
    expect(within(page).queryByRole('heading', { name: 'Voucher code' })).toBeNull();
    expect(within(page).queryByRole('img', { name: /GW-123456789012/ })).toBeNull();
    expect(within(page).queryByRole('link', { name: 'Transfer' })).toBeNull();
  }, 20_000);

  it('says it in Danish in the Danish app', async () => {
    walletOf(voucher({ voucher_id: 7, in_transfer: true, transfer_id: 3 }));
    await renderRoute('/app/vouchers/7', { locale: 'da' });
    expect(
      await screen.findByText(/^Dette værdibevis er ved at blive overført, så koden vises ikke\./),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows the code of a voucher that is not being transferred', async () => {
    walletOf(voucher({ voucher_id: 8, voucher_number: 'GW-210987654321' }));
    await renderRoute('/app/vouchers/8');
    const page = await screen.findByRole('article');
    expect(within(page).getByRole('heading', { level: 2, name: 'Voucher code' })).toBeInTheDocument();
    expect(within(page).getByText('GW-210987654321')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Transfer' })).toBeInTheDocument();
  }, 20_000);

  it('offers the phone wallets on a desktop and opens the Save to Google Wallet link', async () => {
    const api = walletOf(voucher({ voucher_id: 8 }));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderRoute('/app/vouchers/8', { locale: 'da' });
    const wallets = await screen.findByRole('region', { name: 'Læg værdibeviset i telefonens wallet' });
    expect(within(wallets).getByRole('button', { name: 'Føj til Apple Wallet' })).toBeInTheDocument();
    await userEvent.click(within(wallets).getByRole('button', { name: 'Gem i Google Wallet' }));
    expect(api.callsTo('GET /api/v1/voucher/8/google-wallet-link')).toHaveLength(1);
    expect(open).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/a.b.c', '_blank', 'noopener');
  }, 20_000);
});
