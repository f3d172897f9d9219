import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { WalletFreshness } from './wallet-freshness';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('when the wallet was loaded', () => {
  it('is shown in the app’s date form, as the voucher dates beside it (not the browser’s 11/28/26, 6:51 AM)', () => {
    render(<WalletFreshness savedAt={Date.UTC(2026, 10, 28, 12, 51)} offline={false} />);
    expect(screen.getByText(/^Last updated 2026\.11\.28 \d\d:51$/)).toBeInTheDocument();
  });

  it('says when it is the device copy', () => {
    render(<WalletFreshness savedAt={Date.UTC(2026, 10, 28, 12, 51)} offline />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
