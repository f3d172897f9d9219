import { walletSendersFor } from '../../adapters/wallet/select-wallet';
import { defineJob } from '../../jobs/job';
import { deliverWalletNotifications } from './wallet-delivery';

/**
 * Sends the wallets' notifications (APNs pushes, Google object states) every 5 seconds when a real
 * client is configured; otherwise they stay in the wallet outbox (the development sink) and the
 * job is off.
 */
export const walletNotificationsJob = defineJob({
  name: 'wallet-notifications',
  everySeconds: 5,
  timeoutSeconds: 120,
  off: (deps) => {
    const senders = walletSendersFor(deps.config);
    return senders.apns || senders.google
      ? undefined
      : 'no APNs key nor Google Wallet key: wallet notifications stay in the outbox';
  },
  run: (deps) => deliverWalletNotifications(deps),
});
