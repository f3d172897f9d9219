import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { GOLFER } from '../../../../test/voucher-fixture';
import { setSessionToken } from '../../../lib/session';

/** The app's Upload voucher screen (spec §2 "Upload voucher", the texts of spec §8). */

afterEach(() => {
  setSessionToken(null);
  vi.unstubAllGlobals();
});

describe('upload by code', () => {
  it('after a failed upload, a wrong code shows only the field error, not the old “Upload failed” (issue 34, item 5)', async () => {
    setSessionToken('token-1');
    mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'POST /api/v1/voucher/upload': {
        status: 404,
        body: { status: 404, code: 'VOUCHER_NOT_FOUND', message: 'Voucher is not found or expired.' },
      },
    });
    await renderRoute('/app/upload');
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await userEvent.type(field, 'PAPER-1');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Upload failed');

    await userEvent.clear(field);
    await userEvent.type(field, 'no spaces allowed!');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Please enter a valid voucher code');
    expect(screen.queryByText('Upload failed')).toBeNull();
    const form = field.closest('form')!;
    expect(
      within(form)
        .queryAllByRole('alert')
        .map((alert) => alert.textContent),
    ).not.toContain(failed.textContent);
  }, 20_000);
});
