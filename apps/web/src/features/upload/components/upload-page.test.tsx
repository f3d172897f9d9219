import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { GOLFER, voucher } from '../../../../test/voucher-fixture';
import { platform, setPlatformForTests } from '../../../lib/platform/platform';
import { ScanError } from '../../../lib/platform/types';
import { setSessionToken } from '../../../lib/session';

/** The app's Upload voucher screen (spec §2 "Upload voucher", the texts of spec §8). */

afterEach(() => {
  setSessionToken(null);
  setPlatformForTests(null);
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

describe('upload by scan', () => {
  it('after a scan that found nothing readable in time, says “Scan failed” and offers Try again and Type the code (issue 34, item 4)', async () => {
    setSessionToken('token-1');
    const api = mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'POST /api/v1/voucher/upload': { body: voucher({ voucher_id: 5, voucher_name: 'Gavekort 500 kr.' }) },
    });
    // The fake camera: the first two scans end as the time-out ends them (lib/platform/scan-timeout.ts,
    // tested with a fake clock there); the third reads a code.
    const scan = vi
      .fn()
      .mockRejectedValueOnce(new ScanError('timeout'))
      .mockRejectedValueOnce(new ScanError('timeout'))
      .mockResolvedValueOnce('PAPER-2026-0002');
    setPlatformForTests({ ...platform(), scanner: { scan } });
    await renderRoute('/app/upload');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan barcode' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Scan failed');
    expect(alert).toHaveTextContent('No readable barcode was found.');
    expect(screen.queryByRole('button', { name: 'Scan barcode' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Type the code' }));
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveFocus();
    expect(screen.queryByText('Scan failed')).toBeNull();

    // Scanning again after the time-out.
    await userEvent.click(screen.getByRole('button', { name: 'Scan barcode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Code scanned: PAPER-2026-0002')).toBeInTheDocument();
    expect(await screen.findByText(/is now in your vouchers/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/voucher/upload')[0]!.body).toEqual({
      voucher_number: 'PAPER-2026-0002',
    });
    expect(screen.queryByText('Scan failed')).toBeNull();
  }, 20_000);

  it('says it in Danish in the Danish app', async () => {
    setSessionToken('token-1');
    mockApi({ 'GET /api/v1/user': { body: GOLFER } });
    setPlatformForTests({ ...platform(), scanner: { scan: () => Promise.reject(new ScanError('timeout')) } });
    await renderRoute('/app/upload', { locale: 'da' });
    await userEvent.click(await screen.findByRole('button', { name: 'Scan stregkode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scanning mislykkedes');
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indtast koden' })).toBeInTheDocument();
  }, 20_000);
});
