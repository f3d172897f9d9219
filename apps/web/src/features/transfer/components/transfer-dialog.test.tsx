import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../lib/i18n';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';

const GROUP = { voucher_id: 5, voucher_name: 'Green fee', count: 3 };

/** Renders the popup on a page of its own; imported after fetch is stubbed (the API client keeps the first fetch). */
async function renderDialog(answers: Parameters<typeof mockApi>[0], voucher = GROUP) {
  setSessionToken('session-0123456789abcdefghij');
  const api = mockApi(answers);
  const { TransferDialog } = await import('./transfer-dialog');
  const onClose = vi.fn();
  const onTransferred = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/vouchers',
        element: <TransferDialog voucher={voucher} onClose={onClose} onTransferred={onTransferred} />,
      },
      { path: '/', element: <p>Main page</p> },
    ],
    { initialEntries: ['/vouchers'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Transfer voucher' });
  return { api, dialog: within(dialog), router, onClose, onTransferred };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  setSessionToken(null);
  vi.unstubAllGlobals();
});

describe('transfer popup', () => {
  it('checks the recipient e-mail, its confirmation and the mobile number before sending', async () => {
    const { api, dialog } = await renderDialog({});
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByText('Please enter email')).toBeInTheDocument();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient e-mail' }), 'bo@example.dk');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirm recipient e-mail' }), 'bob@example.dk');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByText("Confirmation e-mail doesn't match the e-mail")).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('radio', { name: 'Mobile number' }));
    expect(dialog.queryByRole('textbox', { name: 'Recipient e-mail' })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient mobile number' }), '1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/voucher/transfer/5')).toHaveLength(0);
  });

  it('offers only as many vouchers as are available and sends the chosen quantity', async () => {
    const { api, dialog, router, onTransferred } = await renderDialog({
      'POST /api/v1/voucher/transfer/5': {
        status: 201,
        body: {
          transfer_id: 1,
          target_email: 'bo@example.dk',
          target_phone: null,
          quantity: 2,
          voucher_ids: [5, 6],
          expires_at: 2_000_000_000,
        },
      },
    });
    const quantity = dialog.getByRole('combobox', { name: 'Quantity' });
    expect(within(quantity).getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(quantity, '2');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient e-mail' }), 'Bo@Example.dk');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirm recipient e-mail' }), 'bo@example.dk');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cover message (optional)' }), 'Enjoy!');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(api.callsTo('POST /api/v1/voucher/transfer/5')[0]?.body).toEqual({
      quantity: 2,
      email: 'bo@example.dk',
      confirm_email: 'bo@example.dk',
      message: 'Enjoy!',
    });
    expect(onTransferred).toHaveBeenCalledTimes(1);
    await userEvent.click(within(thanks).getByRole('button', { name: 'Go to main page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a transfer by SMS with the country code', async () => {
    const { api, dialog } = await renderDialog(
      {
        'POST /api/v1/voucher/transfer/5': {
          status: 201,
          body: {
            transfer_id: 1,
            target_email: null,
            target_phone: '+4791234567',
            quantity: 1,
            voucher_ids: [5],
            expires_at: 2_000_000_000,
          },
        },
      },
      { ...GROUP, count: 1 },
    );
    expect(dialog.queryByRole('combobox', { name: 'Quantity' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Mobile number' }));
    const code = dialog.getByRole('textbox', { name: 'Country code' });
    await userEvent.clear(code);
    await userEvent.type(code, '+47');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient mobile number' }), '912 34 567');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(api.callsTo('POST /api/v1/voucher/transfer/5')[0]?.body).toEqual({
      quantity: 1,
      phone: '+4791234567',
    });
  });

  it('says the transfer is not successful when the API refuses it, with the reason', async () => {
    const { dialog, onTransferred } = await renderDialog({
      'POST /api/v1/voucher/transfer/5': {
        status: 422,
        body: {
          status: 422,
          code: 'TRANSFER_TO_SELF',
          message: 'You cannot transfer a voucher to yourself.',
        },
      },
    });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Recipient e-mail' }), 'anna@example.dk');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Confirm recipient e-mail' }),
      'anna@example.dk',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    const alert = await dialog.findByText('Transfer is not successful');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('You cannot transfer a voucher to yourself.');
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).not.toBeInTheDocument();
    expect(onTransferred).not.toHaveBeenCalled();
  });
});
