import { readFileSync } from 'node:fs';
import type { Config } from '../../config';
import { type ApnsClient, createApnsClient } from './apns';
import { createGoogleWalletClient, type GoogleWalletClient } from './google-wallet-api';

/**
 * The wallets' real clients where configured: APNs with APNS_KEY_FILE and APNS_KEY_ID, Google with
 * GOOGLE_WALLET_KEY_FILE. Absent ones leave their notifications pending in the wallet outbox,
 * the development sink. One set per configuration.
 */
export interface WalletSenders {
  apns?: ApnsClient;
  google?: GoogleWalletClient;
}

const chosen = new WeakMap<Config, WalletSenders>();

export function walletSendersFor(config: Config): WalletSenders {
  let senders = chosen.get(config);
  if (!senders) {
    senders = {};
    if (config.APNS_KEY_FILE && config.APNS_KEY_ID) {
      senders.apns = createApnsClient({
        url: config.APNS_URL,
        keyPem: readFileSync(config.APNS_KEY_FILE, 'utf8'),
        keyId: config.APNS_KEY_ID,
        teamId: config.WALLET_TEAM_ID,
        topic: config.WALLET_PASS_TYPE_ID,
      });
    }
    if (config.GOOGLE_WALLET_KEY_FILE) {
      const key = JSON.parse(readFileSync(config.GOOGLE_WALLET_KEY_FILE, 'utf8')) as {
        client_email: string;
        private_key: string;
      };
      senders.google = createGoogleWalletClient({
        clientEmail: key.client_email,
        privateKey: key.private_key,
      });
    }
    chosen.set(config, senders);
  }
  return senders;
}
