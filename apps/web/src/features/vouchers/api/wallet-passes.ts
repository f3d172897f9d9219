import { basicAuthHeader } from '@golfwallet/core/client/api-client';
import { buildPath } from '@golfwallet/core/contracts/define';
import { getAppleWalletPass } from '@golfwallet/core/contracts/vouchers/get-apple-wallet-pass';
import { getGoogleWalletLink } from '@golfwallet/core/contracts/vouchers/get-google-wallet-link';
import { API_BASE_URL, api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { local } from '../../../lib/storage';

/**
 * Downloads the voucher's Apple Wallet pass with the session (a plain link could not carry it) and
 * hands it to the browser as a .pkpass file, which Safari on iOS opens in Wallet.
 */
export async function downloadApplePass(voucherId: number): Promise<void> {
  const token = local.get('userToken');
  const response = await fetch(API_BASE_URL + buildPath(getAppleWalletPass.path, { id: String(voucherId) }), {
    headers: {
      ...(token ? { authorization: basicAuthHeader(token) } : {}),
      'accept-language': i18n.language,
    },
  });
  if (!response.ok) throw new Error(`pass download failed: ${response.status}`);
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/vnd.apple.pkpass' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `golfwallet-voucher-${voucherId}.pkpass`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens the voucher's "Save to Google Wallet" page. */
export async function openGoogleWallet(voucherId: number): Promise<void> {
  const { url } = await api(getGoogleWalletLink, { params: { id: String(voucherId) } });
  window.open(url, '_blank', 'noopener');
}
